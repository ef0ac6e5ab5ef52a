import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { ApproveModal } from './approve-modal.tsx';
import { reportDetail, VECTOR_HIGH } from './test-fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

describe('approve', () => {
  it('lets the review change the vector but not blank it: removing it is the confirmed choice of "Change severity"', async () => {
    const { fetchMock, calls } = mockFetch({});
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<ApproveModal report={reportDetail({ status: 'triaged', severityDescription: VECTOR_HIGH })} opened onClose={() => {}} />, {
      user: buildUser({ userType: 'staff' }),
    });
    const vector = screen.getByRole('textbox', { name: 'Vettore CVSS 4.0' });
    expect(vector).toHaveValue(VECTOR_HIGH);
    await userEvent.clear(vector);
    await userEvent.click(screen.getByRole('button', { name: 'Approva' }));
    expect(await screen.findByText('Per togliere il vettore usa «Cambia gravità», che chiede conferma: qui puoi modificarlo')).toBeInTheDocument();
    expect(calls.filter((call) => call.init?.method === 'POST')).toEqual([]);
  });
});
