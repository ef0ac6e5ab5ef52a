import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { increaseAmountError, increaseMaximum, IncreaseBudgetModal, stepDown, stepUp } from './increase-budget-modal.tsx';
import { PROGRAM_ID, programContext, programDetail } from './test-fixtures.ts';

function setup(balance: number, program = programDetail()) {
  const { fetchMock, calls } = mockFetch({
    'GET /api/programs/context': () => ({ body: programContext({ balance }) }),
    [`POST /api/programs/${PROGRAM_ID}/increase-budget`]: () => ({ body: programDetail({ budget: 7800 }) }),
  });
  vi.stubGlobal('fetch', fetchMock);
  renderWithProviders(<IncreaseBudgetModal program={program} opened onClose={() => {}} />);
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('increase budget bounds', () => {
  it('steps by 100 between 100 and the balance', () => {
    expect(increaseMaximum(1050)).toBe(1000);
    expect(stepDown(100)).toBe(100);
    expect(stepDown(500)).toBe(400);
    expect(stepUp(900, 1000)).toBe(1000);
    expect(stepUp(1000, 1000)).toBe(1000);
    expect(increaseAmountError(99, 1000)).toBe('validation.program.increaseMin');
    expect(increaseAmountError(1001, 1000)).toBe('validation.program.increaseOverBalance');
    expect(increaseAmountError(null, 1000)).toBe('validation.program.budgetDigits');
    expect(increaseAmountError(1000, 1000)).toBeNull();
  });
});

describe('increase budget modal', () => {
  it('shows the fees total and sends the amount with an Idempotency-Key', async () => {
    const calls = setup(1000);
    const plus = await screen.findByRole('button', { name: 'Aumenta di 100' });
    expect(screen.getByRole('button', { name: 'Diminuisci di 100' })).toBeDisabled();
    await userEvent.click(plus);
    await userEvent.click(plus);
    // 300 + 10% managed (30) + 5% Fix verification (15)
    expect(screen.getByTestId('fees-total')).toHaveTextContent('345,00');
    await userEvent.click(screen.getByRole('button', { name: 'Conferma aumento' }));
    await waitFor(() => expect(calls.some((call) => call.url.endsWith('/increase-budget'))).toBe(true));
    const call = calls.find((item) => item.url.endsWith('/increase-budget'));
    expect(JSON.parse(String(call?.init?.body))).toEqual({ budget: 300 });
    expect(new Headers(call?.init?.headers).get('Idempotency-Key')).toBeTruthy();
  });

  it("shows each fee of the program's services, computed by the domain's rates, before the total", async () => {
    setup(1000);
    const summary = await screen.findByRole('group', { name: 'Riepilogo costi' });
    expect(summary).toHaveTextContent(/Budget\s*100,00\s€/);
    expect(screen.getByTestId('fees-managed')).toHaveTextContent('10,00');
    expect(screen.getByTestId('fees-verification')).toHaveTextContent('5,00');
    expect(screen.getByTestId('fees-total')).toHaveTextContent('115,00');
    expect(screen.getByText(/Le commissioni dei servizi del programma si applicano/)).toBeInTheDocument();
  });

  it('says a program without paid services pays no fee, with the fee line at zero', async () => {
    setup(1000, programDetail({ isManaged: false, verificationService: false }));
    expect(await screen.findByText(/Il programma non ha servizi a pagamento/)).toBeInTheDocument();
    expect(screen.getByTestId('fees-none')).toHaveTextContent('0,00');
    expect(screen.queryByTestId('fees-managed')).not.toBeInTheDocument();
    expect(screen.getByTestId('fees-total')).toHaveTextContent('100,00');
  });

  it('refuses an amount above the balance', async () => {
    setup(1000);
    const input = await screen.findByLabelText('Importo da aggiungere (€)');
    await userEvent.clear(input);
    await userEvent.type(input, '1200');
    expect(await screen.findByText('Il budget inserito supera il tuo saldo')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Conferma aumento' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Aumenta di 100' })).toBeDisabled();
  });

  it('warns when budget and fees together do not fit the balance', async () => {
    setup(1000);
    const input = await screen.findByLabelText('Importo da aggiungere (€)');
    await userEvent.clear(input);
    await userEvent.type(input, '1000');
    expect(screen.getByTestId('fees-total')).toHaveTextContent('1.150,00');
    expect(screen.getByRole('button', { name: 'Conferma aumento' })).toBeDisabled();
  });
});
