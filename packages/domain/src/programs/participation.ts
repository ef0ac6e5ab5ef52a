/**
 * How hackers take part in programs (DECISIONS "Programs", second stage): testing accounts,
 * invitations and access requests, hall of fame. Request validators and response shapes.
 */
import { z } from 'zod';
import { pictureRefSchema } from '../accounts/schemas.ts';
import { pagingShape } from '../lists/list-schemas.ts';
import { PROGRAM_STATUSES, TARGET_TYPES } from './rules.ts';

export const TESTING_ACCOUNT_LIMITS = { descriptionMax: 5_000, perRequest: 100 } as const;

/** What a hacker sees of a program's testing accounts (spec: available, already assigned, not available). */
export const TESTING_ACCOUNT_HACKER_STATUSES = ['available', 'already_assigned', 'not_available'] as const;
export type TestingAccountHackerStatus = (typeof TESTING_ACCOUNT_HACKER_STATUSES)[number];

/** The hacker's score reaches the program's minimum (its own, else the platform's). */
export const meetsMinScore = (points: number, programMinScore: number | null, platformMinScore: number): boolean =>
  points >= (programMinScore ?? platformMinScore);

// ---------------------------------------------------------------- testing accounts

const description = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required', abort: true })
  .max(TESTING_ACCOUNT_LIMITS.descriptionMax, { error: 'validation.testingAccount.descriptionMax' });

/** POST /api/programs/{id}/testing-accounts: at least one card, each with credentials. */
export const addTestingAccountsSchema = z
  .array(z.object({ description }, { error: 'validation.required' }), { error: 'validation.testingAccount.atLeastOne' })
  .min(1, { error: 'validation.testingAccount.atLeastOne' })
  .max(TESTING_ACCOUNT_LIMITS.perRequest, { error: 'validation.testingAccount.tooMany' });
export type AddTestingAccountsInput = z.input<typeof addTestingAccountsSchema>;

const userRefSchema = z.object({ id: z.uuid(), username: z.string() });

