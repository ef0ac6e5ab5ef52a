import type { PaymentSettings } from '@bb/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { PaymentsPanel } from './payments-panel.tsx';
import { buildPaymentSettings, sentBody } from './test-fixtures.ts';
import { sharedQueryKeys } from '../../../lib/query-keys.ts';

type User = ReturnType<typeof userEvent.setup>;
const input = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });
const queryInput = (label: RegExp) => screen.queryByLabelText(label, { selector: 'input' });
/** The VAT number field (the regimes' labels also start with "Partita IVA"). */
const VAT_LABEL = /^Partita IVA\s*\*?$/;
const VALID_CODICE_FISCALE = 'RSSMRA85T10A562S';

function renderPanel(settings = buildPaymentSettings(), routes: Parameters<typeof mockFetch>[0] = {}) {
  // The API answers the whole row with the next version.
  const saved = (init: RequestInit | undefined) => ({
    body: {
      ...settings,
      ...(JSON.parse(String(init?.body)) as Partial<PaymentSettings>),
      version: settings.version + 1,
      updatedAt: '2026-11-21T10:00:00.000Z',
    },
  });
  const { fetchMock, calls } = mockFetch({
    'GET /api/payments/settings': () => ({ body: settings }),
    'PUT /api/payments/settings/regime': saved,
    'PUT /api/payments/settings/payment': saved,
    ...routes,
  });
  vi.stubGlobal('fetch', fetchMock);
  document.cookie = 'bb_csrf=t; path=/';
  const { queryClient } = renderWithProviders(<PaymentsPanel />);
  return { calls, queryClient };
}

async function edit(user: User, card: 'Regime fiscale' | 'Conto bancario') {
  await user.click(await screen.findByRole('button', { name: `Modifica: ${card}` }));
}

async function chooseCountry(user: User, search: string, option: string) {
  await user.clear(input(/^Paese di residenza/));
  await user.type(input(/^Paese di residenza/), search);
  await user.click(await screen.findByRole('option', { name: option }));
}

async function fillResidence(user: User) {
  await user.type(input(/^Indirizzo di residenza/), 'Via Roma 1');
  await user.type(input(/^Città/), 'Milano');
  await user.type(input(/^Provincia/), 'mi-lano');
  await user.type(input(/^CAP/), '20121');
}

afterEach(() => vi.unstubAllGlobals());

describe('the tax regime card', () => {
  it('shows the empty states and no update date before the first save', async () => {
    renderPanel();
    expect(await screen.findByText('Nessun regime fiscale configurato')).toBeInTheDocument();
    expect(screen.getByText('Nessun conto bancario inserito')).toBeInTheDocument();
    expect(screen.queryByText(/aggiornate il/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Versione/)).not.toBeInTheDocument();
  });

  it('offers the Italian regimes in Italy and the foreign VAT switch elsewhere', async () => {
    const user = userEvent.setup();
    renderPanel();
    await edit(user, 'Regime fiscale');
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    await chooseCountry(user, 'ital', 'Italia');
    expect(screen.getAllByRole('radio')).toHaveLength(4);
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();

    await chooseCountry(user, 'franc', 'Francia');
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: /Partita IVA estera/ })).not.toBeChecked();
  });

  it('shows the VAT number only for the VAT regimes and clears it when the regime or country changes', async () => {
    const user = userEvent.setup();
    renderPanel();
    await edit(user, 'Regime fiscale');
    await chooseCountry(user, 'ital', 'Italia');
    expect(queryInput(VAT_LABEL)).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Partita IVA - regime ordinario' }));
    await user.type(input(VAT_LABEL), '06363391001');
    await user.click(screen.getByRole('radio', { name: 'Prestazione occasionale - lavoratore autonomo' }));
    expect(queryInput(VAT_LABEL)).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Partita IVA - regime forfettario' }));
    expect(input(VAT_LABEL)).toHaveValue('');

    await user.type(input(VAT_LABEL), '06363391001');
    await chooseCountry(user, 'germ', 'Germania');
    expect(queryInput(VAT_LABEL)).not.toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: /Partita IVA estera/ }));
    expect(input(VAT_LABEL)).toHaveValue('');

    // Back to Italy: the regime is to be chosen again.
    await chooseCountry(user, 'ital', 'Italia');
    expect(screen.getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked)).toHaveLength(0);
  });

  it('uppercases the codice fiscale as typed and refuses a wrong check character', async () => {
    const user = userEvent.setup();
    const { calls } = renderPanel();
    await edit(user, 'Regime fiscale');
    await chooseCountry(user, 'ital', 'Italia');
    await user.click(screen.getByRole('radio', { name: 'Prestazione occasionale - lavoratore dipendente' }));
    await user.type(input(/^Codice fiscale/), 'rssmra85t10a562x');
    expect(input(/^Codice fiscale/)).toHaveValue('RSSMRA85T10A562X');
    await fillResidence(user);
    expect(input(/^Provincia/)).toHaveValue('MI');
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Codice fiscale non valido')).toBeInTheDocument();
    expect(calls.some((call) => call.init?.method === 'PUT')).toBe(false);
  });

  it('saves an Italian occasional regime and shows when it was saved', async () => {
    const user = userEvent.setup();
    const { calls } = renderPanel();
    await edit(user, 'Regime fiscale');
    await chooseCountry(user, 'ital', 'Italia');
    await user.click(screen.getByRole('radio', { name: 'Prestazione occasionale - lavoratore dipendente' }));
    await user.type(input(/^Codice fiscale/), VALID_CODICE_FISCALE.toLowerCase());
    await fillResidence(user);
    await user.click(screen.getByRole('button', { name: 'Salva' }));

    expect(await screen.findByText('Regime fiscale aggiornato')).toBeInTheDocument();
    expect(sentBody(calls, 'PUT', '/api/payments/settings/regime')).toEqual({
      residenceCountry: 'ITA',
      taxRegime: 'it_occasional_employee',
      vatNumber: null,
      taxId: VALID_CODICE_FISCALE,
      residenceState: 'MI',
      residenceAddress: 'Via Roma 1',
      residenceCity: 'Milano',
      residenceCap: '20121',
    });
    expect(await screen.findByText('Prestazione occasionale - lavoratore dipendente')).toBeInTheDocument();
    expect(screen.getByText(/Impostazioni di pagamento aggiornate il 21 novembre 2026/)).toBeInTheDocument();
  });

  it('saves foreign VAT with the switch on, and puts API field errors on the form', async () => {
    const user = userEvent.setup();
    const { calls } = renderPanel(buildPaymentSettings(), {
      'PUT /api/payments/settings/regime': () => ({
        status: 422,
        body: { code: 'VALIDATION_ERROR', message: 'invalid', fields: { residenceCap: ['CAP non valido'] } },
      }),
    });
    await edit(user, 'Regime fiscale');
    await chooseCountry(user, 'franc', 'Francia');
    await user.click(screen.getByRole('switch', { name: /Partita IVA estera/ }));
    await user.type(input(VAT_LABEL), 'FR40303265045');
    await fillResidence(user);
    await user.click(screen.getByRole('button', { name: 'Salva' }));

    expect(await screen.findByText('CAP non valido')).toBeInTheDocument();
    expect(sentBody(calls, 'PUT', '/api/payments/settings/regime')).toMatchObject({
      residenceCountry: 'FRA',
      taxRegime: 'foreign_vat',
      vatNumber: '40303265045',
      taxId: null,
    });
  });
});

