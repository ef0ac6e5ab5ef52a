import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { RewardModal } from './reward-modal.tsx';
import { abilities, REPORT_ID, reportDetail } from './test-fixtures.ts';

/** A self-managed report taken in charge: 720 € reserved of what was left, 0 € left besides. */
const report = reportDetail({
  status: 'triaged',
  severity: 'medium',
  defaultReward: 720,
  rewardBudget: { remaining: 0, reserved: 380, max: 380 },
  abilities: abilities({ reward: true }),
});

function setup(answer: () => { status?: number; body: unknown }) {
  const { fetchMock, calls } = mockFetch({ [`POST /api/reports/${REPORT_ID}/reward`]: answer });
  vi.stubGlobal('fetch', fetchMock);
  renderWithProviders(<RewardModal report={report} opened onClose={() => undefined} />, { user: buildUser({ userType: 'company' }) });
  return { posts: () => calls.filter((call) => call.init?.method === 'POST') };
}

/** A figure's value under its label, with the formatter's no-break spaces as plain ones. */
const figure = (label: string) => screen.getByText(label).nextElementSibling?.textContent?.replace(/\s/g, ' ');

afterEach(() => vi.unstubAllGlobals());

describe('the reward dialog', () => {
  it("shows the program's remaining budget and this report's reservation, and refuses more than they pay before the confirmation", async () => {
    const { posts } = setup(() => ({ body: reportDetail({ status: 'rewarded' }) }));
    expect(await screen.findByRole('region', { name: 'Budget del programma' })).toBeInTheDocument();
    expect([figure('Budget residuo'), figure('Riservato per questo report'), figure('Puoi inviare al massimo')]).toEqual(['0,00 €', '380,00 €', '380,00 €']);
    const amount = screen.getByRole('textbox', { name: /Importo/ });
    expect(amount).toHaveAccessibleDescription(/Al massimo 380,00\s€/);

    // The target's prize (720) is more than the budget can pay: the API's own words, under the field, and no confirmation.
    await userEvent.click(screen.getByRole('button', { name: 'Continua' }));
    expect(await screen.findByText('Il budget del programma non è sufficiente.')).toBeInTheDocument();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText("L'operazione è irreversibile")).not.toBeInTheDocument();

    await userEvent.clear(amount);
    await userEvent.type(amount, '380');
    await userEvent.click(screen.getByRole('button', { name: 'Continua' }));
    expect(await screen.findByText("L'operazione è irreversibile")).toBeInTheDocument();
    expect(figure("Budget residuo dopo l'invio")).toBe('0,00 €');
    expect(posts()).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: /^Invia 380,00/ }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(JSON.parse(String(posts()[0]?.init?.body))).toEqual({ amount: 380 });
  });

  it("puts the API's PROGRAM_LOW_BUDGET under the amount when the budget moved meanwhile", async () => {
    setup(() => ({ status: 400, body: { code: 'PROGRAM_LOW_BUDGET', message: 'Il budget del programma non è sufficiente.', fields: {} } }));
    const amount = await screen.findByRole('textbox', { name: /Importo/ });
    await userEvent.clear(amount);
    await userEvent.type(amount, '300');
    await userEvent.click(screen.getByRole('button', { name: 'Continua' }));
    await userEvent.click(await screen.findByRole('button', { name: /^Invia 300,00/ }));
    expect(await screen.findByText('Il budget del programma non è sufficiente.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Importo/ })).toHaveAttribute('aria-invalid', 'true');
  });
});
