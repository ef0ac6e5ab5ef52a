import type { PublicProgramCard, PublicProgramsQuery, PublicProgramsResponse } from '@bb/domain';
import { describe, expect, it } from 'vitest';
import { renderPage, testSiteData } from '../test/site-data.ts';
import { parseProgramsQuery } from './programs-page.tsx';

const card = (overrides: Partial<PublicProgramCard> = {}): PublicProgramCard => ({
  id: '5d1c6a52-0c1f-4a43-9a9e-2f4f1b7f6a01',
  name: 'Portale clienti',
  status: 'active',
  tags: ['WEB_APPLICATION', 'API'],
  isManaged: true,
  reward: 5000,
  company: { id: '0b6a4d2e-3f7c-4b8e-9d1a-6c5e4f3a2b10', name: 'Banca Adriatica Spa', picture: null },
  createdAt: '2025-03-01T09:00:00.000Z',
  ...overrides,
});

/** A SiteData whose programs() records each query it gets and answers `response`. */
function siteData(response: PublicProgramsResponse) {
  const queries: PublicProgramsQuery[] = [];
  const data = testSiteData({
    programs: async (query) => {
      queries.push(query);
      return response;
    },
  });
  return { data, queries };
}

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

describe('/programs', () => {
  it('hands the parsed query to data.programs and lists the cards', async () => {
    const { data, queries } = siteData({ count: 1, results: [card()] });
    const answer = await renderPage('/programs?search=%20portale%20&type=API&management=managed&page=1', data);
    expect(queries).toEqual([{ search: 'portale', type: 'API', management: 'managed', page: 1 }]);
    expect(answer.status).toBe(200);
    const page = parse(answer.body);
    expect(page.querySelectorAll('h1')).toHaveLength(1);
    const link = page.querySelector('article h2 a');
    expect(link?.getAttribute('href')).toBe('/programs/5d1c6a52-0c1f-4a43-9a9e-2f4f1b7f6a01');
    expect(link?.textContent).toBe('Portale clienti');
    expect(answer.body).toContain('Banca Adriatica Spa');
    expect(answer.body).toContain('BA');
    expect(answer.body).toContain('Gestito');
    expect(answer.body).toContain('Applicazione web');
    expect(answer.body).toMatch(/fino a 5\.000\s€/);
    expect(page.querySelector('[data-testid="programs-count"]')?.textContent).toBe('1 programma trovato');
    // The form shows what was asked.
    expect(page.querySelector<HTMLInputElement>('input[name="search"]')?.value).toBe('portale');
    expect(page.querySelector<HTMLSelectElement>('select[name="type"]')?.value).toBe('API');
    expect(page.querySelector<HTMLSelectElement>('select[name="management"]')?.value).toBe('managed');
    // A search is kept out of search engines.
    expect(answer.head).toContain('noindex');
  });

  it('falls back to defaults for a value that does not fit, keeping the others', async () => {
    const { data, queries } = siteData({ count: 0, results: [] });
    await renderPage('/programs?type=SPACESHIP&search=bank&page=abc&management=', data);
    expect(queries).toEqual([{ search: 'bank', page: 1 }]);
    expect(parseProgramsQuery(new URLSearchParams('type=&management=robots&page=-3'))).toEqual({ search: undefined, page: 1 });
  });

  it('keeps the plain list indexable, with its count, title and description in both languages', async () => {
    const results = Array.from({ length: 12 }, (_, index) =>
      card({ id: `5d1c6a52-0c1f-4a43-9a9e-2f4f1b7f6a${String(index).padStart(2, '0')}`, name: `Programma ${index}` }),
    );
    const { data } = siteData({ count: 12345, results });
    const italian = await renderPage('/programs', data);
    expect(italian.head).not.toContain('noindex');
    expect(italian.head).toContain('<title>Programmi di bug bounty pubblici · ');
    expect(parse(italian.body).querySelector('[data-testid="programs-count"]')?.textContent).toBe('12.345 programmi');
    const english = await renderPage('/programs', data, { language: 'en' });
    expect(english.head).toContain('<title>Public bug bounty programs · ');
    expect(parse(english.body).querySelector('[data-testid="programs-count"]')?.textContent).toBe('12,345 programs');
    expect(english.body).toMatch(/up to €5,000/);
    for (const answer of [italian, english]) {
      const description = /name="description" content="([^"]*)"/.exec(answer.head)?.[1] ?? '';
      expect(description.length).toBeGreaterThanOrEqual(120);
      expect(description.length).toBeLessThanOrEqual(160);
    }
  });

  it('pages with links that keep the filters', async () => {
    const { data } = siteData({ count: 60, results: [card()] });
    const answer = await renderPage('/programs?type=WEB_APPLICATION&management=self-managed&search=shop&page=2', data);
    const page = parse(answer.body);
    const previous = page.querySelector('a[rel="prev"]')?.getAttribute('href');
    const next = page.querySelector('a[rel="next"]')?.getAttribute('href');
    expect(previous).toBe('/programs?search=shop&type=WEB_APPLICATION&management=self-managed');
    expect(next).toBe('/programs?search=shop&type=WEB_APPLICATION&management=self-managed&page=3');
    expect(page.querySelector('nav[aria-label="Pagine dei programmi"]')?.textContent).toContain('Pagina 2 di 5');
  });

  it('shows no previous link on the first page and no next link on the last', async () => {
    const { data } = siteData({ count: 24, results: [card()] });
    const first = parse((await renderPage('/programs', data)).body);
    expect(first.querySelector('a[rel="prev"]')).toBeNull();
    expect(first.querySelector('a[rel="next"]')?.getAttribute('href')).toBe('/programs?page=2');
    const last = parse((await renderPage('/programs?page=2', data)).body);
    expect(last.querySelector('a[rel="prev"]')?.getAttribute('href')).toBe('/programs');
    expect(last.querySelector('a[rel="next"]')).toBeNull();
    expect((await renderPage('/programs?page=2', data)).head).toContain('pagina 2');
  });

  it('says honestly when nothing matches, with a link that clears the filters', async () => {
    const { data } = siteData({ count: 0, results: [] });
    const answer = await renderPage('/programs?search=nulla&type=CIDR', data);
    const empty = parse(answer.body).querySelector('[data-testid="programs-empty"]');
    expect(empty?.textContent).toContain('Nessun programma corrisponde alla ricerca');
    expect(empty?.querySelector('a')?.getAttribute('href')).toBe('/programs');
    expect(parse(answer.body).querySelector('[data-testid="programs-count"]')?.textContent).toBe('0 programmi trovati');
  });

  it('has an empty state for a directory without programs and for a page past the end', async () => {
    const none = parse((await renderPage('/programs', siteData({ count: 0, results: [] }).data, { language: 'en' })).body);
    expect(none.querySelector('[data-testid="programs-empty"]')?.textContent).toContain('No public programs right now');
    const past = parse((await renderPage('/programs?page=9&management=managed', siteData({ count: 3, results: [] }).data)).body);
    const empty = past.querySelector('[data-testid="programs-empty"]');
    expect(empty?.textContent).toContain('Questa pagina non ha programmi');
    expect(empty?.querySelector('a')?.getAttribute('href')).toBe('/programs?management=managed');
  });

  it('marks a paused program and a program without prizes', async () => {
    const { data } = siteData({
      count: 2,
      results: [card({ status: 'paused', isManaged: false }), card({ id: '5d1c6a52-0c1f-4a43-9a9e-2f4f1b7f6a99', reward: null, name: null })],
    });
    const answer = await renderPage('/programs', data);
    expect(answer.body).toContain('In pausa');
    expect(answer.body).toContain('Autogestito');
    expect(answer.body).toContain('Premi non ancora definiti');
    expect(answer.body).toContain('Programma senza nome');
  });
});
