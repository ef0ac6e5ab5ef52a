/**
 * The demo's hacker payments (demo-data.ts runs them after the reports), so that whoever signs in
 * finds a payment at every step of its workflow: waiting for the hacker's details, to confirm, for
 * the signed receipt, for the super admin; approved, in the bank list, in a bank batch, sent,
 * credited, refused for the IBAN, failed (to retry, or for good), paid outside the batch, skipped;
 * and a referral bonus. Hackers in every tax regime but foreign VAT: the demo hacker and bytequeen
 * (the two Italian occasional ones, with their signed receipts), nullpointer and kernelpanic
 * (foreign occasional, the second with a German IBAN and no BIC), shellshock (flat-rate) and
 * cipher_anna (ordinary VAT).
 *
 * Everything through the routes, as each user: rewards through the report actions, confirmations
 * and receipts by the hackers, approvals and one SEPA batch by the super admin, and the bank's
 * answers to that batch (two pain.002 status reports and a camt.053 statement) imported as the bank
 * would send them. No payment is overdue: due dates count from the report's creation, which no
 * route lets anyone set in the past.
 */
import { toCents, type PaymentStatus } from '@bb/domain';
import { endToEndIdOf } from '../../src/modules/payments/payment-batches.service.ts';
import type { DemoAccountKey } from './demo-accounts.ts';
import type { DemoUser } from './demo-data.ts';
import { onePagePdf } from './demo-files.ts';
import { EXTERNAL_PAYMENT, PAYMENT_HACKERS, PAYMENT_REPORTS, SKIP_REASON, type PaymentHackerKey, type PaymentReport } from './demo-payment-reports.ts';
import { DEMO_REPORTS, reportForm, type DemoReportsContext } from './demo-reports.ts';

export interface DemoPaymentsContext extends DemoReportsContext {
  /** Hackers verify (and so report and confirm) only with the sandbox provider. */
  sandbox: boolean;
}

/** One payment of the demo: whose, from which report (or the referral bonus), and where it ends. */
interface PaymentPlan {
  by: DemoAccountKey;
  /** A report's title, or null for the referral bonus. */
  report: string | null;
  ends: PaymentStatus;
  /** The occasional compensation already received this year, declared on confirming (the spec's previousYearlyPaymentsAmount), euro. */
  previousYear?: number;
}

const titleOf = (key: string): string => {
  const report = DEMO_REPORTS.find((one) => one.key === key);
  if (!report) throw new Error(`demo data: no demo report ${key}`);
  return report.title;
};

/** The payments of demo-reports.ts's rewards and the referral bonus, then those of PAYMENT_REPORTS. */
const PLANS: PaymentPlan[] = [
  // Rewarded before volpe_rossa gave any tax or bank details: it waits for them.
  { by: 'hackerVolpe', report: titleOf('paymentKey'), ends: 'pendingHackerInformation' },
  { by: 'hacker', report: titleOf('partnerOrders'), ends: 'pending' },
  // Occasional work above the year's INPS threshold of 5,000: the bonus crosses it (4,300 received this year + 1,000),
  // Gestione Separata on the 300 above, posted with the bank batch; the reward comes after it (5,300 received), all above.
  { by: 'hacker', report: titleOf('invoiceIdor'), ends: 'pendingHackerDocumentsUpload', previousYear: 5_300 },
  { by: 'hacker', report: null, ends: 'accredited', previousYear: 4_300 },
  ...PAYMENT_REPORTS.map((report) => ({ by: report.by, report: report.title, ends: report.payment, previousYear: report.previousYear })),
];

/** Ends reached through the bank batch: approved before the export. */
const BATCHED: readonly PaymentStatus[] = ['processing', 'sent', 'accredited', 'ibanNotValid', 'failedRetry', 'failed', 'pendingBeneficiaryList'];
const CONFIRMED: readonly PaymentStatus[] = [...BATCHED, 'pendingHackerDocumentsUpload', 'pendingStaffApproval', 'approved', 'sentExternally'];

