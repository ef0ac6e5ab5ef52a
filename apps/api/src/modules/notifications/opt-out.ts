/**
 * The signed links that stop one kind of notification email without signing in (issue 21). A token names a user and
 * a setting (the email's kind) until it expires: `payload.signature`, both base64url, where the payload is
 * `v1.<user id>.<kind>.<expiry, unix seconds>` and the signature its HMAC-SHA256 under a key derived from the server
 * secret for this purpose alone, so no other signed value of the platform (CSRF tokens, URLs) can pass for one.
 */
import { NOTIFICATION_SETTINGS, OPT_OUT_LINK_DAYS, OPT_OUT_PATH, type NotificationSetting } from '@bb/domain';
import { deriveKey, hmac, safeEqual } from '../../lib/crypto.ts';
import type { OptOutLinksOf, TemplateName } from '../email/index.ts';

export interface OptOutClaim {
  userId: string;
  kind: NotificationSetting;
}

const VERSION = 'v1';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const KINDS: ReadonlySet<string> = new Set(NOTIFICATION_SETTINGS);

/** The key of these links alone, derived from the server secret. */
export const optOutKey = (secret: string): Buffer => deriveKey(secret, 'opt-out');

/** A token for `claim`, valid OPT_OUT_LINK_DAYS days from `now`. */
export function signOptOut(key: Buffer, claim: OptOutClaim, now: Date): string {
  const expires = Math.floor(now.getTime() / 1000) + OPT_OUT_LINK_DAYS * 86_400;
  const payload = Buffer.from([VERSION, claim.userId, claim.kind, expires].join('.')).toString('base64url');
  return `${payload}.${hmac(key, payload)}`;
}

/** The claim of a genuine token that has not expired at `now`; null for anything else (compared in constant time). */
export function verifyOptOut(key: Buffer, token: string, now: Date): OptOutClaim | null {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined || !safeEqual(signature, hmac(key, payload))) return null;
  const [version, userId, kind, expires, rest] = Buffer.from(payload, 'base64url').toString('utf8').split('.');
  if (version !== VERSION || rest !== undefined || !userId || !UUID.test(userId) || !kind || !KINDS.has(kind)) return null;
  if (!expires || !/^\d+$/.test(expires) || Number(expires) * 1000 <= now.getTime()) return null;
  return { userId, kind: kind as NotificationSetting };
}

/**
 * The setting that stops each email, null for those no setting stops: account mail, the report's receipt, a company's
 * fiscal data change, the overdue payments reminder, the landing's contact requests. A program review's other answers go by `programApproved`, as the
 * program module's announcement says (program-notifications.ts).
 */
export const OPT_OUT_KIND: Record<TemplateName, NotificationSetting | null> = {
  activation: null,
  passwordReset: null,
  passwordChanged: null,
  emailChanged: null,
  accountDeactivated: null,
  invitation: null,
  otpRecoveryCodeUsed: null,
  reportReceipt: null,
  companyDataChange: null,
  paymentsOverdue: null,
  contactRequestReceived: null,
  contactRequestConfirmation: null,
  // A webhook disabled after repeated failures: the administrators must hear of it.
  webhookDisabled: null,
  reportReceived: 'reportReceived',
  reportUpdate: 'reportUpdate',
  reportFinalized: 'reportFinalized',
  programApproved: 'programApproved',
  programReviewed: 'programApproved',
  programCreated: 'programCreated',
  invitationReceived: 'invitationReceived',
  invitationUpdate: 'invitationUpdate',
};

/** Where a token leads: the web page that shows and stops the setting, and the RFC 8058 one-click endpoint. */
export function optOutLinks(publicUrl: string, token: string): { page: string; oneClick: string } {
  const query = `token=${encodeURIComponent(token)}`;
  return { page: `${publicUrl}${OPT_OUT_PATH}?${query}`, oneClick: `${publicUrl}/api/opt/one-click?${query}` };
}

/** The opt-out links of this server's emails (wired into the email module): null for an email no setting stops. */
export function optOutLinker(deps: { publicUrl: string; secret: string; now: () => Date }): OptOutLinksOf {
  const key = optOutKey(deps.secret);
  return (userId, template) => {
    const kind = Object.hasOwn(OPT_OUT_KIND, template) ? OPT_OUT_KIND[template as TemplateName] : null;
    if (!userId || !kind) return null;
    return optOutLinks(deps.publicUrl, signOptOut(key, { userId, kind }, deps.now()));
  };
}
