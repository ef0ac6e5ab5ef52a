/**
 * A report exported as JSON and PDF: what the caller's report page shows and nothing more (a company's copy never
 * carries the hacker's email, legal name, tax code or IBAN), the same 404 as the page for a report the caller may not
 * see, and a PDF whose text, read back with pdftotext, holds the title, the CVSS vector, the timeline and the reward.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPORT_EXPORT_FORMAT, reportExportSchema, type ReportExport } from '@bb/domain';
import { users } from '../../db/schema/index.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { TestClient } from '../../test/test-client.ts';
import { signIn } from '../companies/companies.test-support.ts';
import { readyHacker, reportSetup, submit, VECTOR_CRITICAL, VECTOR_MEDIUM, type ReportSetup } from './reports.test-support.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});

/** The hacker's personal data the report page shows to nobody. */
const LEGAL_NAME = { firstName: 'Gianfilippo', lastName: 'Pellegrinotti' };
const PERSONAL = ['Gianfilippo', 'Pellegrinotti', 'RSSMRA80A01H501U', 'IT60X0542811101000000123456', 'Via Roma 1'];

const CONTENT = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Passi per riprodurre' }] },
    {
      type: 'orderedList',
      content: [
        { type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Aprire la pagina di login' }] }] },
        {
          type: 'listItem',
          content: [
            {
              type: 'paragraph',
              content: [
                { type: 'text', text: 'Inviare ' },
                { type: 'text', text: "' OR 1=1 --", marks: [{ type: 'code' }] },
              ],
            },
          ],
        },
      ],
    },
    { type: 'paragraph', content: [{ type: 'text', text: 'Impatto: accesso come amministratore.' }] },
  ],
};

interface Rewarded {
  setup: ReportSetup;
  id: string;
  title: string;
}

