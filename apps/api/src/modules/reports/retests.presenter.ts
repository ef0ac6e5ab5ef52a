/** A report's latest retest as its page shows it: an explicit list of fields, with the caller's abilities on it. */
import { clock } from '../../lib/clock.ts';
import { isoTime, isoTimeOrNull } from '../../lib/iso-time.ts';
import { fromCents, RETEST_WORKFLOW, responseState, retestRelations, type Retest, type ReportStatus } from '@bb/domain';
import type { Actor } from '../../plugins/types.ts';
import type { UploadedFile } from '../uploads/uploads.api.ts';
import type { ReportRecord } from './reports.repository.ts';
import type { LatestRetest } from './retests.repository.ts';

/** The retest's 5-business-day target: met or breached once decided, due or breached while it waits. */
function targetOf(retest: LatestRetest['retest'], now: Date): Retest['target'] {
  // responseState reads a report status only to leave rejected reports out; a retest is never rejected.
  const state = responseState(retest.dueAt, retest.decidedAt, 'fixed' satisfies ReportStatus, now);
  return { dueAt: isoTime(retest.dueAt), doneAt: isoTimeOrNull(retest.decidedAt), state };
}

export function presentRetest(
  latest: LatestRetest,
  context: { actor: Actor; report: Pick<ReportRecord, 'hackerId'>; files: Map<string, UploadedFile> },
  now = clock.now(),
): Retest {
  const { retest, round, decidedBy } = latest;
  const { actor, report, files } = context;
  const relations = retestRelations({
    isStaff: actor.userType === 'staff',
    retester: retest.retester,
    isReporter: actor.userId === report.hackerId,
  });
  return {
    id: retest.id,
    status: retest.status,
    retester: retest.retester,
    fee: retest.feeCents === null ? null : fromCents(retest.feeCents),
    target: targetOf(retest, now),
    decidedBy: decidedBy ? { id: decidedBy.id, username: decidedBy.username, picture: decidedBy.pictureId ? { id: decidedBy.pictureId } : null } : null,
    note: retest.note,
    evidence: retest.evidence.flatMap((id) => {
      const file = files.get(id);
      return file ? [{ id: file.id, fileName: file.fileName, contentType: file.contentType }] : [];
    }),
    round,
    createdAt: isoTime(retest.createdAt),
    abilities: RETEST_WORKFLOW.abilities({ permissions: actor.permissions, relations }, retest.status),
  };
}
