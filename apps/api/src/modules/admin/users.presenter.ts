import type { HackerRow, ManagedUser, StaffRow } from '@bb/domain';
import { isoTime, isoTimeOrNull } from '../../lib/iso-time.ts';
import type { ManagedUserRow } from './users.repository.ts';

/** A row of the Triagers tab, and the answer of block/unblock: an explicit list of fields. */
export function presentManagedUser(user: ManagedUserRow): ManagedUser {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    userType: user.userType,
    isBlocked: user.isBlocked,
    createdAt: isoTime(user.createdAt),
    picture: user.pictureId ? { id: user.pictureId } : null,
  };
}

/** A row of the Triagers tab: removed ones say since when. */
export function presentStaff(user: ManagedUserRow): StaffRow {
  return { ...presentManagedUser(user), removedAt: isoTimeOrNull(user.deactivatedAt) };
}

/** A row of the Hackers tab. */
export function presentHacker(user: ManagedUserRow): HackerRow {
  return { ...presentManagedUser(user), kycStatus: user.kycStatus };
}
