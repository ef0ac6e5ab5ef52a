/**
 * Stopping one kind of notification email from the email itself, without signing in: every email a setting can stop
 * carries a signed link that names the recipient and the setting (its kind) and expires after OPT_OUT_LINK_DAYS.
 */
import { z } from 'zod';
import { NOTIFICATION_SETTINGS } from '../accounts/rules.ts';

export const OPT_OUT_LINK_DAYS = 30;

/** The web page the emails link to (`/opt?token=`): it reads the setting, then stops it on the user's click. */
export const OPT_OUT_PATH = '/opt';

const token = z.string().min(1).max(512);

export const optOutQuerySchema = z.object({ token });
export const optOutBodySchema = z.object({ token });

/** The setting a link names, whether its emails still go, and to which address (masked: the link may be forwarded). */
export const optOutStatusSchema = z.object({
  kind: z.enum(NOTIFICATION_SETTINGS),
  enabled: z.boolean(),
  emailMasked: z.string(),
});
export type OptOutStatus = z.infer<typeof optOutStatusSchema>;

/** `mario.rossi@example.com` -> `m***i@example.com`: enough to recognise one's address, not to read it. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  const local = email.slice(0, at);
  const shown = local.length <= 2 ? `${local[0]}***` : `${local[0]}***${local[local.length - 1]}`;
  return `${shown}${email.slice(at)}`;
}
