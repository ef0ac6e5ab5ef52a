import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { PaymentsDashboardCard } from './payments-dashboard-card.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('the super admin dashboard payments card', () => {
  it('counts what to approve, the next batch and the overdue payments, each linking to its filtered list', async () => {
    const counts: Record<string, number> = { 'status=pendingStaffApproval': 4, 'status__in=approved,pendingBeneficiaryList': 7, 'overdue=true': 2 };
    const { fetchMock } = mockFetch({
      'GET /api/payments/intents': (_init, url) => {
        const filter = Object.keys(counts).find((key) => decodeURIComponent(url).includes(key))!;
        return { body: { count: counts[filter], results: [] } };
      },
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<PaymentsDashboardCard />, { user: buildUser({ userType: 'superadmin' }) });
    expect(await screen.findByTestId('payments-toApprove')).toHaveTextContent('4');
    expect(screen.getByTestId('payments-nextBatch')).toHaveTextContent('7');
    expect(screen.getByTestId('payments-overdue')).toHaveTextContent('2');
    expect(screen.getByRole('link', { name: 'Scaduti' })).toHaveAttribute('href', '/payments?tab=hackers&overdue=true');
    expect(screen.getByRole('link', { name: 'Da approvare' })).toHaveAttribute('href', '/payments?tab=hackers&status=pendingStaffApproval');
  });
});
