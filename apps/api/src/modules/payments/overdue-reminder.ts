/**
 * The daily reminder (DECISIONS "Hacker payments"): every super admin gets one email listing the
 * hacker payments past their due date, with a link to the list filtered on them. Run by a pg-boss
 * schedule once a day; nothing is sent when nothing is overdue.
 */
import { formatEuro } from '@bb/domain';
import type { Database } from '../../db/client.ts';
import { clock } from '../../lib/clock.ts';
import type { EmailService } from '../email/index.ts';
import { paymentsRepository } from './payments.repository.ts';

export const OVERDUE_REMINDER_QUEUE = 'payments-overdue-reminder';
/** Every day at 08:00, Rome time. */
export const OVERDUE_REMINDER_CRON = '0 8 * * *';
const LISTED = 20;

export async function sendOverdueReminder(deps: { db: Database; email: EmailService; publicUrl: string }, now = clock.now()): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const payments = paymentsRepository(tx);
    const count = await payments.countOverdue(now);
    if (count === 0) return 0;
    const overdue = await payments.overdue(now, LISTED);
    const lines = overdue.map((view) => {
      const days = Math.floor((now.getTime() - view.intent.dueAt.getTime()) / 86_400_000);
      return `${view.hacker.username} · ${formatEuro(view.intent.grossCents)} · ${view.report?.title ?? 'Referral'} · +${days}d`;
    });
    if (count > LISTED) lines.push(`… +${count - LISTED}`);
    const link = `${deps.publicUrl}/payments?tab=hackers&overdue=true`;
    const admins = await payments.superadmins();
    for (const admin of admins) {
      await deps.email.send(tx, {
        to: admin.email,
        userId: admin.id,
        language: admin.language as 'it' | 'en',
        template: 'paymentsOverdue',
        data: { count, lines, link },
      });
    }
    return admins.length;
  });
}
