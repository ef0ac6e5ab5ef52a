import type { ReportTracker } from '@bb/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { ReportTrackerActions } from './report-tracker.tsx';
import { REPORT_ID, reportDetail } from './test-fixtures.ts';

const COMPANY_ID = '7d3c1a52-5a0e-4f8e-9b55-1f2e3d4c5b6a';
const triager = buildUser({ userType: 'company', permissions: { companyRoles: [{ companyId: COMPANY_ID, role: 'TRIAGER' }] } });
const PATH = `/api/reports/${REPORT_ID}/tracker-issue`;

const issue = (state: 'open' | 'closed') => ({
  kind: 'github' as const,
  key: '12',
  url: 'https://github.com/acme/webapp/issues/12',
  state,
  closedAt: null,
  lastSyncedAt: '2026-03-02T09:00:00.000Z',
  createdAt: '2026-03-02T09:00:00.000Z',
});

function setup(initial: ReportTracker, user = triager) {
  let state = initial;
  const { fetchMock, calls } = mockFetch({
    [`GET ${PATH}`]: () => ({ body: state }),
    [`POST ${PATH}`]: () => {
      state = { connected: true, canPush: false, suggestFixed: false, issue: issue('open') };
      return { body: state };
    },
    [`POST ${PATH}/sync`]: () => {
      state = { connected: true, canPush: false, suggestFixed: true, issue: issue('closed') };
      return { body: state };
    },
  });
  vi.stubGlobal('fetch', fetchMock);
  renderWithProviders(<ReportTrackerActions report={reportDetail({ status: 'rewarded' })} />, { user, route: `/reports/${REPORT_ID}` });
  return { calls };
}

afterEach(() => vi.unstubAllGlobals());

describe('ReportTrackerActions', () => {
  it('pushes the report, links the issue, and after a sync of a closed issue suggests marking it fixed', async () => {
    const user = userEvent.setup();
    setup({ connected: true, canPush: true, suggestFixed: false, issue: null });
    await user.click(await screen.findByRole('button', { name: 'Invia al tracker' }));
    const link = await screen.findByRole('link', { name: /GitHub #12/ });
    expect(link).toHaveAttribute('href', 'https://github.com/acme/webapp/issues/12');
    expect(screen.getByText('Aperta')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Aggiorna lo stato dal tracker' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Issue chiusa nel tracker: segna come risolto?');
    expect(screen.getByText('Chiusa')).toBeInTheDocument();
  });

  it('offers nothing when the company has no tracker', async () => {
    const { calls } = setup({ connected: false, canPush: false, suggestFixed: false, issue: null });
    await vi.waitFor(() => expect(calls.length).toBe(1));
    expect(screen.queryByRole('button', { name: 'Invia al tracker' })).toBeNull();
  });

  it('never asks for the tracker as a hacker', () => {
    const { calls } = setup({ connected: true, canPush: true, suggestFixed: false, issue: null }, buildUser({ userType: 'hacker' }));
    expect(calls).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Invia al tracker' })).toBeNull();
  });
});
