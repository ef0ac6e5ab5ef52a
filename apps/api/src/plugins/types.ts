import type { CompanyRole, Language, UserType } from '@bb/domain';

/** Who is calling: loaded once per request from the session, passed to services as one object. */
export interface Actor {
  userId: string;
  userType: UserType;
  sessionId: string;
  companyRoles: { companyId: string; role: CompanyRole }[];
  /** Staff and super admins without two-factor: only the enrolment calls are open to them. */
  otpEnrollmentRequired: boolean;
}

/** `public`: anyone; `any`: any signed-in user; otherwise the user types allowed (routes.tsv). */
export type RouteAuth = 'public' | 'any' | readonly UserType[];

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: RouteAuth;
    /** Reachable by a staff or super admin who still has to enrol two-factor. */
    duringOtpEnrollment?: boolean;
    /** Exempt from the CSRF header check (signed upload URLs, provider webhooks). */
    csrf?: false;
  }
  interface FastifyRequest {
    actor: Actor | null;
    language: Language;
  }
}
