import type { LeaderboardRow, SiteOffer } from '@bb/domain';
import { describe, expect, it, vi } from 'vitest';
import { readPage, renderPage, testSiteData } from '../test/site-data.ts';

const row = (position: number, username: string, points: number): LeaderboardRow => ({
  position,
  hacker: { id: `00000000-0000-4000-8000-00000000000${position}`, username, picture: null },
  points,
});

const TOP = [row(1, 'nullbyte', 1250), row(2, 'r00tkit', 980), row(3, 'xss_hunter', 640), row(4, 'ghidra_girl', 310), row(5, 'sqlmapper', 125)];

/** A SiteData whose leaderboard() is a spy answering the first `limit` rows of `leaderboard`. */
function siteData(leaderboard: LeaderboardRow[], offer: Partial<SiteOffer> = {}) {
  return testSiteData({ offer, leaderboard: vi.fn(async (limit: number) => leaderboard.slice(0, limit)) });
}

describe('the /hackers page', () => {
  it('reads the top 5 of the leaderboard and lists position, username and points', async () => {
    const data = siteData([...TOP, row(6, 'sixth_place', 100)]);
    const { answer, doc, hrefs } = readPage(await renderPage('/hackers', data));
    expect(answer.status).toBe(200);
    expect(data.leaderboard).toHaveBeenCalledWith(5);
    // What assistive technology reads: the avatars' initials are decorative.
    doc.querySelectorAll('main table [aria-hidden="true"]').forEach((element) => element.remove());
    const rows = [...doc.querySelectorAll('main table tbody tr')].map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim()));
    expect(rows).toEqual([
      ['1', 'nullbyte', '1.250'],
      ['2', 'r00tkit', '980'],
      ['3', 'xss_hunter', '640'],
      ['4', 'ghidra_girl', '310'],
      ['5', 'sqlmapper', '125'],
    ]);
    expect(doc.body.textContent).not.toContain('sixth_place');
    expect(hrefs).toEqual(expect.arrayContaining(['/leaderboard', '/auth/signup/hacker', '/programs']));
  });

  it('says so when the leaderboard is empty', async () => {
    const { doc, text } = readPage(await renderPage('/hackers', siteData([])));
    expect(doc.querySelector('main table')).toBeNull();
    expect(text).toContain('La classifica è ancora vuota');
  });

  for (const language of ['it', 'en'] as const) {
    it(`renders in ${language}: one h1, ordered headings, title and description`, async () => {
      const { doc } = readPage(await renderPage('/hackers', siteData(TOP), { language }));
      expect(doc.querySelectorAll('h1')).toHaveLength(1);
      const levels = [...doc.querySelectorAll('main h1, main h2, main h3, main h4')].map((heading) => Number(heading.tagName[1]));
      levels.forEach((level, index) => expect(level).toBeLessThanOrEqual((levels[index - 1] ?? 0) + 1));
      const description = doc.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
      expect(description.length).toBeGreaterThanOrEqual(120);
      expect(description.length).toBeLessThanOrEqual(160);
      expect(doc.title).toContain(language === 'it' ? 'Per gli hacker etici' : 'For ethical hackers');
    });
  }

  it('explains points, duplicates, sharing, KYC, the tax regimes and the payment promise', async () => {
    const { text } = readPage(await renderPage('/hackers', siteData(TOP)));
    expect(text).toContain('Anche un duplicato vale 2 punti, ma nessun compenso');
    expect(text).toContain('su X o LinkedIn: guadagni 5 punti');
    expect(text).toContain("documento d'identità e il controllo del casellario giudiziale");
    expect(text).toContain('IBAN');
    expect(text).toContain('Tratteniamo il 20% del compenso come ritenuta');
    expect(text).toContain('Contributi INPS oltre 5.000 € l');
    expect(text).toContain('Gestione Separata INPS (33,72%)');
    expect(text).toContain('Partita IVA estera');
    expect(text).toContain('Prestazione occasionale estera');
    expect(text).toContain('ritenuta di 200 €: ricevi un bonifico di 800 €');
    expect(text).toContain('entro 21 giorni dal report, entro 14 per i programmi gestiti');
    expect(text).toContain('Discord');
  });

  it('shows the retest fee from the offer', async () => {
    expect(readPage(await renderPage('/hackers', siteData(TOP))).text).toContain('ricevi 50 € per retest');
    expect(readPage(await renderPage('/hackers', siteData(TOP, { retestFee: 75 }))).text).toContain('ricevi 75 € per retest');
  });

  it('speaks English with English numbers', async () => {
    const { text, doc } = readPage(await renderPage('/hackers', siteData(TOP), { language: 'en' }));
    expect(text).toContain('Even a duplicate earns 2 points, but no money');
    expect(text).toContain('INPS contributions above €5,000 a year');
    expect(text).toContain('We withhold 20% of the reward');
    expect(doc.querySelector('main table tbody td:last-child')?.textContent).toBe('1,250');
  });
});
