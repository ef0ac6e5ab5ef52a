/**
 * Personal access tokens (issue 23): a user's credential for scripts and integrations, sent as
 * `Authorization: Bearer bbt_…`. A token carries scopes, read or read-write per area; a call made with
 * it holds the user's permissions and the scopes' together (`tokenPermissions`), so a token never
 * does more than its user could, and never reaches what no area names (the account itself, the team,
 * the platform's settings, other tokens).
 */
import { z } from 'zod';
import { otpCodeSchema, requiredText } from '../accounts/schemas.ts';
import { listResponseSchema } from '../lists/list-schemas.ts';
import type { Permission, PermissionSet } from '../permissions.ts';

export const TOKEN_AREAS = ['programs', 'reports', 'payments', 'wallet'] as const;
export type TokenArea = (typeof TOKEN_AREAS)[number];
export const TOKEN_ACCESS_LEVELS = ['read', 'write'] as const;
export type TokenAccess = (typeof TOKEN_ACCESS_LEVELS)[number];
export type TokenScopes = Partial<Record<TokenArea, TokenAccess>>;

export const API_TOKEN_RULES = {
  /** What every token starts with, so that secret scanners (and people) recognise one. */
  prefix: 'bbt_',
  /** Characters of the token shown in lists, after the prefix, to tell tokens apart. */
  shownCharacters: 8,
  maxPerUser: 20,
  expiryDays: [7, 30, 90, 365] as const,
  defaultExpiryDays: 90,
  nameMax: 60,
  /** Calls per token per minute, on every instance together. */
  callsPerMinute: 600,
} as const;

/**
 * The area each permission belongs to, and whether it only reads. Permissions no area names stay out of
 * every token's reach.
 */
const AREA_OF: Partial<Record<Permission, { area: TokenArea; reads: boolean }>> = {
  'program.read': { area: 'programs', reads: true },
  'program.participate': { area: 'programs', reads: false },
  'program.create': { area: 'programs', reads: false },
  'program.fund': { area: 'programs', reads: false },
  'program.manage': { area: 'programs', reads: false },
  'program.delete': { area: 'programs', reads: false },
  'program.review': { area: 'programs', reads: false },
  'report.read': { area: 'reports', reads: true },
  'report.readReview': { area: 'reports', reads: true },
  'report.submit': { area: 'reports', reads: false },
  'report.handle': { area: 'reports', reads: false },
  'report.comment': { area: 'reports', reads: false },
  'report.approve': { area: 'reports', reads: false },
  'report.share': { area: 'reports', reads: false },
  'report.reward': { area: 'reports', reads: false },
  'report.retest': { area: 'reports', reads: false },
  // Attachments of reports and comments are uploads: writing reports needs them.
  'upload.use': { area: 'reports', reads: false },
  'payments.read': { area: 'payments', reads: true },
  'payment.confirm': { area: 'payments', reads: false },
  'payment.document': { area: 'payments', reads: false },
  'payments.manage': { area: 'payments', reads: false },
  'wallet.read': { area: 'wallet', reads: true },
  'wallet.adjust': { area: 'wallet', reads: false },
  'deposits.manage': { area: 'wallet', reads: false },
};

/** The area a permission belongs to, if a token can ever hold it. */
export const tokenAreaOf = (permission: Permission): TokenArea | null => AREA_OF[permission]?.area ?? null;

/** Whether scopes let a token hold a permission: its area with write access, or read access for a reading permission. */
export function scopesCover(scopes: TokenScopes, permission: Permission): boolean {
  const place = AREA_OF[permission];
  if (!place) return false;
  const access = scopes[place.area];
  return access === 'write' || (access === 'read' && place.reads);
}

/** A token's permissions: its user's, narrowed to what its scopes cover. */
export function tokenPermissions(userPermissions: PermissionSet, scopes: TokenScopes): PermissionSet {
  return new Set([...userPermissions].filter((permission) => scopesCover(scopes, permission)));
}

/** Whether a state-changing call may go through with these scopes: one of the route's permissions in an area the token writes. */
export function scopesWrite(scopes: TokenScopes, permissions: readonly Permission[]): boolean {
  return permissions.some((permission) => {
    const area = tokenAreaOf(permission);
    return area !== null && scopes[area] === 'write';
  });
}

const tokenAccessSchema = z.enum(TOKEN_ACCESS_LEVELS, { error: 'validation.invalid' }).optional();
/** Each area absent (no access), `read` or `write`. */
const scopesShape = z
  .object({ programs: tokenAccessSchema, reports: tokenAccessSchema, payments: tokenAccessSchema, wallet: tokenAccessSchema })
  .strict() satisfies z.ZodType<TokenScopes>;

/**
 * The scopes that let a token call a route with these permissions (any one of them), as `area:read` or `area:write`:
 * a reading permission on a safe method needs the area's read scope (write covers it too), anything else its write
 * scope. Empty when no token may call the route. The API reference lists them on each operation.
 */
export function tokenScopesFor(permissions: readonly Permission[], method: string): string[] {
  const reading = method === 'GET' || method === 'HEAD';
  const scopes = permissions.flatMap((permission) => {
    const place = AREA_OF[permission];
    return place ? [`${place.area}:${reading && place.reads ? 'read' : 'write'}`] : [];
  });
  return [...new Set(scopes)];
}

export const tokenScopesSchema = scopesShape.refine((scopes) => Object.values(scopes).some(Boolean), { error: 'validation.token.scopes' });

export const apiTokenExpirySchema = z
  .number({ error: 'validation.required' })
  .int()
  .refine((days) => (API_TOKEN_RULES.expiryDays as readonly number[]).includes(days), { error: 'validation.invalid' });

/** `POST /api/integrations/tokens`: staff and super admins confirm with a current two-factor code. */
export const createApiTokenSchema = z.object({
  name: requiredText(API_TOKEN_RULES.nameMax),
  scopes: tokenScopesSchema,
  expiresInDays: apiTokenExpirySchema,
  otp: otpCodeSchema.optional(),
});
export type CreateApiTokenInput = z.infer<typeof createApiTokenSchema>;

export const API_TOKEN_STATES = ['active', 'expired', 'revoked'] as const;
export type ApiTokenState = (typeof API_TOKEN_STATES)[number];

export const apiTokenSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** `bbt_` and the token's first characters: enough to recognise it, useless to call with. */
  hint: z.string(),
  scopes: scopesShape,
  state: z.enum(API_TOKEN_STATES),
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime().nullable(),
  revokedAt: z.iso.datetime().nullable(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

/** Every token of the user, newest first: a user holds a few dozen at most, so one page. */
export const apiTokenListSchema = listResponseSchema(apiTokenSchema);

/** The answer to a creation: the only time the token itself is shown. */
export const createdApiTokenSchema = z.object({ token: z.string(), item: apiTokenSchema });
