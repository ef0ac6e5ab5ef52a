/**
 * What a program shows beyond its page (DECISIONS "Programs", second stage): the public page, the
 * company's figures, its services, the hacktivity and a hacker's own figures, counted from reports.
 */
import { z } from 'zod';
import { pictureRefSchema } from '../accounts/schemas.ts';
import { SEVERITY_KEYS } from '../admin/platform-constants.ts';
import { LANGUAGES } from '../i18n.ts';
import { PROGRAM_STATUSES, TARGET_TYPES } from './rules.ts';

/** GET /api/programs/{id}/public: a public open program, for visitors (no abilities, no money figures). */
export const programPublicSchema = z.object({
  id: z.uuid(),
  name: z.string().nullable(),
  status: z.enum(PROGRAM_STATUSES),
  company: z.object({ id: z.uuid(), name: z.string(), picture: pictureRefSchema }),
  tags: z.array(z.enum(TARGET_TYPES)),
  isManaged: z.boolean(),
  language: z.enum(LANGUAGES),
  contentHtml: z.string(),
  outOfScopeHtml: z.string(),
  nonQualifyingHtml: z.string(),
  scope: z.array(
    z.object({
      id: z.uuid(),
      name: z.string().nullable(),
      type: z.enum(TARGET_TYPES).nullable(),
      lowPrize: z.number().nullable(),
      mediumPrize: z.number().nullable(),
      highPrize: z.number().nullable(),
      criticalPrize: z.number().nullable(),
    }),
  ),
  /** The highest critical prize. */
  reward: z.number().nullable(),
  policy: z.object({ id: z.uuid(), fileName: z.string() }).nullable(),
  createdAt: z.iso.datetime(),
});
export type ProgramPublic = z.infer<typeof programPublicSchema>;

/** GET /api/programs/{id}/stats: budget (euro), reports, hackers and testing accounts. */
export const programStatsSchema = z.object({
  budget: z.object({ allocated: z.number(), used: z.number(), remaining: z.number(), leftPercentage: z.number().int() }),
  reports: z.object({ total: z.number().int(), pending: z.number().int(), rewarded: z.number().int(), closed: z.number().int() }),
  /** Rewarded or fixed over closed reports, in percent; null before any report is closed. */
  effectiveness: z.number().nullable(),
  /** Hackers with accepted access (invitation or approved request), and those still waiting. */
  hackers: z.object({ admitted: z.number().int(), pendingInvitations: z.number().int(), pendingRequests: z.number().int() }),
  testingAccounts: z.object({ total: z.number().int(), assigned: z.number().int() }),
  /**
   * Fix verification's retests (null without the service): waiting, verified, failed, those past their 5-business-day
   * target (waiting or decided late), and the fees paid to hacker retesters (euro).
   */
  retests: z
    .object({
      pending: z.number().int(),
      verified: z.number().int(),
      failed: z.number().int(),
      late: z.number().int(),
      feesPaid: z.number(),
    })
    .nullable(),
});
export type ProgramStats = z.infer<typeof programStatsSchema>;

/** GET /api/programs/{id}/services: the paid services and the coupon they were charged with. */
export const programServicesSchema = z.object({
  isManaged: z.boolean(),
  verificationService: z.boolean(),
  coupon: z.object({ managementDiscount: z.number().nullable(), verificationDiscount: z.number().nullable() }),
});
export type ProgramServices = z.infer<typeof programServicesSchema>;

/**
 * A hacktivity row (spec part 2): an accepted report, shown without its content. On a hacker's public profile a report
 * of a private program keeps its company secret: no name, no picture (`companyName` null).
 */
export const hacktivityRowSchema = z.object({
  companyName: z.string().nullable(),
  companyPicture: pictureRefSchema,
  severity: z.enum(SEVERITY_KEYS),
  approvedAt: z.iso.datetime(),
});
export type HacktivityRow = z.infer<typeof hacktivityRowSchema>;

/** GET /api/programs/{id}/hacker-stats: the calling hacker on this program. */
export const programHackerStatsSchema = z.object({
  points: z.number().int(),
  /** In the program's hall of fame; null without points. */
  position: z.number().int().nullable(),
  reportsSent: z.number().int(),
  reportsAccepted: z.number().int(),
});
export type ProgramHackerStats = z.infer<typeof programHackerStatsSchema>;
