import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { ReportsList } from './reports-list.tsx';
import { reportListItem } from './test-fixtures.ts';

const COMPANY_ID = '7d3c1a52-5a0e-4f8e-9b55-1f2e3d4c5b6a';

afterEach(() => vi.unstubAllGlobals());

describe('the retest filter of the report lists (Fix verification)', () => {
  it('reads the filter from the URL, sends it, shows each report’s retest state, and changes with the select', async () => {
    const { fetchMock, calls } = mockFetch({
      'GET /api/reports': () => ({ body: { count: 1, countCapped: false, results: [reportListItem({ status: 'rewarded', retestStatus: 'failed' })] } }),
    });
    vi.stubGlobal('fetch', fetchMock);
    const company = buildUser({ userType: 'company', permissions: { companyRoles: [{ companyId: COMPANY_ID, role: 'ADMIN' }] } });
    renderWithProviders(<ReportsList userType="company" />, { user: company, route: '/reports?retest=failed' });
    const retestOf = () =>
      calls.filter((call) => call.url.startsWith('/api/reports?')).map((call) => new URLSearchParams(call.url.split('?')[1]).get('retest'));

    await waitFor(() => expect(retestOf().at(-1)).toBe('failed'));
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Fix non riuscito')).toBeInTheDocument();
    expect(screen.getByLabelText('Retest', { selector: 'input' })).toHaveValue('Fix non riuscito');

    await userEvent.click(screen.getByLabelText('Retest', { selector: 'input' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Retest in attesa' }));
    await waitFor(() => expect(retestOf().at(-1)).toBe('pending'));
  });
});
