import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SUPPORT_EMAIL, LANGUAGES, LEGAL_DOCUMENTS, type LegalDocumentText } from '@bb/domain';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { TestClient } from '../../test/test-client.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { withSetting } from '../../test/settings.ts';
import { currentVersions } from './index.ts';
import { buildLegalPdf } from './legal-pdf.ts';

let ctx: TestContext;
let client: TestClient;
beforeAll(async () => {
  ctx = await createTestApp();
  client = new TestClient(ctx.app);
});

const TITLES = {
  terms: { it: "Termini e condizioni d'uso", en: 'Terms and conditions of use' },
  'privacy-companies': { it: 'Informativa privacy per le aziende', en: 'Privacy policy for companies' },
  'privacy-hackers': { it: 'Informativa privacy per gli hacker', en: 'Privacy policy for hackers' },
} as const;

const allText = (text: LegalDocumentText) => [text.title, ...text.sections.flatMap((s) => [s.heading, ...s.paragraphs])].join('\n');

describe('GET /api/legal', () => {
  it('lists the three documents with their Italian titles, versions and languages; English on ?lang=en', async () => {
    const italian = await client.get('/api/legal');
    expect(italian.statusCode).toBe(200);
    expect(italian.headers['cache-control']).toBe('public, max-age=3600');
    expect(italian.json()).toEqual(
      LEGAL_DOCUMENTS.map((document) => ({
        document,
        title: TITLES[document].it,
        version: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        languages: ['it', 'en'],
      })),
    );
    const english = await client.get('/api/legal?lang=en');
    expect(english.json().map((entry: { title: string }) => entry.title)).toEqual(LEGAL_DOCUMENTS.map((document) => TITLES[document].en));
  });

  it('refuses a language it does not have', async () => {
    const response = await client.get('/api/legal?lang=fr');
    expect([response.statusCode, response.json().code]).toEqual([422, 'VALIDATION_ERROR']);
  });
});

describe('GET /api/legal/:document', () => {
  it.each(LEGAL_DOCUMENTS.flatMap((document) => LANGUAGES.map((language) => [document, language] as const)))(
    'serves %s in %s, by sections, with the platform and the support address filled in',
    async (document, language) => {
      const response = await client.get(`/api/legal/${document}?lang=${language}`);
      expect(response.statusCode).toBe(200);
      const text = response.json() as LegalDocumentText;
      const listed = (await client.get('/api/legal')).json().find((entry: { document: string }) => entry.document === document);
      expect(text).toMatchObject({ document, language, title: TITLES[document][language], version: listed.version });
      expect(text.sections.length).toBeGreaterThan(5);
      for (const section of text.sections) expect(section.paragraphs.length).toBeGreaterThan(0);
      const words = allText(text);
      expect(words).not.toMatch(/\{\w+\}/);
      expect(words).toContain(DEFAULT_SUPPORT_EMAIL);
      expect(words).toContain(ctx.config.platform.legalName);
      expect(words).toContain(ctx.config.platform.vatNumber);
    },
  );

  it('is in Italian without ?lang', async () => {
    expect((await client.get('/api/legal/terms')).json()).toMatchObject({ language: 'it', title: TITLES.terms.it });
  });

  it('answers NOT_FOUND for a document that does not exist, as JSON and as PDF', async () => {
    for (const url of ['/api/legal/cookies', '/api/legal/cookies/pdf', '/api/legal/constructor?lang=en']) {
      const response = await client.get(url);
      expect([response.statusCode, response.json().code], url).toEqual([404, 'NOT_FOUND']);
    }
  });

  it('shows the support address the super admin set', async () => {
    await withSetting(ctx.db, 'SUPPORT_EMAIL', 'legale@esempio.it', async () => {
      expect(allText((await client.get('/api/legal/privacy-hackers')).json())).toContain('legale@esempio.it');
      expect(pdfText((await client.get('/api/legal/privacy-hackers/pdf')).rawPayload)).toContain('legale@esempio.it');
    });
  });
});

describe('GET /api/legal/:document/pdf', () => {
  it.each(LEGAL_DOCUMENTS.flatMap((document) => LANGUAGES.map((language) => [document, language] as const)))(
    'downloads %s in %s as a PDF that shows its title, version and text',
    async (document, language) => {
      const response = await client.get(`/api/legal/${document}/pdf?lang=${language}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      const { version, sections } = (await client.get(`/api/legal/${document}?lang=${language}`)).json() as LegalDocumentText;
      expect(response.headers['content-disposition']).toBe(`attachment; filename="${document}-${version}-${language}.pdf"`);
      expect(response.headers['cache-control']).toBe('public, max-age=3600');
      expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const text = pdfText(response.rawPayload);
      expect(text).toContain(TITLES[document][language]);
      expect(text).toContain(version);
      expect(text).toContain(sections.at(-1)!.heading);
      expect(text).toContain(language === 'it' ? 'Pagina 1 di' : 'Page 1 of');
    },
  );

  it('keeps the Italian accented letters', async () => {
    const text = pdfText((await client.get('/api/legal/terms/pdf')).rawPayload);
    expect(text).toContain('responsabilità');
    expect(text).toContain('è gestita da');
  });

  it('draws the same bytes for the same text, its fonts subset under fixed names', async () => {
    const text = (await client.get('/api/legal/terms?lang=it')).json() as LegalDocumentText;
    const [first, second] = [await buildLegalPdf(text, 'Demo S.r.l.'), await buildLegalPdf(text, 'Demo S.r.l.')];
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
    expect(first.length).toBeLessThan(80_000);
  });
});

describe('currentVersions', () => {
  it('gives the listed versions of the terms and of the privacy policy of the user type', async () => {
    const versions = Object.fromEntries(
      (await client.get('/api/legal')).json().map((entry: { document: string; version: string }) => [entry.document, entry.version]),
    );
    expect(currentVersions('hacker')).toEqual({ termsVersion: versions.terms, privacyVersion: versions['privacy-hackers'] });
    expect(currentVersions('company')).toEqual({ termsVersion: versions.terms, privacyVersion: versions['privacy-companies'] });
  });
});
