/** The hacker's identity verification (KYC) screen. */
export const VERIFICATION_PATH = '/verification';
