// No zod here: the web app's first page reads these (the support address, the switched-off features) without loading
// the settings' schemas.

/**
 * What FEATURE_DISABLED switches off while it is on (DECISIONS "Super admin tools"): each refuses with FEATURE_DISABLED
 * (400) for everyone, super admins included, and changes nothing. Reading, handling what already exists, paying rewards
 * and the super admin's own tools keep working, so the platform can be put in order while new work waits.
 */
export const GOVERNED_FEATURES = ['reportSubmission', 'programCreation', 'deposits'] as const;
export type GovernedFeature = (typeof GOVERNED_FEATURES)[number];

/** The support address shown wherever the product refers to support, until a super admin sets another. */
export const DEFAULT_SUPPORT_EMAIL = 'supporto@bugbounty.example';

/** The four severities a report is rewarded by, lowest first. */
export const SEVERITY_KEYS = ['low', 'medium', 'high', 'critical'] as const;
export type SeverityKey = (typeof SEVERITY_KEYS)[number];
