import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { TransferModal } from './transfer-modal.tsx';
import { VatCalculator } from './vat-calculator.tsx';

const spaces = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

/** The three lines: amount, VAT, amount to transfer. */
function summary() {
  const list = screen.getByTestId('vat-summary');
  const terms = within(list)
    .getAllByRole('term')
    .map((term) => spaces(term.textContent));
  const values = within(list)
    .getAllByRole('definition')
    .map((value) => spaces(value.textContent));
  return Object.fromEntries(terms.map((term, index) => [term, values[index]]));
}

async function typeAmount(text: string) {
  const input = screen.getByRole('textbox', { name: 'Budget da aggiungere' });
  await userEvent.clear(input);
  if (text) await userEvent.type(input, text);
  return input;
}

afterEach(() => vi.unstubAllGlobals());

describe('transfer calculator', () => {
  it('adds 22% VAT for an Italian company: 1000 -> 1.000,00 + 220,00 = 1.220,00', async () => {
    renderWithProviders(<VatCalculator ratePercent={22} italianByDefault />);
    expect(screen.getByRole('switch', { name: 'Azienda italiana (IVA 22%)' })).toBeChecked();
    await typeAmount('1000');
    expect(summary()).toEqual({ Importo: '1.000,00 €', 'IVA 22%': '220,00 €', 'Importo effettivo da bonificare': '1.220,00 €' });
  });

  it('keeps only digits and one decimal point as the user types', async () => {
    renderWithProviders(<VatCalculator ratePercent={22} italianByDefault />);
    expect(await typeAmount('ab1c.2.3x9')).toHaveValue('1.23');
    expect(await typeAmount('12,5')).toHaveValue('12.5');
    expect(summary()['Importo']).toBe('12,50 €');
  });

  it('adds no VAT when the switch is off', async () => {
    renderWithProviders(<VatCalculator ratePercent={22} italianByDefault />);
    await typeAmount('1000');
    await userEvent.click(screen.getByRole('switch', { name: 'Azienda italiana (IVA 22%)' }));
    expect(summary()).toEqual({ Importo: '1.000,00 €', 'IVA 0%': '0,00 €', 'Importo effettivo da bonificare': '1.000,00 €' });
  });

  it('computes on cents, so decimals never drift', async () => {
    renderWithProviders(<VatCalculator ratePercent={22} italianByDefault />);
    await typeAmount('1000.10');
    expect(summary()).toEqual({ Importo: '1.000,10 €', 'IVA 22%': '220,02 €', 'Importo effettivo da bonificare': '1.220,12 €' });
    await typeAmount('0.29');
    expect(summary()).toEqual({ Importo: '0,29 €', 'IVA 22%': '0,06 €', 'Importo effettivo da bonificare': '0,35 €' });
    await typeAmount('');
    expect(summary()['Importo effettivo da bonificare']).toBe('0,00 €');
  });
});

describe('transfer dialog', () => {
  it('shows the bank details with copy buttons, and starts the switch from isItalianCompany', async () => {
    const { fetchMock } = mockFetch({
      'GET /api/banking/deposit-details': () => ({
        body: {
          recipient: 'Bug Bounty S.r.l.',
          iban: 'IT60X0542811101000000123456',
          swift: 'BPMOIT22XXX',
          description: 'BB-ABCD2345',
          vatRatePercent: 22,
          isItalianCompany: false,
        },
      }),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<TransferModal opened onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Aggiungi budget tramite bonifico' });
    expect(await within(dialog).findByText('IT60X0542811101000000123456')).toBeInTheDocument();
    expect(within(dialog).getByText('BB-ABCD2345')).toBeInTheDocument();
    for (const field of ['Beneficiario', 'IBAN', 'SWIFT/BIC', 'Causale'])
      expect(within(dialog).getByRole('button', { name: `Copia ${field}` })).toBeInTheDocument();
    expect(within(dialog).getByText(/Scrivi questo codice nella causale/)).toBeInTheDocument();
    expect(within(dialog).getByRole('switch', { name: 'Azienda italiana (IVA 22%)' })).not.toBeChecked();
  });

  it('says deposits are suspended, with the support address, when FEATURE_DISABLED refuses the bank details', async () => {
    const { fetchMock } = mockFetch({
      'GET /api/banking/deposit-details': () => ({ status: 400, body: { code: 'FEATURE_DISABLED', message: 'Funzionalità momentaneamente non disponibile' } }),
      'GET /api/platform': () => ({
        body: { supportEmail: 'aiuto@piattaforma.example', disabledFeatures: ['reportSubmission', 'programCreation', 'deposits'] },
      }),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<TransferModal opened onClose={() => {}} />);
    const notice = await screen.findByTestId('feature-disabled');
    expect(notice).toHaveTextContent('La piattaforma ha sospeso per manutenzione le ricariche del wallet');
    expect(await within(notice).findByRole('link', { name: 'aiuto@piattaforma.example' })).toHaveAttribute('href', 'mailto:aiuto@piattaforma.example');
    expect(screen.queryByText('IBAN')).not.toBeInTheDocument();
  });
});