/**
 * The bank's status reports for the batch (pain.002 TxSts and reason): the first, the evening of the
 * export, and the final one the day after. PDNG says nothing yet; TM01 (after the cut-off) is retried
 * at once by the super admin, so that payment waits in the list for the next batch.
 */
const FIRST_STATUS: Partial<Record<PaymentStatus, { status: string; reason?: [string, string] }>> = {
  sent: { status: 'ACSC' },
  accredited: { status: 'ACSC' },
  ibanNotValid: { status: 'RJCT', reason: ['AC01', 'Conto del beneficiario inesistente'] },
  pendingBeneficiaryList: { status: 'RJCT', reason: ['TM01', "Ricevuto dopo l'orario limite"] },
  processing: { status: 'PDNG' },
  failedRetry: { status: 'PDNG' },
  failed: { status: 'PDNG' },
};
const FINAL_STATUS: Partial<Record<PaymentStatus, { status: string; reason?: [string, string] }>> = {
  processing: { status: 'PDNG' },
  failedRetry: { status: 'RJCT', reason: ['AM04', 'Disponibilità insufficiente sul conto ordinante'] },
  failed: { status: 'RJCT', reason: ['MS03', 'Motivo non specificato dalla banca del beneficiario'] },
};

interface Intent {
  id: string;
  kind: 'reward' | 'referral';
  status: PaymentStatus;
  settingsVersion: number;
  transferAmount: number;
  report: { title: string } | null;
}
interface Page<T> {
  results: T[];
}
interface Created {
  id: string;
}

/** Before Demo Srl's first deposit is accredited: its admin enters the demo hacker's referral code, so the deposit earns her the bonus. */
export async function referDemoCompany(context: DemoPaymentsContext): Promise<void> {
  const { referralCode } = await (await context.user('hacker')).get<{ referralCode: string }>('/api/users/me');
  await (await context.user('companyAdmin')).post('/api/users/me/referral', { code: referralCode });
}

/** The payment hackers' profile, verification (sandbox), tax regime and bank account, as demo-data.ts does for the others. */
async function paymentHackers(context: DemoPaymentsContext) {
  for (const [key, hacker] of Object.entries(PAYMENT_HACKERS) as [PaymentHackerKey, (typeof PAYMENT_HACKERS)[PaymentHackerKey]][]) {
    const user = await context.user(key);
    await user.put('/api/profile', hacker.profile);
    if (context.sandbox) {
      await user.post('/api/verification/sumsub/token');
      await user.post('/api/verification/sandbox/complete', { outcome: 'approve' });
    }
    await user.put('/api/payments/settings/regime', hacker.regime);
    await user.put('/api/payments/settings/payment', hacker.bank);
  }
}

function programId(context: DemoPaymentsContext, key: PaymentReport['program']): string {
  const id = context.programs.get(key);
  if (!id) throw new Error(`demo data: no program ${key}`);
  return id;
}

/** Sent, taken in charge and rewarded by whoever handles the program (a review first on the managed one). */
async function rewardReport(context: DemoPaymentsContext, report: PaymentReport, target: string) {
  const author = await context.user(report.by);
  const { id } = await author.post<Created>('/api/reports', { ...reportForm(report, programId(context, report.program), target), hacker: null });
  const url = `/api/reports/${id}`;
  if (report.review) {
    const triager = await context.user('triager');
    await triager.post(`${url}/start`);
    const reviewDocument = await triager.upload('reviewDocument', onePagePdf(`revisione-${report.key}.pdf`, `Revisione: ${report.title}`, report.review));
    const { title, content, vector, payload } = report;
    await triager.post(`${url}/approve`, { title, content, severityDescription: vector, payload, bugChain: null, reviewDocument });
  } else {
    await (await context.user('companyTriager')).post(`${url}/start`);
  }
  const rewarded = await (await context.user('companyAdmin')).post<{ status: string }>(`${url}/reward`, {}, { 'idempotency-key': `demo-reward-${report.key}` });
  if (rewarded.status !== 'rewarded') throw new Error(`demo data: report ${report.key} ended ${rewarded.status}, not rewarded`);
}

