import { maskEmail, type OptOutStatus } from '@bb/domain';
import type { Database, Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { notificationSettingsOf, setNotificationSettings } from '../accounts/index.ts';
import { verifyOptOut, type OptOutClaim } from './opt-out.ts';

/**
 * The landing of an email's opt-out link, without signing in: the token alone names the user and the setting. Reading
 * changes nothing; stopping turns the setting off through accounts' one writer of the settings, as the account screen
 * does (which records no event either), and stopping twice answers the same.
 */
export function optOutService(deps: { db: Database; keys: readonly Buffer[]; now: () => Date }) {
  /**
   * The token's claim under the current secret's key or a previous one's (a link keeps working through a rotation
   * until its secret is dropped); OPT_OUT_LINK_INVALID for a forged, altered or expired one.
   */
  function claimOf(token: string): OptOutClaim {
    for (const key of deps.keys) {
      const claim = verifyOptOut(key, token, deps.now());
      if (claim) return claim;
    }
    throw new AppError('OPT_OUT_LINK_INVALID');
  }

  async function statusOf(executor: Executor, claim: OptOutClaim): Promise<OptOutStatus> {
    const user = await notificationSettingsOf(executor, claim.userId);
    // A user gone since the email left: the link leads nowhere.
    if (!user) throw new AppError('OPT_OUT_LINK_INVALID');
    return { kind: claim.kind, enabled: user.settings[claim.kind] ?? true, emailMasked: maskEmail(user.email) };
  }

  return {
    /** Which emails the link stops and whether they still go. */
    read: (token: string): Promise<OptOutStatus> => statusOf(deps.db, claimOf(token)),

    /** Turns the link's setting off (already off: nothing changes) and answers the setting as it now is. */
    async stop(token: string): Promise<OptOutStatus> {
      const claim = claimOf(token);
      return deps.db.transaction(async (tx) => {
        const user = await notificationSettingsOf(tx, claim.userId);
        if (user && user.settings[claim.kind] !== false) await setNotificationSettings(tx, claim.userId, { [claim.kind]: false });
        return statusOf(tx, claim);
      });
    },
  };
}
export type OptOutService = ReturnType<typeof optOutService>;
