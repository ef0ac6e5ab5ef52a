/** The super admin's user management (spec part 2 sections 2 and 7): triagers, hackers, counts, block/unblock. */
import { z } from 'zod';
import { KYC_STATUSES } from '../accounts/rules.ts';
import { emailSchema, pictureRefSchema, requiredText, usernameSchema, userTypeSchema } from '../accounts/schemas.ts';

/** POST /api/users/staff: invite a triager, who sets a password from the emailed link. */
export const inviteStaffSchema = z.object({
  email: emailSchema,
  firstName: requiredText(100),
  lastName: requiredText(100),
  username: usernameSchema,
});
export type InviteStaffInput = z.infer<typeof inviteStaffSchema>;

/** A user as the super admin's lists show it; never hashes, secrets or tokens. */
export const managedUserSchema = z.object({
  id: z.uuid(),
  username: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  userType: userTypeSchema,
  isBlocked: z.boolean(),
  createdAt: z.iso.datetime(),
  picture: pictureRefSchema,
});
export type ManagedUser = z.infer<typeof managedUserSchema>;

/** A triager; `removedAt` when a super admin removed them (no access; their handled reports stay attributed). */
export const staffRowSchema = managedUserSchema.extend({ removedAt: z.iso.datetime().nullable() });
export type StaffRow = z.infer<typeof staffRowSchema>;

export const hackerRowSchema = managedUserSchema.extend({ kycStatus: z.enum(KYC_STATUSES) });
export type HackerRow = z.infer<typeof hackerRowSchema>;

/** GET /api/users/count */
export const userCountsSchema = z.object({
  hackers: z.number().int(),
  companies: z.number().int(),
  staff: z.number().int(),
  superadmins: z.number().int(),
});
export type UserCounts = z.infer<typeof userCountsSchema>;

/** Shorter fragments cannot use the trigram indexes: among a million hackers they would scan every row. */
export const HACKER_SEARCH_MIN_LENGTH = 3;
