import type { PublicProgramPage } from '@bb/domain';
import { describe, expect, it } from 'vitest';
import { renderPage, testSiteData } from '../test/site-data.ts';
import { htmlToText } from './program-page.tsx';

const ID = '5d1c6a52-0c1f-4a43-9a9e-2f4f1b7f6a01';

const program = (overrides: Partial<PublicProgramPage> = {}): PublicProgramPage => ({
  id: ID,
  name: 'Portale clienti',
  status: 'active',
  company: { id: '0b6a4d2e-3f7c-4b8e-9d1a-6c5e4f3a2b10', name: 'Banca Adriatica Spa', picture: null },
  tags: ['WEB_APPLICATION', 'API'],
  isManaged: true,
  language: 'it',
  contentHtml:
    '<p>Il portale dove i clienti della banca consultano conti e carte. Cerchiamo vulnerabilità di <strong>autenticazione</strong> &amp; autorizzazione, esposizione di dati personali e pagamenti.</p><ul><li>Usa solo gli account di test</li></ul>',
  outOfScopeHtml: '<p>Il sito istituzionale www.banca-adriatica.example.</p>',
  nonQualifyingHtml: '<p>Clickjacking su pagine senza azioni sensibili.</p>',
  scope: [
    {
      id: '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d',
      name: 'clienti.banca-adriatica.example',
      type: 'WEB_APPLICATION',
      lowPrize: 150,
      mediumPrize: 600,
      highPrize: 1500,
      criticalPrize: 5000,
    },
    {
      id: '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5e',
      name: 'api.banca-adriatica.example',
      type: 'API',
      lowPrize: 0,
      mediumPrize: 500,
      highPrize: 1250.5,
      criticalPrize: 4000,
    },
  ],
  reward: 5000,
  policy: null,
  createdAt: '2025-03-01T09:00:00.000Z',
  responseTimes: {
    programId: ID,
    windowDays: 90,
    targets: [
      { target: 'firstResponse', targetDays: 1, medianHours: 5, p90Hours: 20, measured: 12, onTime: 11 },
      { target: 'triage', targetDays: 2, medianHours: 30, p90Hours: 60, measured: 10, onTime: 10 },
      { target: 'bounty', targetDays: 14, medianHours: 120, p90Hours: 200, measured: 4, onTime: 4 },
      { target: 'resolution', targetDays: 30, medianHours: null, p90Hours: null, measured: 0, onTime: 0 },
    ],
  },
  hallOfFame: [
    { position: 1, hackerId: '1f2e3d4c-5b6a-4978-8a9b-0c1d2e3f4a5b', name: 'volpe.rossa', score: 1250 },
    { position: 2, hackerId: '1f2e3d4c-5b6a-4978-8a9b-0c1d2e3f4a5c', name: 'bytequeen', score: 800 },
  ],
  ...overrides,
});

/** A SiteData whose program() records the ids it is asked for and answers `found` for ID. */
function siteData(found: PublicProgramPage | null) {
  const asked: string[] = [];
  const data = testSiteData({
    program: async (id) => {
      asked.push(id);
      return id === ID ? found : null;
    },
  });
  return { data, asked };
}

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');
const cells = (page: Document, selector: string) => [...page.querySelectorAll(selector)].map((cell) => cell.textContent?.replace(/\s/g, ' '));

