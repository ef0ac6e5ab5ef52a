import type { SiteViewer } from '@bb/domain';
import { describe, expect, it } from 'vitest';
import { readPage, renderPage, testSiteData } from '../test/site-data.ts';

const HACKER: SiteViewer = { userType: 'hacker', username: 'nullbyte', referralCode: 'NULLBYTE7Q' };

describe('the /referral page', () => {
  it('explains the referral to a visitor and offers sign-up, with no code and no copy button', async () => {
    const { answer, doc, text, hrefs } = readPage(await renderPage('/referral', testSiteData()));
    expect(answer.status).toBe(200);
    expect(doc.querySelectorAll('h1')).toHaveLength(1);
    expect(doc.querySelector('h1')?.textContent?.replace(/[\u00a0\u202f]/g, ' ')).toBe("Porta un'azienda, ricevi 1.000 €.");
    expect(text).toContain('primo deposito');
    expect(text).toContain('un solo codice referral');
    expect(text).toContain('entro 21 giorni');
    expect(text).toContain('accreditati nel wallet della tua azienda');
    expect(hrefs).toEqual(expect.arrayContaining(['/auth/signup', '/auth/login?next=%2Freferral']));
    expect(doc.querySelector('button[data-copy]')).toBeNull();
    expect(doc.querySelector('main input')).toBeNull();
  });

  it("shows a signed-in visitor their code, a hidden copy button and the companies' sign-up link with the code", async () => {
    const { doc, hrefs } = readPage(await renderPage('/referral', testSiteData(), { viewer: HACKER }));
    const inputs = [...doc.querySelectorAll<HTMLInputElement>('main input')];
    expect(inputs.map((input) => input.getAttribute('value'))).toEqual(['NULLBYTE7Q', 'http://localhost/auth/signup/company?ref=NULLBYTE7Q']);
    expect(inputs.every((input) => input.hasAttribute('readonly'))).toBe(true);
    for (const input of inputs) expect(doc.querySelector(`label[for="${input.id}"]`)).not.toBeNull();
    const button = doc.querySelector<HTMLButtonElement>('button[data-copy="NULLBYTE7Q"]');
    expect(button).not.toBeNull();
    expect(button?.getAttribute('type')).toBe('button');
    expect(button?.hasAttribute('hidden')).toBe(true);
    expect(button?.dataset.copied).toBe('Copiato!');
    expect(doc.querySelector('button[data-copy="http://localhost/auth/signup/company?ref=NULLBYTE7Q"]')).not.toBeNull();
    expect(hrefs).toContain('/account?tab=referral');
    expect(hrefs).not.toContain('/auth/login?next=%2Freferral');
  });

  it('tells a signed-in user without a code (staff) that they do not take part', async () => {
    const { doc, text } = readPage(await renderPage('/referral', testSiteData(), { viewer: { userType: 'staff', username: 'triager', referralCode: null } }));
    expect(doc.querySelector('button[data-copy]')).toBeNull();
    expect(text).toContain('non partecipa al programma referral');
  });

  it('speaks English', async () => {
    const { doc, text } = readPage(await renderPage('/referral', testSiteData(), { viewer: HACKER, language: 'en' }));
    expect(doc.querySelector('h1')?.textContent).toBe('Bring a company, get €1,000.');
    expect(text).toContain('Your referral code');
    expect(doc.querySelector<HTMLButtonElement>('button[data-copy="NULLBYTE7Q"]')?.dataset.copied).toBe('Copied!');
    const description = doc.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
    expect(description.length).toBeGreaterThanOrEqual(120);
    expect(description.length).toBeLessThanOrEqual(160);
  });
});
