import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser, createTestQueryClient, mockFetch, renderWithProviders } from '../../../../test/render.tsx';
import { joinedProgramsQueryKey } from '../../api/joined-programs.ts';
import { receivedInvitationsQueryKey } from '../../api/invitations.ts';
import { programAccessQueryKey } from '../../api/program-invitations.ts';
import { PROGRAM_ID, programAccess } from '../test-fixtures.ts';
import { PrivateProgramNotice } from './private-program-notice.tsx';

const PATH = `/api/programs/${PROGRAM_ID}`;

afterEach(() => vi.unstubAllGlobals());

describe('asking for access', () => {
  // Asking while invited accepts the invitation: the program leaves Invitations for My programs.
  it.each([
    [
      'a pending request',
      programAccess({ status: 'pending', source: 'request', abilities: { requestAccess: false, accept: false, reject: true } }),
      'Richiesta di accesso inviata.',
    ],
    [
      'an accepted invitation',
      programAccess({ status: 'accepted', source: 'invitation', abilities: { requestAccess: false, accept: false, reject: true } }),
      'Invito accettato.',
    ],
  ])('refreshes every program query after %s', async (_case, answer, message) => {
    const { fetchMock, calls } = mockFetch({
      [`GET ${PATH}/invitation`]: () => ({ body: programAccess() }),
      [`POST ${PATH}/invitations`]: () => ({ body: answer }),
    });
    vi.stubGlobal('fetch', fetchMock);
    const queryClient = createTestQueryClient();
    const cached = [
      [...joinedProgramsQueryKey, { page: 1 }],
      [...receivedInvitationsQueryKey, { page: 1 }],
    ];
    cached.forEach((key) => queryClient.setQueryData(key, { count: 0, results: [] }));
    renderWithProviders(<PrivateProgramNotice programId={PROGRAM_ID} />, { user: buildUser(), queryClient });

    await userEvent.click(await screen.findByRole('button', { name: 'Richiedi accesso' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    await waitFor(() => cached.forEach((key) => expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true)));
    // The answer is the new access, kept as it is rather than asked again.
    expect(queryClient.getQueryData(programAccessQueryKey(PROGRAM_ID))).toEqual(answer);
    expect(calls.filter((call) => call.url.endsWith('/invitation'))).toHaveLength(1);
  });
});
