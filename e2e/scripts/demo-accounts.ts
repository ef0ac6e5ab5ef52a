/** The demo logins the server creates in an empty development or e2e database (apps/api/scripts/demo/demo-accounts.ts). */

/** The demo super admin (two-factor at first sign-in). */
export const DEMO_SUPER_ADMIN = { email: 'admin@demo.bugbounty.local', password: 'Admin-Demo-2026!' };
/** The demo triager (platform staff, two-factor at first sign-in), who handles Demo Srl's managed program. */
export const DEMO_TRIAGER = { email: 'triager@demo.bugbounty.local', password: 'Triager-Demo-2026!' };
/** The demo hacker, with rewarded reports and payments. */
export const DEMO_HACKER = { email: 'hacker@demo.bugbounty.local', password: 'Hacker-Demo-2026!' };
/** The demo company's owner (Demo Srl, verified, funded). */
export const DEMO_COMPANY = { email: 'company@demo.bugbounty.local', password: 'Company-Demo-2026!' };
