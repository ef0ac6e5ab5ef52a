import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { today } from '../../../lib/dates.ts';
import { mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { RecordTransferModal } from './record-transfer-modal.tsx';

afterEach(() => vi.unstubAllGlobals());

function setup(answer: Parameters<typeof mockFetch>[0][string]) {
  const { fetchMock, calls } = mockFetch({ 'POST /api/banking/company-transfers': answer });
  vi.stubGlobal('fetch', fetchMock);
  document.cookie = 'bb_csrf=t; path=/';
  const onClose = vi.fn();
  renderWithProviders(<RecordTransferModal opened onClose={onClose} />);
  const dialog = screen.getByRole('dialog', { name: 'Registra bonifico' });
  return { dialog, calls, onClose };
}

async function fill(dialog: HTMLElement) {
  const amount = within(dialog).getByRole('textbox', { name: /Importo ricevuto/ });
  await userEvent.type(amount, '1.22a0,5');
  expect(amount).toHaveValue('1.22');
  await userEvent.clear(amount);
  await userEvent.type(amount, '1220');
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Ordinante/ }), 'Demo Srl');
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Causale/ }), 'Ricarica BB-ABCD2345');
}

describe('record transfer', () => {
  it('sends the amount as a number and the value date, today by default', async () => {
    const { dialog, calls, onClose } = setup(() => ({ status: 201, body: {} }));
    await fill(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Registra' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(JSON.parse(String(calls[calls.length - 1]?.init?.body))).toEqual({
      amount: 1220,
      date: today(),
      payerName: 'Demo Srl',
      description: 'Ricarica BB-ABCD2345',
    });
  });

  it('shows what is missing before sending', async () => {
    const { dialog, calls } = setup(() => ({ status: 201, body: {} }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Registra' }));
    expect(await within(dialog).findAllByText('Questo campo è obbligatorio')).toHaveLength(2);
    expect(calls).toHaveLength(0);
  });

  it("puts the API's 422 field errors under their fields", async () => {
    const { dialog, onClose } = setup(() => ({
      status: 422,
      body: {
        code: 'VALIDATION_ERROR',
        message: 'Errore di validazione',
        fields: { date: ['La data non può essere nel futuro'], payerName: ['Massimo 140 caratteri'] },
      },
    }));
    await fill(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Registra' }));
    expect(await within(dialog).findByText('La data non può essere nel futuro')).toBeInTheDocument();
    expect(within(dialog).getByText('Massimo 140 caratteri')).toBeInTheDocument();
    expect(screen.queryByTestId('error-modal-message')).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
