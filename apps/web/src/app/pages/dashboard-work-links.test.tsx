import { screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UsersPage } from '../../features/admin/components/users-page.tsx';
import { WORK_LINKS } from '../../features/dashboard/components/work-waiting.tsx';
import { PaymentsPage } from '../../features/payments/components/payments-page.tsx';
import { ProgramsPage } from '../../features/programs/components/programs-page.tsx';
import { ReportsPage } from '../../features/reports/components/reports-page.tsx';
import { buildUser, mockFetch, renderWithProviders } from '../../test/render.tsx';

const admin = buildUser({ userType: 'superadmin' });
const EMPTY = { count: 0, results: [] };

/** Opens a list at a dashboard work link and answers every list call with an empty page; returns the calls made. */
function openAt(route: string, page: ReactElement) {
  const { fetchMock, calls } = mockFetch({
    'GET /api/users/count': () => ({ body: { hackers: 0, companies: 0, staff: 0, superadmins: 1 } }),
    'GET /api/companies': () => ({ body: EMPTY }),
    'GET /api/programs': () => ({ body: EMPTY }),
    'GET /api/banking/company-transfers': () => ({ body: EMPTY }),
    'GET /api/reports': () => ({ body: EMPTY }),
  });
  vi.stubGlobal('fetch', fetchMock);
  renderWithProviders(page, { route, user: admin });
  return calls;
}

const query = (calls: { url: string }[], path: string) =>
  calls.filter((call) => call.url.startsWith(`${path}?`)).map((call) => new URLSearchParams(call.url.split('?')[1]));

afterEach(() => vi.unstubAllGlobals());

describe('the dashboard work links open their lists already filtered', () => {
  it('companies to approve: the Companies tab, not verified yet', async () => {
    const calls = openAt(WORK_LINKS.companiesToApprove, <UsersPage />);
    await waitFor(() => expect(query(calls, '/api/companies')[0]?.get('isVerified')).toBe('false'));
  });

  it('programs to review: the programs awaiting approval', async () => {
    const calls = openAt(WORK_LINKS.programsToReview, <ProgramsPage />);
    await waitFor(() => expect(query(calls, '/api/programs')[0]?.get('status')).toBe('pending'));
  });

  it('transfers to handle: the deposits still to accredit', async () => {
    const calls = openAt(WORK_LINKS.transfersToHandle, <PaymentsPage />);
    await waitFor(() => expect(query(calls, '/api/banking/company-transfers')[0]?.get('accreditationStatus')).toBe('pending'));
  });

  it('invoices to send: the accredited deposits whose invoice was neither sent nor skipped, the filter shown', async () => {
    const calls = openAt(WORK_LINKS.invoicesToSend, <PaymentsPage />);
    await waitFor(() => expect(query(calls, '/api/banking/company-transfers')[0]?.get('invoiceStatus__in')).toBe('pending,generated'));
    expect(query(calls, '/api/banking/company-transfers')[0]?.get('accreditationStatus__eq')).toBe('accredited');
    expect(screen.getByLabelText('Fattura', { selector: 'input' })).toHaveValue('Da inviare');
  });

  it('targets about to breach: the reports of managed programs due within 24 hours', async () => {
    const calls = openAt(WORK_LINKS.targetsAboutToBreach, <ReportsPage />);
    await waitFor(() => expect(query(calls, '/api/reports')[0]?.get('dueSoon')).toBe('true'));
    expect(query(calls, '/api/reports')[0]?.get('isManaged')).toBe('true');
    expect(screen.getByRole('checkbox', { name: 'In scadenza entro 24 ore' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Solo programmi gestiti' })).toBeChecked();
  });
});