/** The payment hackers join the private partner area (invited by Demo Srl), then every PAYMENT_REPORTS report is rewarded. */
async function rewards(context: DemoPaymentsContext) {
  const admin = await context.user('companyAdmin');
  const partnerArea = programId(context, 'partnerArea');
  for (const key of Object.keys(PAYMENT_HACKERS) as PaymentHackerKey[]) {
    const user = await context.user(key);
    await admin.post(`/api/programs/${partnerArea}/invitations`, { username: user.account.username });
    await user.post(`/api/programs/accept/${partnerArea}`);
  }
  const targets = new Map<string, string>();
  for (const program of ['customerPortal', 'partnerArea'] as const) {
    const { scope } = await admin.get<{ scope: { id: string; name: string | null }[] }>(`/api/programs/${programId(context, program)}`);
    for (const target of scope) targets.set(`${program}/${target.name}`, target.id);
  }
  for (const report of PAYMENT_REPORTS) {
    const target = targets.get(`${report.program}/${report.target}`);
    if (!target) throw new Error(`demo data: no target ${report.target} in ${report.program}`);
    await rewardReport(context, report, target);
  }
}

/** Each plan's payment as its hacker lists it: the reward of its report, or the referral bonus. */
async function intentsOf(context: DemoPaymentsContext): Promise<Map<PaymentPlan, Intent>> {
  const found = new Map<PaymentPlan, Intent>();
  for (const by of new Set(PLANS.map((plan) => plan.by))) {
    const { results } = await (await context.user(by)).get<Page<Intent>>('/api/payments/intents?size=50');
    for (const plan of PLANS.filter((one) => one.by === by)) {
      const intent = results.find((one) => (plan.report === null ? one.kind === 'referral' : one.report?.title === plan.report));
      if (!intent) throw new Error(`demo data: no payment for ${plan.report ?? 'the referral bonus'}`);
      found.set(plan, intent);
    }
  }
  return found;
}

/**
 * The hacker confirms with the settings version shown; under an occasional regime they send back the
 * prefilled receipt, signed. Answers the payment as it now stands.
 */
async function confirm(context: DemoPaymentsContext, plan: PaymentPlan, intent: Intent): Promise<Intent> {
  const hacker = await context.user(plan.by);
  const url = `/api/payments/intents/${intent.id}`;
  const body =
    plan.previousYear === undefined
      ? { version: intent.settingsVersion }
      : { version: intent.settingsVersion, previousYearlyPaymentsAmount: plan.previousYear };
  const confirmed = await hacker.post<Intent>(`${url}/confirm`, body);
  if (confirmed.status !== 'pendingHackerDocumentsUpload' || plan.ends === 'pendingHackerDocumentsUpload') return confirmed;
  const receipt = await hacker.client.request('GET', `${url}/receipt.pdf`);
  if (receipt.statusCode !== 200) throw new Error(`demo data: the receipt of ${intent.id} answered ${receipt.statusCode}`);
  const document = await hacker.upload('document', {
    bytes: receipt.rawPayload,
    contentType: 'application/pdf',
    fileName: `ricevuta-firmata-${intent.id.slice(0, 8)}.pdf`,
  });
  return hacker.post<Intent>(`${url}/documents`, { document });
}

/** The amount as the bank writes it: "864.40". */
const decimal = (euro: number) => {
  const cents = toCents(euro);
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
};