/** A testing account as the program's company, staff and super admins see it (credentials included). */
export const testingAccountSchema = z.object({
  id: z.uuid(),
  description: z.string(),
  status: z.enum(['assigned', 'not_assigned']),
  assignee: userRefSchema.nullable(),
  assignedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type TestingAccount = z.infer<typeof testingAccountSchema>;
export const testingAccountListSchema = z.array(testingAccountSchema);

/**
 * GET .../testing-accounts/status and POST .../testing-accounts/request: the hacker's state;
 * `account` (with its credentials) only once assigned to them.
 */
export const testingAccountStatusSchema = z.object({
  status: z.enum(TESTING_ACCOUNT_HACKER_STATUSES),
  account: z.object({ id: z.uuid(), description: z.string(), assignedAt: z.iso.datetime() }).nullable(),
  /** The score a request needs, and the hacker's. */
  minScore: z.number().int(),
  score: z.number().int(),
  /** How many testing accounts the company added: with not_available, 0 means none yet, more means all are taken. */
  offered: z.number().int(),
});
export type TestingAccountStatus = z.infer<typeof testingAccountStatusSchema>;

// ---------------------------------------------------------------- invitations and access

export const ADMISSION_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export type AdmissionStatus = (typeof ADMISSION_STATUSES)[number];
/** invitation: sent by the company or staff; request: asked by the hacker. */
export const ADMISSION_SOURCES = ['invitation', 'request'] as const;
export type AdmissionSource = (typeof ADMISSION_SOURCES)[number];

/** A username as the invite search sends it: trimmed, leading @ stripped, lowercased. */
export const normalizeUsernameSearch = (value: string): string => value.trim().replace(/^@+/, '').toLowerCase();

const usernameRef = z
  .string({ error: 'validation.required' })
  .max(150, { error: 'validation.invalid' })
  .transform(normalizeUsernameSearch)
  .pipe(z.string().min(1, { error: 'validation.required' }));

/**
 * POST /api/programs/{id}/invitations: the company, staff or a super admin invite a hacker by id
 * (`user`) or by `username`; a hacker sends no body (or `{}`) to request access.
 */
export const programInvitationSchema = z
  .object({ user: z.uuid({ error: 'validation.program.hackerNotFound' }).optional(), username: usernameRef.optional() })
  .nullish()
  .transform((value) => value ?? {});
export type ProgramInvitationInput = z.input<typeof programInvitationSchema>;

/**
 * GET /api/programs/{id}/invitable-users: `?username=` searches by prefix (an empty search answers
 * nothing); `?requested=true` lists the hackers waiting on an access request instead, oldest first.
 */
export const invitableUsersQuerySchema = z.object({
  username: z.string().max(150).default('').transform(normalizeUsernameSearch),
  requested: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});

export const invitableUserSchema = z.object({
  id: z.uuid(),
  username: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  picture: pictureRefSchema,
  /** When the hacker asked for access, if the request is waiting: inviting them approves it. */
  accessRequestedAt: z.iso.datetime().nullable(),
});
export type InvitableUser = z.infer<typeof invitableUserSchema>;
export const invitableUserListSchema = z.array(invitableUserSchema);

const admissionAbilitiesSchema = z.object({ requestAccess: z.boolean(), accept: z.boolean(), reject: z.boolean() });

/** GET /api/programs/{id}/invitation, and the answer of the hacker's calls: their access to the program. */
export const programAccessSchema = z.object({
  programId: z.uuid(),
  /** none: no invitation and no request yet. */
  status: z.enum([...ADMISSION_STATUSES, 'none']),
  source: z.enum(ADMISSION_SOURCES).nullable(),
  createdAt: z.iso.datetime().nullable(),
  decidedAt: z.iso.datetime().nullable(),
  abilities: admissionAbilitiesSchema,
});
export type ProgramAccess = z.infer<typeof programAccessSchema>;

/** The answer to a company's or staff's invitation. */
/** What an invitation did: a new (or renewed) invitation, an approved request, or nothing because it already stood. */
export const INVITATION_OUTCOMES = ['invited', 'requestApproved', 'alreadyInvited', 'alreadyAdmitted'] as const;
export type InvitationOutcome = (typeof INVITATION_OUTCOMES)[number];

export const programInvitationResultSchema = z.object({
  programId: z.uuid(),
  outcome: z.enum(INVITATION_OUTCOMES),
  hacker: invitableUserSchema,
  status: z.enum(ADMISSION_STATUSES),
  source: z.enum(ADMISSION_SOURCES),
  createdAt: z.iso.datetime(),
  decidedAt: z.iso.datetime().nullable(),
});
export type ProgramInvitationResult = z.infer<typeof programInvitationResultSchema>;

/** GET /api/programs/received-invitations: one row (spec: company, program, managed-by, targets, date, status). */
export const receivedInvitationSchema = z.object({
  program: z.object({ id: z.uuid(), name: z.string().nullable(), status: z.enum(PROGRAM_STATUSES), isPublic: z.boolean() }),
  company: z.object({ id: z.uuid(), name: z.string(), picture: pictureRefSchema }),
  /** platform: triaged by the platform's staff (managed); company: by the company itself. */
  managedBy: z.enum(['platform', 'company']),
  targets: z.array(z.object({ id: z.uuid(), name: z.string().nullable(), type: z.enum(TARGET_TYPES).nullable() })),
  invitedAt: z.iso.datetime(),
  status: z.enum(ADMISSION_STATUSES),
  decidedAt: z.iso.datetime().nullable(),
});
export type ReceivedInvitation = z.infer<typeof receivedInvitationSchema>;

// ---------------------------------------------------------------- hall of fame

/** Paging only (page from 1, size up to 100). */
export const pageQuerySchema = z.object(pagingShape());
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** A hall of fame row: name is the hacker's username, score their points. */
/** A hall of fame row (spec: position, name, score), with the hacker's id for the link to their profile. */
export const hallOfFameRowSchema = z.object({ position: z.number().int(), hackerId: z.uuid(), name: z.string(), score: z.number().int() });
export type HallOfFameRow = z.infer<typeof hallOfFameRowSchema>;