describe('/programs/:id', () => {
  it('shows the program: company, name, badges, description HTML, scope, texts and hall of fame', async () => {
    const answer = await renderPage(`/programs/${ID}`, siteData(program()).data);
    expect(answer.status).toBe(200);
    const page = parse(answer.body);
    expect([...page.querySelectorAll('h1')].map((h1) => h1.textContent)).toEqual(['Portale clienti']);
    expect(answer.body).toContain('Banca Adriatica Spa');
    expect(answer.body).toContain('Gestito');
    expect(answer.body).toContain('Lingua: italiano');
    expect(page.querySelector('.bb-rich-text strong')?.textContent).toBe('autenticazione');
    expect(page.querySelector('.bb-rich-text li')?.textContent).toBe('Usa solo gli account di test');
    expect(answer.body).toContain('Clickjacking su pagine senza azioni sensibili.');
    expect(page.querySelector('table caption')?.textContent).toBe('Premi in euro per target e gravità');
    const region = page.querySelector('[role="region"]');
    expect(region?.getAttribute('tabindex')).toBe('0');
    expect(region?.getAttribute('aria-label')).toBeTruthy();
    expect(cells(page, 'table')[1]).toContain('volpe.rossa');
    expect(cells(page, 'table')[1]).toContain('1250');
    expect(answer.body).toContain('entro 14 giorni dal report');
    expect(page.querySelector('a[href="/api/programs/default-policy"]')).not.toBeNull();
  });

  it('formats the prizes in euro in both languages', async () => {
    const italian = parse((await renderPage(`/programs/${ID}`, siteData(program()).data)).body);
    expect(cells(italian, '[role="region"] tbody tr:first-child td')).toEqual(['Applicazione web', '150,00 €', '600,00 €', '1.500,00 €', '5.000,00 €']);
    expect(cells(italian, '[role="region"] tbody tr:nth-child(2) td')).toEqual(['API', 'Non premiata', '500,00 €', '1.250,50 €', '4.000,00 €']);
    const english = parse((await renderPage(`/programs/${ID}`, siteData(program()).data, { language: 'en' })).body);
    expect(cells(english, '[role="region"] tbody tr:first-child td')).toEqual(['Web Application', '€150.00', '€600.00', '€1,500.00', '€5,000.00']);
    expect(english.querySelector('h1')?.textContent).toBe('Portale clienti');
    expect(english.body.textContent).toContain('up to €5,000');
  });

  it('sends visitors to the login with the way back, and to the hacker sign-up', async () => {
    const page = parse((await renderPage(`/programs/${ID}`, siteData(program()).data)).body);
    const report = [...page.querySelectorAll('a')].filter((link) => link.textContent === 'Segnala una vulnerabilità');
    expect(report.length).toBeGreaterThan(0);
    for (const link of report) expect(link.getAttribute('href')).toBe(`/auth/login?next=${encodeURIComponent(`/programs/${ID}`)}`);
    expect(page.querySelector('a[href="/auth/signup/hacker"]')?.textContent).toBe('Registrati come hacker');
  });

  it('shows response times against their targets, and says what is not measured yet', async () => {
    const italian = parse((await renderPage(`/programs/${ID}`, siteData(program()).data)).body);
    const text = italian.body.textContent ?? '';
    expect(text).toContain('negli ultimi 90 giorni');
    expect(text).toContain('Prima risposta');
    expect(text).toContain('1 giorno lavorativo');
    expect(text).toContain('entro 5 ore');
    expect(text).toContain('entro 5 giorni');
    expect(text).toContain('non ancora misurato');
    const english = parse((await renderPage(`/programs/${ID}`, siteData(program()).data, { language: 'en' })).body).body.textContent ?? '';
    expect(english).toContain('30 business days');
    expect(english).toContain('within 30 hours');
    expect(english).toContain('not measured yet');
  });

  it('explains a paused self-managed program, names its own policy and shows an empty hall of fame', async () => {
    const paused = program({
      status: 'paused',
      isManaged: false,
      policy: { id: '7e6d5c4b-3a29-4817-9606-f5e4d3c2b1a0', fileName: 'policy-banca.pdf' },
      hallOfFame: [],
    });
    const page = parse((await renderPage(`/programs/${ID}`, siteData(paused).data)).body);
    const text = page.body.textContent ?? '';
    expect(text).toContain('il budget è esaurito');
    expect(text).toContain("riparte quando l'azienda lo ricarica");
    expect(text).toContain('Autogestito');
    expect(text).toContain('entro 21 giorni dal report');
    expect(text).toContain('policy-banca.pdf');
    expect(page.querySelector('a[href^="/api/uploads"]')).toBeNull();
    expect(text).toContain('Nessun hacker in hall of fame per ora');
  });

  it('answers 404 for an unknown program and for an id that is not a UUID, without asking for the latter', async () => {
    const { data, asked } = siteData(program());
    const unknown = await renderPage('/programs/0b6a4d2e-3f7c-4b8e-9d1a-6c5e4f3a2b99', data);
    expect(unknown.status).toBe(404);
    expect(unknown.head).toContain('noindex');
    const bad = await renderPage('/programs/not-a-uuid', data);
    expect(bad.status).toBe(404);
    expect(asked).toEqual(['0b6a4d2e-3f7c-4b8e-9d1a-6c5e4f3a2b99']);
  });

  it('titles the page after the program and its company and describes it from its text', async () => {
    const answer = await renderPage(`/programs/${ID}`, siteData(program()).data);
    expect(answer.head).toContain('<title>Portale clienti di Banca Adriatica Spa: programma di bug bounty · ');
    const description = /name="description" content="([^"]*)"/.exec(answer.head)?.[1] ?? '';
    expect(description.startsWith('Il portale dove i clienti della banca consultano conti e carte.')).toBe(true);
    expect(description).toContain('autenticazione &amp; autorizzazione');
    expect(description).not.toContain('<');
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.endsWith('…')).toBe(true);
    const short = await renderPage(`/programs/${ID}`, siteData(program({ contentHtml: '<p>Breve.</p>' })).data, { language: 'en' });
    expect(short.head).toContain('<title>Portale clienti by Banca Adriatica Spa: bug bounty program · ');
    expect(short.head).toContain('Portale clienti, the bug bounty program of Banca Adriatica Spa');
  });

  it('reads sanitised HTML as plain text', () => {
    expect(htmlToText('<p>Uno &amp; due&nbsp;<em>tre</em></p>\n<p>&#39;quattro&#39;</p>')).toBe("Uno & due tre 'quattro'");
  });
});
