import type { ReceivedInvitation } from '@bb/domain';
import { Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../components/confirm-dialog.tsx';
import { openErrorModal } from '../../../../components/error-modal.tsx';
import { notifySuccess } from '../../../../lib/notify.ts';
import { useAcceptInvitation, useReceivedInvitations, useRejectInvitation } from '../../api/invitations.ts';
import { InvitationCard } from './invitation-card.tsx';
import { ListStates } from '../../../../components/paged-table.tsx';
import { ListFooter } from './list-parts.tsx';

export const INVITATIONS_PAGE_SIZE = 10;

const programName = (invitation: ReceivedInvitation, untitled: string) => invitation.program.name ?? untitled;

/** Asks before rejecting: a private program closes to the hacker until they accept again. */
function RejectInvitationDialog({ invitation, onClose }: { invitation: ReceivedInvitation | null; onClose: () => void }) {
  const { t } = useTranslation();
  const reject = useRejectInvitation();
  const program = invitation ? programName(invitation, t('programs.untitled')) : '';
  const confirm = () => {
    if (!invitation) return;
    reject.mutate(invitation.program.id, {
      onSuccess: () => {
        notifySuccess(t('hackerPrograms.invitations.rejected', { program }));
        onClose();
      },
      onError: openErrorModal,
    });
  };
  return (
    <ConfirmDialog
      opened={invitation !== null}
      onClose={onClose}
      title={t('hackerPrograms.invitations.rejectDialog.title')}
      text={t('hackerPrograms.invitations.rejectDialog.text', { program, company: invitation?.company.name ?? '' })}
      confirmLabel={t('hackerPrograms.invitations.rejectDialog.submit')}
      onConfirm={confirm}
      loading={reject.isPending}
      color="red.9"
    />
  );
}

/** The Invitations tab: the hacker's invitations, newest first, answered with Accetta / Rifiuta. */
export function InvitationsTab() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [rejecting, setRejecting] = useState<ReceivedInvitation | null>(null);
  const invitations = useReceivedInvitations({ page, size: INVITATIONS_PAGE_SIZE });
  const accept = useAcceptInvitation();
  const results = invitations.data?.results;

  const acceptInvitation = (invitation: ReceivedInvitation) => {
    const program = programName(invitation, t('programs.untitled'));
    accept.mutate(invitation.program.id, {
      onSuccess: () => notifySuccess(t('hackerPrograms.invitations.accepted', { program })),
      onError: openErrorModal,
    });
  };

  return (
    <Stack gap="md">
      <ListStates
        isPending={invitations.isPending}
        isError={invitations.isError}
        isEmpty={results?.length === 0}
        loadingLabel={t('hackerPrograms.invitations.loading')}
        errorText={t('hackerPrograms.invitations.loadError')}
        emptyTitle={t('hackerPrograms.invitations.empty')}
        emptyHint={t('hackerPrograms.invitations.emptyHint')}
      />
      {results && results.length > 0 ? (
        <Stack gap="md" aria-busy={invitations.isFetching}>
          {results.map((invitation) => (
            <InvitationCard
              key={invitation.program.id}
              invitation={invitation}
              onAccept={acceptInvitation}
              onReject={setRejecting}
              busyProgramId={accept.isPending ? accept.variables : null}
            />
          ))}
        </Stack>
      ) : null}
      <ListFooter
        count={invitations.data?.count}
        size={INVITATIONS_PAGE_SIZE}
        page={page}
        onPage={setPage}
        total={(count) => t('hackerPrograms.invitations.total', { count })}
        label={t('hackerPrograms.invitations.pagination')}
      />
      <RejectInvitationDialog invitation={rejecting} onClose={() => setRejecting(null)} />
    </Stack>
  );
}
