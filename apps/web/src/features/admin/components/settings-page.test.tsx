import { SETTING_DEFAULTS } from '@bb/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { SettingsPage } from './settings-page.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('settings page', () => {
  it('sends only the changed keys', async () => {
    const { fetchMock, calls } = mockFetch({
      'GET /api/admin/settings': () => ({ body: SETTING_DEFAULTS }),
      'PATCH /api/admin/settings': (init) => ({ body: { ...SETTING_DEFAULTS, ...(JSON.parse(String(init?.body)) as object) } }),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<SettingsPage />);
    const vat = await screen.findByRole('textbox', { name: 'Aliquota IVA' });
    await userEvent.clear(vat);
    await userEvent.type(vat, '21');
    await userEvent.click(screen.getByRole('switch', { name: /Registrazione disabilitata/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(calls.some((call) => call.init?.method === 'PATCH')).toBe(true));
    const patch = calls.find((call) => call.init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.init?.body))).toEqual({ REGISTRATION_DISABLED: true, VAT_RATE_PERCENT: 21 });
  });

  it('says what FEATURE_DISABLED switches off, and edits the support address', async () => {
    const { fetchMock, calls } = mockFetch({
      'GET /api/admin/settings': () => ({ body: SETTING_DEFAULTS }),
      'PATCH /api/admin/settings': (init) => ({ body: { ...SETTING_DEFAULTS, ...(JSON.parse(String(init?.body)) as object) } }),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<SettingsPage />);
    const feature = await screen.findByRole('switch', { name: /Funzionalità disabilitate/ });
    expect(feature).toHaveAccessibleDescription(
      /l'invio di nuovi report, la creazione e l'invio di nuovi programmi, le ricariche del wallet \(le coordinate bancarie non vengono mostrate\)/,
    );
    const support = screen.getByRole('textbox', { name: 'Email del supporto' });
    expect(support).toHaveValue(SETTING_DEFAULTS.SUPPORT_EMAIL);
    await userEvent.clear(support);
    await userEvent.type(support, 'aiuto@piattaforma.example');
    await userEvent.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(calls.some((call) => call.init?.method === 'PATCH')).toBe(true));
    const patch = calls.find((call) => call.init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.init?.body))).toEqual({ SUPPORT_EMAIL: 'aiuto@piattaforma.example' });
  });

  it('shows and edits the limits on actions: the whole table goes, and who gets them multiplied', async () => {
    const { fetchMock, calls } = mockFetch({
      'GET /api/admin/settings': () => ({ body: SETTING_DEFAULTS }),
      'PATCH /api/admin/settings': (init) => ({ body: { ...SETTING_DEFAULTS, ...(JSON.parse(String(init?.body)) as object) } }),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<SettingsPage />);
    expect(await screen.findByRole('heading', { name: 'Limiti sulle azioni che avvisano altre persone' })).toBeInTheDocument();
    const comments = screen.getByRole('textbox', { name: 'Commenti ai report: Quante' });
    expect(comments).toHaveValue('60');
    expect(screen.getByRole('textbox', { name: 'Invio di report: Ogni (minuti)' })).toHaveValue('60');
    await userEvent.clear(comments);
    await userEvent.type(comments, '30');
    const multiplier = screen.getByRole('textbox', { name: 'Moltiplicatore dei limiti per gli utenti affidabili' });
    await userEvent.clear(multiplier);
    await userEvent.type(multiplier, '2');
    await userEvent.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(calls.some((call) => call.init?.method === 'PATCH')).toBe(true));
    const patch = calls.find((call) => call.init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.init?.body))).toEqual({
      WRITE_LIMITS: { ...SETTING_DEFAULTS.WRITE_LIMITS, reportComment: { max: 30, windowMinutes: 60 } },
      TRUSTED_WRITE_LIMIT_MULTIPLIER: 2,
    });
  });

  it("edits the Gestione Separata rates: 2026's 11.24% and 22.48% shown, the whole setting sent", async () => {
    const { fetchMock, calls } = mockFetch({
      'GET /api/admin/settings': () => ({ body: SETTING_DEFAULTS }),
      'PATCH /api/admin/settings': (init) => ({ body: { ...SETTING_DEFAULTS, ...(JSON.parse(String(init?.body)) as object) } }),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<SettingsPage />);
    const hacker = await screen.findByRole('textbox', { name: "Gestione separata INPS: quota dell'hacker" });
    expect(hacker).toHaveValue('11,24');
    expect(screen.getByRole('textbox', { name: 'Gestione separata INPS: quota della piattaforma' })).toHaveValue('22,48');
    expect(screen.getByText(/circolare INPS n\. 8 del 3 febbraio 2026/)).toBeInTheDocument();
    await userEvent.clear(hacker);
    await userEvent.type(hacker, '8');
    await userEvent.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(calls.some((call) => call.init?.method === 'PATCH')).toBe(true));
    const patch = calls.find((call) => call.init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.init?.body))).toEqual({ INPS_GESTIONE_SEPARATA: { hackerPercent: 8, platformPercent: 22.48 } });
  });

  it('refuses a limit of zero under its field, sending nothing', async () => {
    const { fetchMock, calls } = mockFetch({ 'GET /api/admin/settings': () => ({ body: SETTING_DEFAULTS }) });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<SettingsPage />);
    const submissions = await screen.findByRole('textbox', { name: 'Invio di report: Quante' });
    await userEvent.clear(submissions);
    await userEvent.type(submissions, '0');
    await userEvent.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Inserisci un numero intero di azioni da 1 a 100.000')).toBeInTheDocument();
    expect(calls.some((call) => call.init?.method === 'PATCH')).toBe(false);
  });
});
