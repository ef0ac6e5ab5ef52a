import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { hackerPaymentSettings, hackerProfiles, uploads, users } from '../../db/schema/index.ts';

export type HackerProfileValues = Partial<Omit<typeof hackerProfiles.$inferInsert, 'userId' | 'createdAt' | 'updatedAt'>>;

/** A hacker with the profile columns (null where no profile was saved yet) and the CV's file data. */
export type HackerRecord = NonNullable<Awaited<ReturnType<ReturnType<typeof hackersRepository>['findHacker']>>>;

/** Who counts as a hacker to look at: a hacker account that was not deactivated. */
const visibleHacker = (hackerId: string) => and(eq(users.id, hackerId), eq(users.userType, 'hacker'), isNull(users.deactivatedAt));

/** Hacker profiles and the facts the completion checks read; every query is scoped to one hacker. */
export function hackersRepository(db: Executor) {
  return {
    async findHacker(hackerId: string) {
      const [row] = await db
        .select({
          id: users.id,
          username: users.username,
          firstName: users.firstName,
          lastName: users.lastName,
          pictureId: users.pictureId,
          isBlocked: users.isBlocked,
          points: users.points,
          reportsSent: users.reportsSent,
          reportsAccepted: users.reportsAccepted,
          reportsClosed: users.reportsClosed,
          createdAt: users.createdAt,
          profileDescription: hackerProfiles.profileDescription,
          skills: hackerProfiles.skills,
          cvId: hackerProfiles.cvId,
          cvFileName: uploads.fileName,
          cvContentType: uploads.contentType,
          website: hackerProfiles.website,
          linkedin: hackerProfiles.linkedin,
          twitter: hackerProfiles.twitter,
          discord: hackerProfiles.discord,
          github: hackerProfiles.github,
          dateOfBirth: hackerProfiles.dateOfBirth,
          birthPlace: hackerProfiles.birthPlace,
          countryOfBirth: hackerProfiles.countryOfBirth,
          countryOfResidence: hackerProfiles.countryOfResidence,
        })
        .from(users)
        .leftJoin(hackerProfiles, eq(hackerProfiles.userId, users.id))
        .leftJoin(uploads, eq(uploads.id, hackerProfiles.cvId))
        .where(visibleHacker(hackerId));
      return row ?? null;
    },

    async exists(hackerId: string): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(visibleHacker(hackerId));
      return Boolean(row);
    },

    /** Creates the profile row on the first save; only the given columns change. */
    async saveProfile(hackerId: string, values: HackerProfileValues): Promise<void> {
      await db
        .insert(hackerProfiles)
        .values({ ...values, userId: hackerId })
        .onConflictDoUpdate({ target: hackerProfiles.userId, set: { ...values, updatedAt: new Date() } });
    },

    async saveNames(hackerId: string, names: { firstName?: string; lastName?: string }): Promise<void> {
      await db
        .update(users)
        .set({ ...names, updatedAt: new Date() })
        .where(eq(users.id, hackerId));
    },

    /** What the completion checks and the reporting gate read. */
    async readiness(hackerId: string) {
      const [row] = await db
        .select({ kycStatus: users.kycStatus, taxRegime: hackerPaymentSettings.taxRegime, iban: hackerPaymentSettings.iban })
        .from(users)
        .leftJoin(hackerPaymentSettings, eq(hackerPaymentSettings.userId, users.id))
        .where(eq(users.id, hackerId));
      return row ?? null;
    },
  };
}
