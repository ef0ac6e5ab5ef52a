import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { KycStatus, RejectType, ReviewAnswer, VerificationProviderName } from '@bb/domain';
import type { Executor } from '../../db/client.ts';
import { hackerVerifications, users, verificationWebhookEvents } from '../../db/schema/index.ts';

export type VerificationRecord = typeof hackerVerifications.$inferSelect;

export interface VerificationState {
  kycStatus: KycStatus;
  verification: VerificationRecord | null;
}

/** What an applied provider event (or a status read back) writes besides the status: the provider's verdict. */
export interface VerificationChange {
  status: KycStatus;
  applicantId: string;
  reviewAnswer: ReviewAnswer | null;
  rejectType: RejectType | null;
  rejectLabels: string[];
  at: Date;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A hacker's verification, always by their own user id or by the provider's applicant. */
export function verificationRepository(db: Executor) {
  return {
    /** The hacker's status and provider record; null when the user is not a hacker. */
    async stateOf(userId: string): Promise<VerificationState | null> {
      const [row] = await db
        .select({ kycStatus: users.kycStatus, verification: hackerVerifications })
        .from(users)
        .leftJoin(hackerVerifications, eq(hackerVerifications.userId, users.id))
        .where(and(eq(users.id, userId), eq(users.userType, 'hacker')));
      return row ?? null;
    },

    /** The hacker's record with this provider, created on the first token; switching provider starts afresh. */
    async ensure(userId: string, provider: VerificationProviderName): Promise<VerificationRecord> {
      const sameProvider = sql`${hackerVerifications.provider} = excluded.provider`;
      const [row] = await db
        .insert(hackerVerifications)
        .values({ userId, provider })
        .onConflictDoUpdate({
          target: hackerVerifications.userId,
          set: {
            provider: sql`excluded.provider`,
            applicantId: sql`case when ${sameProvider} then ${hackerVerifications.applicantId} end`,
            lastEventAt: sql`case when ${sameProvider} then ${hackerVerifications.lastEventAt} end`,
            updatedAt: sql`case when ${sameProvider} then ${hackerVerifications.updatedAt} else now() end`,
          },
        })
        .returning();
      return row!;
    },

    /** Records a delivery's digest; false when it was received before (a replay). */
    async recordEvent(values: { provider: VerificationProviderName; payloadDigest: string; eventType: string; applicantId: string }): Promise<boolean> {
      const rows = await db.insert(verificationWebhookEvents).values(values).onConflictDoNothing().returning({ id: verificationWebhookEvents.id });
      return rows.length > 0;
    },

    /**
     * The record an event is about, locked until the transaction ends: by the provider's applicant id,
     * or by our user id (externalUserId) while the applicant is not known yet.
     */
    async lockForEvent(provider: VerificationProviderName, applicantId: string, externalUserId: string | null): Promise<VerificationRecord | null> {
      const byApplicant = eq(hackerVerifications.applicantId, applicantId);
      const byUser =
        externalUserId && UUID.test(externalUserId) ? and(eq(hackerVerifications.userId, externalUserId), isNull(hackerVerifications.applicantId)) : undefined;
      const rows = await db
        .select()
        .from(hackerVerifications)
        .where(and(eq(hackerVerifications.provider, provider), byUser ? or(byApplicant, byUser) : byApplicant))
        .for('update');
      return rows.find((row) => row.applicantId === applicantId) ?? rows[0] ?? null;
    },

    async lockOwn(userId: string): Promise<VerificationRecord | null> {
      const [row] = await db.select().from(hackerVerifications).where(eq(hackerVerifications.userId, userId)).for('update');
      return row ?? null;
    },

    /** The hacker's status, locked for a change (null when the user is not a hacker). */
    async lockHacker(userId: string): Promise<{ userId: string; kycStatus: KycStatus } | null> {
      const [row] = await db
        .select({ userId: users.id, kycStatus: users.kycStatus })
        .from(users)
        .where(and(eq(users.id, userId), eq(users.userType, 'hacker')))
        .for('update');
      return row ?? null;
    },

    /** The status everyone reads (KYC_WORKFLOW decides it; see kyc-machine.ts). */
    async setStatus(userId: string, status: KycStatus): Promise<void> {
      await db
        .update(users)
        .set({ kycStatus: status, updatedAt: new Date() })
        .where(and(eq(users.id, userId), eq(users.userType, 'hacker')));
    },

    /** Writes the provider's verdict, in the caller's transaction. */
    async applyVerdict(userId: string, change: Omit<VerificationChange, 'status'>): Promise<void> {
      await db
        .update(hackerVerifications)
        .set({
          applicantId: change.applicantId,
          reviewAnswer: change.reviewAnswer,
          rejectType: change.rejectType,
          rejectLabels: change.rejectLabels,
          lastEventAt: change.at,
          updatedAt: new Date(),
        })
        .where(eq(hackerVerifications.userId, userId));
    },
  };
}
