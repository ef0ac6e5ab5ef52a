import { isLanguage, requiresTwoFactor, type PublicUserProfile, type User } from '@bb/domain';
import { isoTime } from '../../lib/iso-time.ts';
import type { UserRow, UserWithRoles } from './accounts.repository.ts';

/** What any signed-in user may see of another. */
export function presentPublicProfile(user: UserRow): PublicUserProfile {
  return {
    id: user.id,
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    userType: user.userType,
    picture: user.pictureId ? { id: user.pictureId } : null,
    isBlocked: user.isBlocked,
  };
}

/** The session user as the API shows it to its owner: an explicit list of fields, never hashes or secrets. */
export function presentUser(user: UserWithRoles): User {
  const otpEnabled = user.otpEnabledAt !== null;
  return {
    ...presentPublicProfile(user),
    email: user.email,
    language: isLanguage(user.language) ? user.language : 'it',
    referralCode: user.referralCode,
    referralSubmitted: user.referralSubmittedAt !== null,
    otpEnabled,
    otpEnrollmentRequired: requiresTwoFactor(user.userType) && !otpEnabled,
    permissions: { companyRoles: user.companyRoles },
    createdAt: isoTime(user.createdAt),
  };
}