/** Paid outside the batch, with the transfer's receipt as proof. */
async function payExternally(admin: DemoUser, intent: Intent) {
  const { fileName, title, paragraphs } = EXTERNAL_PAYMENT.proof;
  const amount = `Importo: EUR ${decimal(intent.transferAmount).replace('.', ',')}`;
  const document = await admin.upload('document', onePagePdf(fileName, title, [...paragraphs, amount]));
  await admin.post(`/api/payments/intents/${intent.id}/approve`, { payExternally: true, document, reason: EXTERNAL_PAYMENT.reason });
}

/** A pain.002.001.03 status report for the batch: one TxInfAndSts per transfer. */
function pain002(
  batch: { messageId: string; paymentInfoId: string },
  reportId: string,
  at: string,
  answers: { id: string; status: string; reason?: [string, string] }[],
) {
  const transactions = answers.map((answer) => {
    const reason = answer.reason ? `<StsRsnInf><Rsn><Cd>${answer.reason[0]}</Cd></Rsn><AddtlInf>${answer.reason[1]}</AddtlInf></StsRsnInf>` : '';
    return `
      <TxInfAndSts><OrgnlEndToEndId>${endToEndIdOf(answer.id)}</OrgnlEndToEndId><TxSts>${answer.status}</TxSts>${reason}</TxInfAndSts>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.002.001.03">
  <CstmrPmtStsRpt>
    <GrpHdr><MsgId>${reportId}</MsgId><CreDtTm>${at}</CreDtTm></GrpHdr>
    <OrgnlGrpInfAndSts><OrgnlMsgId>${batch.messageId}</OrgnlMsgId><OrgnlMsgNmId>pain.001.001.03</OrgnlMsgNmId></OrgnlGrpInfAndSts>
    <OrgnlPmtInfAndSts><OrgnlPmtInfId>${batch.paymentInfoId}</OrgnlPmtInfId>${transactions.join('')}
    </OrgnlPmtInfAndSts>
  </CstmrPmtStsRpt>
</Document>
`;
}

/** The platform account's camt.053.001.02 statement booking the transfers as debits on the day of `at`. */
function camt053(batch: { messageId: string; debtorIban: string }, at: string, debits: Intent[]) {
  const day = at.slice(0, 10);
  const entries = debits.map(
    (intent, index) => `
      <Ntry>
        <Amt Ccy="EUR">${decimal(intent.transferAmount)}</Amt><CdtDbtInd>DBIT</CdtDbtInd><Sts>BOOK</Sts>
        <BookgDt><Dt>${day}</Dt></BookgDt><ValDt><Dt>${day}</Dt></ValDt>
        <AcctSvcrRef>${day.replaceAll('-', '')}0000${String(201 + index)}</AcctSvcrRef>
        <BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>ICDT</Cd><SubFmlyCd>ESCT</SubFmlyCd></Fmly></Domn></BkTxCd>
        <NtryDtls><TxDtls>
          <Refs><MsgId>${batch.messageId}</MsgId><EndToEndId>${endToEndIdOf(intent.id)}</EndToEndId></Refs>
          <AmtDtls><TxAmt><Amt Ccy="EUR">${decimal(intent.transferAmount)}</Amt></TxAmt></AmtDtls>
        </TxDtls></NtryDtls>
      </Ntry>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>STMT-${batch.messageId}</MsgId><CreDtTm>${at}</CreDtTm></GrpHdr>
    <Stmt>
      <Id>STMT-${day.replaceAll('-', '')}-001</Id><CreDtTm>${at}</CreDtTm>
      <Acct><Id><IBAN>${batch.debtorIban}</IBAN></Id><Ccy>EUR</Ccy></Acct>${entries.join('')}
    </Stmt>
  </BkToCstmrStmt>
</Document>
`;
}

const firstMatch = (xml: string, pattern: RegExp): string => {
  const match = pattern.exec(xml);
  if (!match?.[1]) throw new Error(`demo data: the SEPA file has no ${pattern.source}`);
  return match[1];
};

/**
 * The super admin makes the bank batch of the pending list (a POST, as the web app's confirmation does) and downloads
 * its SEPA file, then imports the bank's answers to it: the first status report, a retry of what failed on the
 * platform's side, the final status report and the platform account's statement. All dated now: the demo's bank answers at once.
 */
async function bankRound(admin: DemoUser, batched: { plan: PaymentPlan; intent: Intent }[]) {
  const made = await admin.post<{ id: string }>('/api/payments/batches', {}, { 'idempotency-key': 'demo-bank-batch' });
  const exported = await admin.client.request('GET', `/api/payments/beneficiaries.xml?batch=${made.id}`);
  if (exported.statusCode !== 200) throw new Error(`demo data: the SEPA file answered ${exported.statusCode} ${exported.body}`);
  const batch = {
    messageId: firstMatch(exported.body, /<MsgId>([^<]+)<\/MsgId>/),
    paymentInfoId: firstMatch(exported.body, /<PmtInfId>([^<]+)<\/PmtInfId>/),
    debtorIban: firstMatch(exported.body, /<DbtrAcct>\s*<Id>\s*<IBAN>([^<]+)<\/IBAN>/),
  };
  const now = new Date().toISOString();
  const answers = (table: typeof FIRST_STATUS) =>
    batched.flatMap(({ plan, intent }) => {
      const answer = table[plan.ends];
      return answer ? [{ id: intent.id, ...answer }] : [];
    });
  const xml = { 'content-type': 'application/xml' };
  await admin.post('/api/payments/bank-answers', pain002(batch, `STS-${batch.messageId}-1`, now, answers(FIRST_STATUS)), xml);
  await admin.post('/api/payments/reset-failed-beneficiaries');
  await admin.post('/api/payments/bank-answers', pain002(batch, `STS-${batch.messageId}-2`, now, answers(FINAL_STATUS)), xml);
  const credited = batched.filter(({ plan }) => plan.ends === 'accredited').map(({ intent }) => intent);
  await admin.post('/api/payments/bank-answers', camt053(batch, now, credited), xml);
}

/** Every plan's payment where it should end, as the super admin lists them: a changed workflow stops the seed. */
async function checkEnds(admin: DemoUser, intents: Map<PaymentPlan, Intent>) {
  const { results } = await admin.get<Page<Intent>>('/api/payments/intents?size=50');
  for (const [plan, intent] of intents) {
    const status = results.find((one) => one.id === intent.id)?.status;
    if (status !== plan.ends) throw new Error(`demo data: the payment for ${plan.report ?? 'the referral bonus'} ended ${status}, not ${plan.ends}`);
  }
}

/**
 * The payment hackers set up (always), then, with the sandbox provider (hackers verified), their
 * rewards and every payment taken to where PLANS says it ends.
 */
export async function seedDemoPayments(context: DemoPaymentsContext): Promise<void> {
  await paymentHackers(context);
  if (!context.sandbox) return;
  await rewards(context);
  const intents = await intentsOf(context);
  const admin = await context.user('superAdmin');
  for (const [plan, intent] of intents) if (CONFIRMED.includes(plan.ends)) intents.set(plan, await confirm(context, plan, intent));
  const batched: { plan: PaymentPlan; intent: Intent }[] = [];
  for (const [plan, intent] of intents) {
    const url = `/api/payments/intents/${intent.id}`;
    if (BATCHED.includes(plan.ends)) batched.push({ plan, intent: await admin.post<Intent>(`${url}/approve`, { payExternally: false }) });
    else if (plan.ends === 'sentExternally') await payExternally(admin, intent);
    else if (plan.ends === 'skipped') await admin.post(`${url}/skip`, { reason: SKIP_REASON });
  }
  await bankRound(admin, batched);
  // Approved after the export: it waits for the next batch.
  for (const [plan, intent] of intents) if (plan.ends === 'approved') await admin.post(`/api/payments/intents/${intent.id}/approve`, { payExternally: false });
  await checkEnds(admin, intents);
}
