import type { CompanyRole, GovernedFeature, Language, Permission, PermissionSet, TokenScopes, UserType, WriteLimitName } from '@bb/domain';

/** Who is calling: loaded once per request from the session, passed to services as one object. */
export interface Actor {
  userId: string;
  userType: UserType;
  /** The session of a browser's call; null for a call made with an API token. */
  sessionId: string | null;
  /** The API token a call is made with (its permissions are the user's narrowed to its scopes); null for a session. */
  token: { id: string; scopes: TokenScopes } | null;
  companyRoles: { companyId: string; role: CompanyRole }[];
  /** A company user's company (their first membership, spec part 1 section 6) and role there; null otherwise. */
  company: { id: string; role: CompanyRole } | null;
  /** What the user type and company role allow (packages/domain permissions.ts). */
  permissions: PermissionSet;
  /** Staff and super admins without two-factor: only the enrolment calls are open to them. */
  otpEnrollmentRequired: boolean;
}

/** `public`: anyone; `any`: any signed-in user; otherwise the user types allowed (routes.tsv). */
export type RouteAuth = 'public' | 'any' | readonly UserType[];

/** The permission a route needs; with several, any one of them lets the caller through. */
export type RoutePermission = Permission | readonly Permission[];

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: RouteAuth;
    /** Required on every non-public route: checked against the actor's permissions after the user type. */
    permission?: RoutePermission;
    /** Reachable by a staff or super admin who still has to enrol two-factor. */
    duringOtpEnrollment?: boolean;
    /** Exempt from the CSRF header check (signed upload URLs, provider webhooks). */
    csrf?: false;
    /** The per-user limit this write counts against (a write that notifies people); modules/limits checks it. */
    writeLimit?: WriteLimitName;
    /** The feature this route starts, refused with FEATURE_DISABLED while the switch is on (modules/settings). */
    feature?: GovernedFeature;
  }
  interface FastifyRequest {
    actor: Actor | null;
    language: Language;
  }
}
