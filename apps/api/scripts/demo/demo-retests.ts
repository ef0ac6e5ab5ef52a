/**
 * Fix verification in the demo (DECISIONS "Reports"): "Portale clienti e app mobile" pays for the service and its
 * retests are the platform's, so every fix Demo Srl marks there opens a retest for the triager. Run after the payments
 * (the rewards' payments are what they are whatever happens to the fix), through the same routes a person uses:
 *
 * - the invoice IDOR, fixed during the reports' story: the triager verifies the fix;
 * - volpe_rossa's leaked payment key: the first fix fails its retest (the staging build still carried the key), the
 *   report goes back to Demo Srl rewarded, Demo Srl fixes it again and the second retest verifies it;
 * - nullpointer's open CORS on the public API: Demo Srl marks it fixed and the retest waits for the triager.
 */
import type { ReportStatus, RetestStatus } from '@bb/domain';
import type { DemoAccountKey } from './demo-accounts.ts';
import { doc, p } from './demo-content.ts';
import { PAYMENT_REPORTS } from './demo-payment-reports.ts';
import { DEMO_REPORTS, type DemoReportsContext } from './demo-reports.ts';
import { responsePanePng, type DemoFile } from './demo-files.ts';

type Step =
  | { by: DemoAccountKey; action: 'fix' }
  | { by: DemoAccountKey; action: 'comment'; text: string }
  | { by: DemoAccountKey; action: 'verifyFix'; note: string; evidence?: DemoFile }
  | { by: DemoAccountKey; action: 'failFix'; note: string; evidence: DemoFile };

interface DemoRetest {
  /** The report's title (demo-reports.ts or demo-payment-reports.ts). */
  title: string;
  steps: Step[];
  /** Where the report and its latest retest end: checked, so a changed workflow stops the seed. */
  status: ReportStatus;
  retest: RetestStatus;
}

const titleOf = (key: string): string => {
  const title = DEMO_REPORTS.find((report) => report.key === key)?.title ?? PAYMENT_REPORTS.find((report) => report.key === key)?.title;
  if (!title) throw new Error(`demo data: no demo report ${key}`);
  return title;
};

export const DEMO_RETESTS: DemoRetest[] = [
  {
    title: titleOf('invoiceIdor'),
    steps: [
      {
        by: 'triager',
        action: 'verifyFix',
        note: "Retest con gli account di test di due studi: l'endpoint del PDF risponde 404 per le fatture dell'altro studio (10451, 10450 e 10300), anche chiedendo il formato JSON. Le proprie fatture si scaricano come prima.",
        evidence: responsePanePng('retest-fattura-10451-404.png', [120, 96, 150, 72]),
      },
    ],
    status: 'fixed',
    retest: 'verified',
  },
  {
    title: titleOf('paymentKey'),
    steps: [
      { by: 'companyAdmin', action: 'fix' },
      {
        by: 'triager',
        action: 'failFix',
        note: 'La versione 4.6.4 dal Play Store non contiene più la chiave, ma la build di staging pubblicata su beta.demo.example (4.6.4-rc2) ha ancora payment_secret_key con una chiave sk_live_ attiva: la correzione non è completa.',
        evidence: responsePanePng('retest-apk-beta-4.6.4-rc2.png', [200, 180, 64, 150, 110]),
      },
      {
        by: 'companyAdmin',
        action: 'comment',
        text: 'Avete ragione: la build beta usava ancora il vecchio file di configurazione. Chiave ruotata di nuovo e build beta ritirata; la 4.6.4-rc3 prende la chiave dal backend.',
      },
      { by: 'companyAdmin', action: 'fix' },
      {
        by: 'triager',
        action: 'verifyFix',
        note: "Controllate la 4.6.4 del Play Store e la 4.6.4-rc3 di beta.demo.example: nessuna chiave nel pacchetto; la chiave vista nel primo retest risponde 401 dall'API del gateway.",
      },
    ],
    status: 'fixed',
    retest: 'verified',
  },
  {
    title: titleOf('corsWildcard'),
    steps: [
      {
        by: 'companyAdmin',
        action: 'comment',
        text: 'Origine limitata ai domini di Demo Srl e recapiti interni tolti da /v2/public/branches con il rilascio di oggi.',
      },
      { by: 'companyAdmin', action: 'fix' },
    ],
    status: 'fixed',
    retest: 'pending',
  },
];

interface RetestAnswer {
  id: string;
  status: ReportStatus;
  retest: { status: RetestStatus } | null;
}

/** One step through its route, as `step.by`; answers the report as they now see it. */
async function take(context: DemoReportsContext, id: string, step: Step): Promise<RetestAnswer> {
  const user = await context.user(step.by);
  const url = `/api/reports/${id}`;
  switch (step.action) {
    case 'fix':
      return user.post(`${url}/fix`);
    case 'comment':
      return user.post(`${url}/comment`, { content: doc(p(step.text)), media: [] });
    case 'verifyFix': {
      const evidence = step.evidence ? [await user.upload('commentAttachment', step.evidence)] : [];
      return user.post(`${url}/verify-fix`, { note: step.note, evidence });
    }
    case 'failFix':
      return user.post(`${url}/fail-fix`, { note: step.note, evidence: [await user.upload('commentAttachment', step.evidence)] });
  }
}

/** Lives DEMO_RETESTS through their routes; answers the start-up message's line about them. */
export async function seedDemoRetests(context: DemoReportsContext): Promise<string> {
  const admin = await context.user('companyAdmin');
  const { results } = await admin.get<{ results: { id: string; title: string }[] }>('/api/reports?size=100');
  for (const retest of DEMO_RETESTS) {
    const id = results.find((report) => report.title === retest.title)?.id;
    if (!id) throw new Error(`demo data: no report "${retest.title}"`);
    let answer: RetestAnswer | null = null;
    for (const step of retest.steps) answer = await take(context, id, step);
    if (answer?.status !== retest.status || answer.retest?.status !== retest.retest) {
      throw new Error(`demo data: "${retest.title}" ended ${answer?.status} with its retest ${answer?.retest?.status}`);
    }
  }
  return 'Fix verification on "Portale clienti e app mobile": a fix verified by the triager, one that failed its retest, was fixed again and verified, and one waiting for its retest';
}
