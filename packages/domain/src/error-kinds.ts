/**
 * What the web app needs of the error codes on every page, in a module without the table of messages (./errors.ts),
 * which its first page does not load: the code to show for a status without one, and which codes are warnings.
 */
import type { ErrorCode } from './errors.ts';

/**
 * The codes the web app's modal shows as a warning (a temporary or expected state) rather than an error. A list of its
 * own, beside the table rather than in it: the web app's first page tells them apart without loading the table (./errors.ts).
 */
export const WARNING_CODES: ReadonlySet<string> = new Set([
  'FEATURE_DISABLED',
  'REGISTRATION_DISABLED',
  'LOGIN_DISABLED',
  'UNAUTHENTICATED',
  'OTP_ENROLLMENT_REQUIRED',
  'NOT_FOUND',
  'FILE_TOO_LARGE',
  'VERIFICATION_PROVIDER_ERROR',
] satisfies ErrorCode[]);

/** Fallback codes the web app uses when a response carries none (by HTTP status). */
export const STATUS_FALLBACK_CODES: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'FILE_TOO_LARGE',
  422: 'VALIDATION_ERROR',
  429: 'TOO_MANY_REQUESTS',
  500: 'INTERNAL_ERROR',
  502: 'INTERNAL_ERROR',
};