describe('the bank account card', () => {
  it('uppercases IBAN and SWIFT, refuses a wrong checksum and sends them compact', async () => {
    const user = userEvent.setup();
    const { calls, queryClient } = renderPanel(buildPaymentSettings({ version: 3, updatedAt: '2026-11-20T09:30:00.000Z' }));
    queryClient.setQueryData(sharedQueryKeys.hackerCompletion, {
      kycCompleted: true,
      taxRegimeConfigured: true,
      ibanConfigured: false,
      progressPercentage: 67,
    });
    expect(await screen.findByText(/Impostazioni di pagamento aggiornate il 20 novembre 2026/)).toBeInTheDocument();
    // The settings' version number is for payment records: the hacker never sees it.
    expect(screen.queryByText(/Versione/)).not.toBeInTheDocument();
    await edit(user, 'Conto bancario');
    await user.type(input(/^IBAN/), 'it60 x054 2811 1010 0000 0123 457');
    expect(input(/^IBAN/)).toHaveValue('IT60 X054 2811 1010 0000 0123 457');
    await user.type(input(/^SWIFT/), 'bpmoit22xxx');
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('IBAN non valido')).toBeInTheDocument();
    expect(calls.some((call) => call.init?.method === 'PUT')).toBe(false);

    await user.clear(input(/^IBAN/));
    await user.type(input(/^IBAN/), 'IT60 X054 2811 1010 0000 0123 456');
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Metodo di pagamento aggiornato')).toBeInTheDocument();
    expect(sentBody(calls, 'PUT', '/api/payments/settings/payment')).toEqual({ iban: 'IT60X0542811101000000123456', swift: 'BPMOIT22XXX' });
    expect(await screen.findByText('IT60 X054 2811 1010 0000 0123 456')).toBeInTheDocument();
    expect(screen.getByText(/Impostazioni di pagamento aggiornate il 21 novembre 2026/)).toBeInTheDocument();
    // The dashboard's checklist reads the IBAN check again.
    expect(queryClient.getQueryState(sharedQueryKeys.hackerCompletion)?.isInvalidated).toBe(true);
  });

  it('needs no SWIFT for an IBAN of the SEPA area, and asks for one outside it', async () => {
    const user = userEvent.setup();
    const { calls } = renderPanel(buildPaymentSettings({ version: 3, iban: null, swift: null }));
    await edit(user, 'Conto bancario');
    await user.type(input(/^IBAN/), 'BR1800360305000010009795493C1');
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText(/obbligatorio per un IBAN fuori dall’area SEPA/)).toBeInTheDocument();
    expect(calls.some((call) => call.init?.method === 'PUT')).toBe(false);

    await user.clear(input(/^IBAN/));
    await user.type(input(/^IBAN/), 'DE89 3704 0044 0532 0130 00');
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Metodo di pagamento aggiornato')).toBeInTheDocument();
    expect(sentBody(calls, 'PUT', '/api/payments/settings/payment')).toEqual({ iban: 'DE89370400440532013000', swift: null });
  });
});
