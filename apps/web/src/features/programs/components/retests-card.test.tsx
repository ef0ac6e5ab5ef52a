import type { ProgramStats } from '@bb/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { RetestsCard } from './retests-card.tsx';
import { PROGRAM_ID, programContext, programDetail } from './test-fixtures.ts';
import { ManagementStep } from './wizard/basic-steps.tsx';
import { initialValues, toProgramBody, toUpdateBody, valuesFromProgram, type WizardValues } from './wizard/wizard-model.ts';

const STATS: ProgramStats = {
  budget: { allocated: 7500, used: 850, remaining: 6650, leftPercentage: 89 },
  reports: { total: 4, pending: 1, rewarded: 3, closed: 3 },
  effectiveness: 100,
  hackers: { admitted: 0, pendingInvitations: 0, pendingRequests: 0 },
  testingAccounts: { total: 0, assigned: 0 },
  retests: { pending: 1, verified: 2, failed: 1, late: 1, feesPaid: 100 },
};

afterEach(() => vi.unstubAllGlobals());

describe('the program’s retests (Fix verification)', () => {
  it('counts the retests waiting, verified, failed and late, with the fees paid, and links the waiting ones', async () => {
    const { fetchMock } = mockFetch({ [`GET /api/programs/${PROGRAM_ID}/stats`]: () => ({ body: STATS }) });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<RetestsCard program={programDetail({ retester: 'hacker' })} />, { user: buildUser({ userType: 'company' }) });
    const card = await screen.findByRole('region', { name: 'Verifica delle correzioni' });
    expect(card).toHaveTextContent(/dall'hacker che ha inviato il report, pagato dal budget/);
    expect(await within(card).findByText('Fix verificati')).toBeInTheDocument();
    expect(card).toHaveTextContent(/Fix non riusciti\s*1/);
    expect(card).toHaveTextContent(/Oltre i 5 giorni\s*1/);
    expect(card).toHaveTextContent(/Compensi di retest pagati\s*100,00\s€/);
    expect(within(card).getByRole('link', { name: '1' })).toHaveAttribute('href', `/programs/${PROGRAM_ID}?tab=reports&retest=pending`);
  });

  it('is not shown without the service', () => {
    renderWithProviders(<RetestsCard program={programDetail({ verificationService: false })} />, { user: buildUser({ userType: 'company' }) });
    expect(screen.queryByRole('region', { name: 'Verifica delle correzioni' })).not.toBeInTheDocument();
  });
});

/** The wizard's Management step, holding its values as the wizard does. */
function Management() {
  const [values, setValues] = useState<WizardValues>(initialValues(programContext(), 'it'));
  return (
    <>
      <ManagementStep
        values={values}
        update={(patch) => setValues((current) => ({ ...current, ...patch }))}
        errorOf={() => undefined}
        context={programContext()}
        mode="create"
        program={null}
      />
      <output data-testid="retester">{values.retester}</output>
    </>
  );
}

describe('who retests, chosen in the wizard', () => {
  it('asks only once Fix verification is on, staff by default, the hacker with the platform’s fee', async () => {
    renderWithProviders(<Management />, { user: buildUser({ userType: 'company' }) });
    expect(screen.queryByRole('radiogroup', { name: /Chi esegue il retest/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: /Verifica delle correzioni/ }));
    const group = screen.getByRole('radiogroup', { name: /Chi esegue il retest/ });
    expect(within(group).getByRole('radio', { name: 'Staff della piattaforma' })).toBeChecked();
    expect(group).toHaveTextContent(/riceve 50,00\s€ dal budget per ogni retest/);
    await userEvent.click(within(group).getByRole('radio', { name: "L'hacker del report" }));
    expect(screen.getByTestId('retester')).toHaveTextContent('hacker');
  });

  it('sends the choice when the program is created and edited, and reads it back', () => {
    const values = valuesFromProgram(programDetail({ retester: 'hacker' }), programContext());
    expect(values.retester).toBe('hacker');
    expect(toProgramBody(values, 'company').retester).toBe('hacker');
    expect(toUpdateBody({ ...values, retester: 'staff' }).retester).toBe('staff');
  });
});
