/**
 * Query keys that more than one feature reads or invalidates: a change made in one feature (a
 * program paid from the wallet, a tax regime saved) refreshes what another one shows. A feature's
 * own keys stay in its api/ files.
 */
export const sharedQueryKeys = {
  /** GET /api/companies/me/balance: every money move of the company refreshes it. */
  companyBalance: ['companies', 'me', 'balance'],
  /**
   * GET /api/stats/dashboard: the caller's dashboard. A company's holds its checklist, wallet, program and report
   * figures: whatever changes one of them refreshes it.
   */
  dashboard: ['stats', 'dashboard'],
  /** GET /api/profile/completion: the hacker checklist (verification, tax regime, IBAN). */
  hackerCompletion: ['profile', 'completion'],
  /** Deposits (incoming transfers): the company's wallet and the super admin's payments. */
  deposits: ['banking', 'company-transfers'],
  /** Wallet movements. */
  transactions: ['banking', 'transactions'],
  /** One company as the super admin sees it (its balance included). */
  adminCompany: (companyId: string) => ['admin', 'company', companyId] as const,
  /** Everything cached about one hacker's public profile (profile, stats, hacktivity). */
  hackerProfile: (hackerId: string) => ['hacker-profile', hackerId] as const,
  /** The public leaderboard. */
  leaderboard: ['leaderboard'],
  /** Each report's issue in the company's tracker: connecting or disconnecting the tracker changes what they all say. */
  reportTrackers: ['tracker', 'report'],
  reportTracker: (reportId: string) => ['tracker', 'report', reportId] as const,
} as const;
