import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { AddBalanceModal } from './add-balance-modal.tsx';

const COMPANY = { id: '7d3c1a52-5a0e-4f8e-9b55-1f2e3d4c5b6a', name: 'Demo Srl' };
const PATH = `POST /api/companies/${COMPANY.id}/add-balance`;

function setup(answer: Parameters<typeof mockFetch>[0][string]) {
  const { fetchMock, calls } = mockFetch({ [PATH]: answer });
  vi.stubGlobal('fetch', fetchMock);
  document.cookie = 'bb_csrf=t; path=/';
  const onClose = vi.fn();
  renderWithProviders(<AddBalanceModal company={COMPANY} opened onClose={onClose} />);
  const dialog = screen.getByRole('dialog', { name: 'Aggiungi budget come admin' });
  return { dialog, calls, onClose };
}

afterEach(() => vi.unstubAllGlobals());

describe('add balance as admin', () => {
  it('starts at 100 with the minus blocked, and steps by 100', async () => {
    const { dialog } = setup(() => ({ body: {} }));
    const amount = within(dialog).getByRole('textbox', { name: /Importo/ });
    const minus = within(dialog).getByRole('button', { name: "Diminuisci l'importo di 100" });
    expect(amount).toHaveValue('100');
    expect(minus).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: "Aumenta l'importo di 100" }));
    expect(amount).toHaveValue('200');
    expect(minus).toBeEnabled();
    await userEvent.click(minus);
    expect(amount).toHaveValue('100');
    expect(minus).toBeDisabled();
  });

  it('sends a decrease as a negative amount, with an Idempotency-Key', async () => {
    const { dialog, calls, onClose } = setup(() => ({ body: { balance: 900, allocated: 0, remaining: 0 } }));
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Diminuisci' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Conferma' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const call = calls.find((entry) => entry.init?.method === 'POST');
    expect(JSON.parse(String(call?.init?.body))).toEqual({ amount: -100 });
    expect(new Headers(call?.init?.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByText('Budget ridotto')).toBeInTheDocument();
  });

  it('sends an increase with decimals as typed, and refuses less than 100', async () => {
    const { dialog, calls } = setup(() => ({ body: { balance: 1000, allocated: 0, remaining: 0 } }));
    const amount = within(dialog).getByRole('textbox', { name: /Importo/ });
    await userEvent.clear(amount);
    await userEvent.type(amount, '99.99');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Conferma' }));
    expect(await within(dialog).findByText("L'importo deve essere tra 100 e 999.999,99 euro, con al massimo 2 decimali")).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await userEvent.clear(amount);
    await userEvent.type(amount, '1250.55');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Conferma' }));
    await waitFor(() => expect(calls.some((entry) => entry.init?.method === 'POST')).toBe(true));
    expect(JSON.parse(String(calls.find((entry) => entry.init?.method === 'POST')?.init?.body))).toEqual({ amount: 1250.55 });
  });

  it('shows BALANCE_LOW under the amount', async () => {
    const { dialog } = setup(() => ({ status: 400, body: { code: 'BALANCE_LOW', message: 'Saldo insufficiente' } }));
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Diminuisci' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Conferma' }));
    const amount = within(dialog).getByRole('textbox', { name: /Importo/ });
    await waitFor(() => expect(amount).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.queryByTestId('error-modal-message')).not.toBeInTheDocument();
  });
});