/** A report sent with a vector, commented on, moved to medium and rewarded 300 euro; the hacker has a legal name and tax data. */
async function rewardedReport(): Promise<Rewarded> {
  const setup = await reportSetup(ctx, { budget: 20_000 });
  await ctx.db.update(users).set(LEGAL_NAME).where(eq(users.id, setup.hacker.user.id));
  const title = 'SQL injection nel login amministratori';
  const report = await submit(setup.hacker.client, setup.program, { title, severity: 'critical', severityDescription: VECTOR_CRITICAL, content: CONTENT });
  const url = `/api/reports/${report.id}`;
  expect((await setup.company.client.post(`${url}/start`)).statusCode).toBe(200);
  const comment = { content: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Serve una sessione valida?' }] }] } };
  expect((await setup.company.client.post(`${url}/comment`, comment)).statusCode).toBe(200);
  const change = { severity: 'medium', severityDescription: VECTOR_MEDIUM, reason: 'Serve un utente autenticato.' };
  expect((await setup.company.client.post(`${url}/change-severity`, change)).statusCode).toBe(200);
  expect((await setup.company.client.post(`${url}/reward`, { amount: 300 })).statusCode).toBe(200);
  return { setup, id: report.id, title };
}

async function exportJson(client: TestClient, id: string): Promise<ReportExport> {
  const response = await client.get(`/api/reports/${id}/export.json`);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-disposition']).toBe(`attachment; filename="report-${id.slice(0, 8)}.json"`);
  expect(response.headers['cache-control']).toBe('private, no-store');
  return reportExportSchema.parse(response.json());
}

async function exportPdf(client: TestClient, id: string): Promise<string> {
  const response = await client.get(`/api/reports/${id}/export.pdf`);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  expect(response.headers['content-disposition']).toBe(`attachment; filename="report-${id.slice(0, 8)}.pdf"`);
  expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return pdfText(response.rawPayload);
}

/** pdftotext puts a wrapped line's words on separate lines: compare with single spaces. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('GET /api/reports/{id}/export.json', () => {
  let rewarded: Rewarded;
  beforeAll(async () => {
    rewarded = await rewardedReport();
  });

  it('is the report as its page shows it to each caller, with its timeline, in the versioned envelope', async () => {
    const { setup, id } = rewarded;
    for (const viewer of [setup.hacker, setup.company, setup.staff]) {
      const page = (await viewer.client.get(`/api/reports/${id}`)).json();
      const exported = await exportJson(viewer.client, id);
      expect(exported).toMatchObject({ format: REPORT_EXPORT_FORMAT, version: 1, language: 'en' });
      expect(Math.abs(Date.parse(exported.exportedAt) - Date.now())).toBeLessThan(60_000);
      const { timeline, abilities: _abilities, rewardBudget: _budget, ...report } = page;
      expect(exported.report).toEqual(report);
      expect(exported.timeline).toEqual(timeline);
      expect(exported.timeline.map((entry) => entry.type)).toEqual(['submitted', 'statusChange', 'comment', 'severityChange', 'statusChange']);
      expect(exported.report).toMatchObject({
        reward: 300,
        severity: 'medium',
        severityDescription: VECTOR_MEDIUM,
        hacker: { username: setup.hacker.user.username },
      });
      expect(Object.keys(exported)).not.toContain('abilities');
    }
  });

  it("never carries the hacker's email, legal name, tax code or bank account", async () => {
    const { setup, id } = rewarded;
    for (const viewer of [setup.company, setup.staff, setup.hacker]) {
      const body = (await viewer.client.get(`/api/reports/${id}/export.json`)).body;
      for (const secret of [setup.hacker.user.email, ...PERSONAL]) expect(body).not.toContain(secret);
    }
  });
});

describe('GET /api/reports/{id}/export.pdf', () => {
  let rewarded: Rewarded;
  beforeAll(async () => {
    rewarded = await rewardedReport();
  });

  it('holds the title, program, CVSS vector and score, content, timeline, reward and receipt, in English', async () => {
    const { setup, id, title } = rewarded;
    // pdftotext reads a column of labels, then their values.
    const receipt = (await setup.hacker.client.get(`/api/reports/${id}`)).json().receipt.sha256 as string;
    const text = flat(await exportPdf(setup.hacker.client, id));
    for (const expected of [
      title,
      String(setup.program.name),
      'rewarded',
      'medium 6.3',
      VECTOR_MEDIUM,
      'Passi per riprodurre',
      "2. Inviare `' OR 1=1 --`",
      'Impatto: accesso come amministratore.',
      "' OR 1=1 --",
      'Timeline',
      'Report sent',
      'Status change, from new to triaged',
      'Serve una sessione valida?',
      'Severity change, from critical to medium',
      'Reason: Serve un utente autenticato.',
      'Status change, from triaged to rewarded, reward of €300.00',
      'Reward and payment',
      '€300.00 Awaiting confirmation',
      'Submission receipt',
      receipt,
    ])
      expect(text).toContain(expected);
    expect(text).toMatch(new RegExp(`${setup.company.user.username}|${setup.hacker.user.username}`));
  });

  it("follows the caller's language", async () => {
    const { setup, id } = rewarded;
    setup.company.client.language = 'it';
    try {
      const text = flat(await exportPdf(setup.company.client, id));
      for (const expected of ['Stato', 'ricompensato media', 'Cronologia', 'da preso in carico a ricompensato', 'ricompensa di 300,00 €', 'Ricevuta di invio'])
        expect(text).toContain(expected);
    } finally {
      setup.company.client.language = 'en';
    }
  });

  it("follows ?lang, the app's language, over the browser's Accept-Language of a download link", async () => {
    const { setup, id } = rewarded;
    const response = await setup.staff.client.get(`/api/reports/${id}/export.pdf?lang=it`);
    expect(response.statusCode).toBe(200);
    expect(flat(pdfText(response.rawPayload))).toContain('Ricevuta di invio');
    const json = await setup.staff.client.get(`/api/reports/${id}/export.json?lang=it`);
    expect(json.json().language).toBe('it');
    expect((await setup.staff.client.get(`/api/reports/${id}/export.pdf?lang=fr`)).statusCode).toBe(422);
  });

  it("shows the company and staff the hacker's username only, never their email, legal name, tax code or bank account", async () => {
    const { setup, id } = rewarded;
    for (const viewer of [setup.company, setup.staff]) {
      const text = await exportPdf(viewer.client, id);
      expect(text).toContain(setup.hacker.user.username);
      for (const secret of [setup.hacker.user.email, ...PERSONAL]) expect(text).not.toContain(secret);
    }
  });

  it('prints Cyrillic, Greek and accented letters as they are, and what its fonts lack as a visible replacement', async () => {
    const setup = await reportSetup(ctx);
    const content = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Привет Γειά σου 你好 🔥 ő café – fine' }] }] };
    const report = await submit(setup.hacker.client, setup.program, {
      title: 'XSS nel profilo Привет ünïcode',
      content,
      payload: '<script>alert("☃ Ωμέγα 漢")</script>',
    });
    const text = flat(await exportPdf(setup.hacker.client, report.id));
    expect(text).toContain('XSS nel profilo Привет ünïcode');
    // Chinese and emoji are not in DejaVu: U+FFFD stands in for each, so the reader sees that something was there.
    expect(text).toContain('Привет Γειά σου \uFFFD\uFFFD \uFFFD ő café – fine');
    expect(text).toContain('<script>alert("☃ Ωμέγα \uFFFD")</script>');
  });

  it('embeds only the glyphs it draws, so a report stays a few tens of kilobytes', async () => {
    const { setup, id } = rewarded;
    const response = await setup.hacker.client.get(`/api/reports/${id}/export.pdf`);
    // The three whole fonts weigh 1.8 MB.
    expect(response.rawPayload.length).toBeLessThan(80_000);
  });
});

describe('who may export', () => {
  let rewarded: Rewarded;
  beforeAll(async () => {
    rewarded = await rewardedReport();
  });

  it("answers 404 to another company's member and another hacker, as the report's page does", async () => {
    const { id } = rewarded;
    const otherCompany = (await reportSetup(ctx)).company;
    const otherHacker = await readyHacker(ctx);
    for (const outsider of [otherCompany, otherHacker]) {
      for (const format of ['json', 'pdf']) {
        const response = await outsider.client.get(`/api/reports/${id}/export.${format}`);
        expect(response.statusCode).toBe(404);
        expect(response.json().code).toBe('NOT_FOUND');
      }
      expect((await outsider.client.get(`/api/reports/${id}`)).statusCode).toBe(404);
    }
  });

  it('answers 401 to an anonymous caller and 404 to a report that does not exist', async () => {
    const anonymous = new TestClient(ctx.app);
    for (const format of ['json', 'pdf']) {
      const response = await anonymous.get(`/api/reports/${rewarded.id}/export.${format}`);
      expect(response.statusCode).toBe(401);
      expect(response.headers['content-disposition']).toBeUndefined();
    }
    const staff = await signIn(ctx, 'staff');
    expect((await staff.client.get(`/api/reports/${crypto.randomUUID()}/export.pdf`)).statusCode).toBe(404);
    expect((await staff.client.get('/api/reports/not-an-id/export.json')).statusCode).toBe(422);
  });
});
