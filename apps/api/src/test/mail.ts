import { desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { emails } from '../db/schema/index.ts';

export async function emailsTo(db: Database, address: string) {
  return db.select().from(emails).where(eq(emails.toAddress, address)).orderBy(desc(emails.createdAt));
}

/** The `code` of the newest emailed link to `address` whose path ends with `pathEnd`. */
export async function emailedCode(db: Database, address: string, pathEnd: string): Promise<string> {
  for (const email of await emailsTo(db, address)) {
    const match = email.textBody.match(new RegExp(`https?://\\S+${pathEnd}\\?code=([\\w%-]+)`));
    if (match?.[1]) return decodeURIComponent(match[1]);
  }
  throw new Error(`no ${pathEnd} link emailed to ${address}`);
}
