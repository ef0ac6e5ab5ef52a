import type { TestingAccount, TestingAccountStatus } from '@bb/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser, mockFetch, renderWithProviders } from '../../../../test/render.tsx';
import { PROGRAM_ID, programDetail } from '../test-fixtures.ts';
import { TestingAccountTab } from './testing-account-tab.tsx';

const BASE = `/api/programs/${PROGRAM_ID}/testing-accounts`;

function account(n: number, overrides: Partial<TestingAccount> = {}): TestingAccount {
  return {
    id: `00000000-0000-4000-8000-00000000000${n}`,
    description: `utente${n} / Password-${n}`,
    status: 'not_assigned',
    assignee: null,
    assignedAt: null,
    createdAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('testing accounts, company side', () => {
  function setup(initial: TestingAccount[], manageTestingAccounts = true) {
    let list = initial;
    const { fetchMock, calls } = mockFetch({
      [`GET ${BASE}`]: () => ({ body: list }),
      [`POST ${BASE}`]: (init) => {
        const added = (JSON.parse(String(init?.body)) as { description: string }[]).map((card, i) =>
          account(list.length + i + 1, { description: card.description.trim() }),
        );
        list = [...list, ...added];
        return { status: 201, body: list };
      },
      [`DELETE ${BASE}/${account(2).id}`]: () => {
        list = list.filter((item) => item.id !== account(2).id);
        return { body: list };
      },
    });
    vi.stubGlobal('fetch', fetchMock);
    const program = programDetail({ abilities: { ...programDetail().abilities, manageTestingAccounts } });
    renderWithProviders(<TestingAccountTab program={program} userType="company" />, { user: buildUser({ userType: 'company' }) });
    return calls;
  }

  it('shows each card with its credentials and assignee', async () => {
    setup([account(1, { status: 'assigned', assignee: { id: buildUser().id, username: 'ada' } }), account(2)]);
    const cards = within(await screen.findByRole('list', { name: 'Account di test del programma' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0] as HTMLElement).getByText('utente1 / Password-1')).toBeInTheDocument();
    expect(within(cards[0] as HTMLElement).getByText('Assegnato a @ada')).toBeInTheDocument();
    expect(within(cards[1] as HTMLElement).getByText('Non assegnato')).toBeInTheDocument();
    expect(within(cards[1] as HTMLElement).getByRole('button', { name: 'Copia credenziali' })).toBeInTheDocument();
  });

  it('does not delete the last account, and says why', async () => {
    setup([account(1)]);
    const remove = await screen.findByRole('button', { name: "Elimina l'account 1" });
    expect(remove).toBeDisabled();
    expect(remove).toHaveAccessibleDescription(/deve avere almeno un account di test/);
  });

  it('deletes an account after confirmation', async () => {
    const calls = setup([account(1), account(2)]);
    await userEvent.click(await screen.findByRole('button', { name: "Elimina l'account 2" }));
    const dialog = await screen.findByRole('dialog', { name: "Eliminare l'account di test?" });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Elimina account' }));
    expect(await screen.findByText('Account di test eliminato.')).toBeInTheDocument();
    expect(calls.some((call) => call.init?.method === 'DELETE' && call.url.endsWith(account(2).id))).toBe(true);
    await waitFor(() => expect(screen.queryByText('utente2 / Password-2')).not.toBeInTheDocument());
  });

  it('requires credentials in every row and keeps at least one row', async () => {
    const calls = setup([]);
    expect(await screen.findByText('Nessun account di test')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rimuovi le credenziali 1' })).toBeDisabled();

    await userEvent.type(screen.getByRole('textbox', { name: 'Credenziali 1' }), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Salva account' }));
    expect(await screen.findByText('Questo campo è obbligatorio')).toBeInTheDocument();
    expect(calls.some((call) => call.init?.method === 'POST')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Aggiungi un altro account' }));
    expect(screen.getByRole('button', { name: 'Rimuovi le credenziali 1' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Rimuovi le credenziali 2' }));
    expect(screen.queryByRole('textbox', { name: 'Credenziali 2' })).not.toBeInTheDocument();
  });

  it('adds several accounts at once, trimmed, then empties the form', async () => {
    const calls = setup([]);
    const first = await screen.findByRole('textbox', { name: 'Credenziali 1' });
    // Autosize: three rows to start with, growing with the credentials.
    expect(first).toHaveAttribute('rows', '3');
    await userEvent.type(first, '  primo / P-1 ');
    await userEvent.click(screen.getByRole('button', { name: 'Aggiungi un altro account' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Credenziali 2' }), 'secondo / P-2');
    await userEvent.click(screen.getByRole('button', { name: 'Salva account' }));

    expect(await screen.findByText('2 account di test aggiunti.')).toBeInTheDocument();
    const post = calls.find((call) => call.init?.method === 'POST');
    expect(JSON.parse(String(post?.init?.body))).toEqual([{ description: 'primo / P-1' }, { description: 'secondo / P-2' }]);
    expect(await screen.findByText('secondo / P-2')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Credenziali 1' })).toHaveValue('');
    expect(screen.queryByRole('textbox', { name: 'Credenziali 2' })).not.toBeInTheDocument();
  });

  it('is read-only when the program says the caller may not manage its accounts (a deleted one)', async () => {
    setup([account(1), account(2)], false);
    expect(await screen.findByText(/non si possono modificare nel suo stato attuale/)).toBeInTheDocument();
    expect(await screen.findByText('utente2 / Password-2')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Elimina l'account/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Salva account' })).not.toBeInTheDocument();
  });
});

describe('testing account, hacker side', () => {
  const status = (overrides: Partial<TestingAccountStatus> = {}): TestingAccountStatus => ({
    status: 'available',
    account: null,
    minScore: 0,
    score: 10,
    offered: 1,
    ...overrides,
  });
  const assigned = status({
    status: 'already_assigned',
    account: { id: account(1).id, description: 'utente1 / Password-1', assignedAt: '2026-03-02T10:00:00.000Z' },
  });

  function setup(initial: TestingAccountStatus, request: () => { status?: number; body?: unknown }) {
    const { fetchMock, calls } = mockFetch({ [`GET ${BASE}/status`]: () => ({ body: initial }), [`POST ${BASE}/request`]: request });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<TestingAccountTab program={programDetail()} userType="hacker" />, { user: buildUser() });
    return calls;
  }

  it('requests an account, then keeps its credentials hidden until shown', async () => {
    setup(status(), () => ({ body: assigned }));
    expect(await screen.findByText('Disponibile')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Richiedi account' }));

    expect(await screen.findByText('Account di test assegnato.')).toBeInTheDocument();
    expect(screen.getByText('Già assegnato')).toBeInTheDocument();
    expect(screen.queryByText('utente1 / Password-1')).not.toBeInTheDocument();
    expect(screen.getByText('Credenziali nascoste')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Richiedi account' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Mostra credenziali' }));
    expect(screen.getByText('utente1 / Password-1')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Nascondi credenziali' }));
    expect(screen.queryByText('utente1 / Password-1')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copia credenziali' })).toBeInTheDocument();
  });

  it('explains a score below the minimum', async () => {
    setup(status({ minScore: 50, score: 10 }), () => ({ status: 400, body: { code: 'REQUIREMENTS_NOT_MET', message: '' } }));
    await userEvent.click(await screen.findByRole('button', { name: 'Richiedi account' }));
    expect(await screen.findByText('Ti servono almeno 50 punti per richiedere un account di test: ora ne hai 10.')).toBeInTheDocument();
  });

  it('explains a program that is not active', async () => {
    setup(status(), () => ({ status: 400, body: { code: 'PROGRAM_NOT_ACTIVE', message: '' } }));
    await userEvent.click(await screen.findByRole('button', { name: 'Richiedi account' }));
    expect(await screen.findByText(/^Il programma non è attivo: potrai richiedere/)).toBeInTheDocument();
  });

  it('offers nothing to request when every account is taken, and says so', async () => {
    const calls = setup(status({ status: 'not_available', offered: 3 }), () => ({ body: assigned }));
    expect(await screen.findByText('Non disponibile')).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Richiedi account' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(/sono già stati assegnati/);
    expect(calls.some((call) => call.init?.method === 'POST')).toBe(false);
  });

  it('says when the company has added no testing account yet', async () => {
    setup(status({ status: 'not_available', offered: 0 }), () => ({ body: assigned }));
    const button = await screen.findByRole('button', { name: 'Richiedi account' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription("L'azienda non ha ancora aggiunto account di test per questo programma.");
  });
});
