import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { ConfirmPaymentModal } from './confirm-payment-modal.tsx';
import { PaymentDetailModal } from './payment-detail-modal.tsx';
import { buildDetail, buildIntent, COMPLETE_PROFILE, PAYMENT_ID, sentBodies } from './test-fixtures.ts';

const CONFIRM = `/api/payments/intents/${PAYMENT_ID}/confirm`;

function renderModal(intent = buildIntent(), completion = COMPLETE_PROFILE, confirmAnswer: Parameters<typeof mockFetch>[0][string] = () => ({ body: intent })) {
  const { fetchMock, calls } = mockFetch({
    'GET /api/profile/completion': () => ({ body: completion }),
    [`POST ${CONFIRM}`]: confirmAnswer,
  });
  vi.stubGlobal('fetch', fetchMock);
  const onConfirmed = vi.fn();
  renderWithProviders(<ConfirmPaymentModal intent={intent} refreshing={false} onClose={() => {}} onConfirmed={onConfirmed} />, { user: buildUser() });
  return { calls, onConfirmed };
}

const confirmButton = () => screen.getByRole('button', { name: 'Conferma' });

afterEach(() => vi.unstubAllGlobals());

describe('confirm payment info', () => {
  it('shows the figures and the beneficiary data, and sends the settings version with the previous-year total', async () => {
    const user = userEvent.setup();
    const { calls, onConfirmed } = renderModal();
    const dialog = await screen.findByRole('dialog', { name: 'Conferma i dati di pagamento' });
    expect(within(dialog).getByTestId('payment-figures')).toHaveTextContent("Ricompensa lorda1.000,00 €IVA0,00 €Ritenuta d'acconto-200,00 €");
    expect(within(dialog).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(dialog).getByText('Prestazione occasionale - lavoratore autonomo')).toBeInTheDocument();
    await waitFor(() => expect(confirmButton()).toBeEnabled());

    // Digits only: whatever else is typed never reaches the field.
    const field = within(dialog).getByRole('textbox', { name: /Compensi per prestazioni occasionali/ });
    await user.type(field, '4.5a00');
    expect(field).toHaveValue('4500');
    await user.click(confirmButton());

    await waitFor(() => expect(onConfirmed).toHaveBeenCalled());
    expect(sentBodies(calls, 'POST', CONFIRM)).toEqual([{ version: 3, previousYearlyPaymentsAmount: 4500 }]);
    expect(await screen.findByText('Dati di pagamento confermati')).toBeInTheDocument();
  });

  it("previews the INPS contributions on the part of the year's total above 5,000 as the hacker types, exact to the cent", async () => {
    const user = userEvent.setup();
    const { calls } = renderModal(buildIntent({ bountyTotalAmount: 800, withholdingAmount: 160, transferAmount: 640 }));
    const dialog = await screen.findByRole('dialog', { name: 'Conferma i dati di pagamento' });
    const figures = within(dialog).getByTestId('payment-figures');
    const field = within(dialog).getByRole('textbox', { name: "Compensi per prestazioni occasionali già ricevuti quest'anno" });
    expect(field).toHaveAccessibleDescription(/Oltre 5\.000,00\s€ nell'anno sono dovuti i contributi INPS/);

    // 4,000 + 800 = 4,800: below the threshold, nothing for INPS.
    await user.type(field, '4000');
    expect(figures).not.toHaveTextContent('INPS');
    expect(figures).toHaveTextContent('Bonifico netto640,00 €');

    // 4,500 + 800 = 5,300: on the 300 above, 11.24% withheld (33.72) and 22.48% borne by the platform (67.44).
    await user.clear(field);
    await user.type(field, '4500');
    expect(figures).toHaveTextContent("Ritenuta d'acconto-160,00 €Contributi INPS a carico dell'hacker (11,24% di 300,00 €)-33,72 €");
    expect(figures).toHaveTextContent('Bonifico netto606,28 €');
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'sui 300,00 € oltre la soglia sono dovuti i contributi alla Gestione separata INPS. La tua quota (11,24%, 33,72 €) è trattenuta dal bonifico; la quota della piattaforma (22,48%, 67,44 €) la paga la piattaforma.',
    );

    // Already above: the whole 800; 89.92 withheld, 800 - 160 - 89.92 = 550.08.
    await user.clear(field);
    await user.type(field, '9999');
    expect(figures).toHaveTextContent("Contributi INPS a carico dell'hacker (11,24% di 800,00 €)-89,92 €");
    expect(figures).toHaveTextContent('Bonifico netto550,08 €');

    await user.clear(field);
    expect(figures).toHaveTextContent('Bonifico netto640,00 €');
    expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();
    expect(sentBodies(calls, 'POST', CONFIRM)).toEqual([]);
  });

  it('requires the previous-year total for the Italian occasional regimes and sends nothing without it', async () => {
    const user = userEvent.setup();
    const { calls } = renderModal();
    await waitFor(() => expect(confirmButton()).toBeEnabled());
    await user.click(confirmButton());
    const field = screen.getByRole('textbox', { name: /Compensi per prestazioni occasionali/ });
    expect(await screen.findByText('Questo campo è obbligatorio')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(sentBodies(calls, 'POST', CONFIRM)).toEqual([]);
  });

  it('asks no total of other regimes and sends only the version', async () => {
    const user = userEvent.setup();
    const intent = buildIntent({ taxRegime: 'foreign_vat', needsPreviousYearTotal: false, needsDocument: false, withholdingAmount: 0, transferAmount: 1000 });
    const { calls, onConfirmed } = renderModal(intent);
    expect(screen.queryByRole('textbox', { name: /Compensi per prestazioni occasionali/ })).not.toBeInTheDocument();
    await waitFor(() => expect(confirmButton()).toBeEnabled());
    await user.click(confirmButton());
    await waitFor(() => expect(onConfirmed).toHaveBeenCalled());
    expect(sentBodies(calls, 'POST', CONFIRM)).toEqual([{ version: 3 }]);
  });

  it('keeps Confirm disabled while a profile check fails, and says where each is done', async () => {
    renderModal(buildIntent(), { kycCompleted: false, taxRegimeConfigured: true, ibanConfigured: false, progressPercentage: 33 });
    const list = await screen.findByRole('list', { name: 'Cosa manca' });
    expect(within(list).getByRole('link', { name: "Vai alla verifica dell'identità" })).toHaveAttribute('href', '/verification');
    expect(within(list).getByRole('link', { name: "Inserisci l'IBAN" })).toHaveAttribute('href', '/account?tab=payments');
    expect(within(list).queryByText('Regime fiscale non configurato')).not.toBeInTheDocument();
    expect(confirmButton()).toBeDisabled();
  });

  it('shows any other refusal in the error modal, translated', async () => {
    const user = userEvent.setup();
    const { onConfirmed } = renderModal(buildIntent(), COMPLETE_PROFILE, () => ({ status: 400, body: { code: 'KYC_NOT_APPROVED', message: 'kyc' } }));
    await user.type(await screen.findByRole('textbox', { name: /Compensi per prestazioni occasionali/ }), '0');
    await waitFor(() => expect(confirmButton()).toBeEnabled());
    await user.click(confirmButton());
    const modal = await screen.findByRole('dialog', { name: 'Si è verificato un problema' });
    expect(modal).toHaveTextContent("La verifica dell'identità non è stata approvata.");
    expect(onConfirmed).not.toHaveBeenCalled();
  });

  it('on a stale settings version reads the payment again, shows the new figures and confirms with the new version', async () => {
    const user = userEvent.setup();
    let version = 3;
    const { fetchMock, calls } = mockFetch({
      'GET /api/profile/completion': () => ({ body: COMPLETE_PROFILE }),
      [`GET /api/payments/intents/${PAYMENT_ID}`]: () => ({
        body: buildDetail(
          version === 3 ? {} : { settingsVersion: 4, taxRegime: 'it_flat_rate', withholdingAmount: 0, transferAmount: 1000, needsPreviousYearTotal: false },
        ),
      }),
      [`POST ${CONFIRM}`]: (init) => {
        const body = JSON.parse(String(init?.body)) as { version: number };
        if (body.version === 3) {
          version = 4; // the hacker changed regime elsewhere meanwhile
          return { status: 400, body: { code: 'INVALID_PAYMENT_SETTINGS_VERSION', message: 'stale' } };
        }
        return { body: buildIntent({ status: 'pendingStaffApproval', settingsVersion: 4 }) };
      },
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<PaymentDetailModal paymentId={PAYMENT_ID} onClose={() => {}} />, { user: buildUser() });

    await user.click(await screen.findByRole('button', { name: 'Conferma i dati di pagamento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Conferma i dati di pagamento' });
    await user.type(within(dialog).getByRole('textbox', { name: /Compensi per prestazioni occasionali/ }), '1000');
    await waitFor(() => expect(confirmButton()).toBeEnabled());
    await user.click(confirmButton());

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Le tue impostazioni di pagamento sono cambiate');
    await waitFor(() => expect(within(dialog).getByTestId('payment-figures')).toHaveTextContent('Bonifico netto1.000,00 €'));
    expect(within(dialog).queryByRole('textbox', { name: /Compensi per prestazioni occasionali/ })).not.toBeInTheDocument();
    await waitFor(() => expect(confirmButton()).toBeEnabled());
    await user.click(confirmButton());
    // Back to the detail once confirmed.
    expect(await screen.findByRole('dialog', { name: 'Dettaglio del pagamento' })).toBeInTheDocument();
    expect(sentBodies(calls, 'POST', CONFIRM)).toEqual([{ version: 3, previousYearlyPaymentsAmount: 1000 }, { version: 4 }]);
  });
});
