import type { FastifyInstance } from 'fastify';
import type { AppConfig, PlatformIdentity } from '../../config.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import type { EmailService } from '../email/index.ts';
import { OVERDUE_REMINDER_CRON, OVERDUE_REMINDER_QUEUE, sendOverdueReminder } from './overdue-reminder.ts';
import type { Database } from '../../db/client.ts';
import type { FirstDepositListener } from '../banking/index.ts';
import type { PaymentSettingsListener } from '../hackers/hackers.api.ts';
import type { SettingsReader } from '../settings/index.ts';
import type { UploadsApi } from '../uploads/uploads.api.ts';
import { paymentBatchesService } from './payment-batches.service.ts';
import { canSeePayment } from './payments.policy.ts';
import { paymentSummaries } from './payments.api.ts';
import { presentPaymentSummary } from './payments.presenter.ts';
import { paymentsRepository } from './payments.repository.ts';
import { paymentsRoutes } from './payments.routes.ts';
import { onSettingsSaved, paymentsService } from './payments.service.ts';
import { receiptService } from './receipt.service.ts';
import { readTaxSettings } from './tax-settings.ts';
import { awardReferral } from './referral.ts';
import { walletService } from './wallet.service.ts';

/** Hacker payments: from a reward to money in the hacker's bank account (DECISIONS "Hacker payments", "Referral"). */
export async function paymentsModule(
  app: FastifyInstance,
  deps: {
    db: Database;
    config: AppConfig;
    queue: JobQueue;
    email: EmailService;
    settings: SettingsReader;
    uploads: UploadsApi;
    platform: PlatformIdentity;
    hackers: { onPaymentSettingsSaved: (listener: PaymentSettingsListener) => void };
    banking: { onFirstDeposit: (listener: FirstDepositListener) => void };
  },
) {
  // Signed receipts and proofs of payment: the hacker paid and super admins.
  deps.uploads.registerAccessPolicy('payment_document', async (actor, id) => {
    const row = await paymentsRepository(deps.db).find(id);
    return row !== null && canSeePayment(actor, row);
  });
  deps.hackers.onPaymentSettingsSaved(onSettingsSaved);
  deps.banking.onFirstDeposit((tx, companyId, actorId) => awardReferral(tx, { userId: actorId, userType: 'superadmin', permissions: new Set() }, companyId));
  paymentSummaries.bind(async (executor, reportId) => {
    const view = await paymentsRepository(executor).viewOfReport(reportId);
    return view ? presentPaymentSummary(view, await readTaxSettings(deps.settings, executor)) : null;
  });

  if (deps.config.runJobs) {
    await deps.queue.work(OVERDUE_REMINDER_QUEUE, async () => {
      await sendOverdueReminder({ db: deps.db, email: deps.email, publicUrl: deps.config.publicUrl });
    });
    await deps.queue.schedule(OVERDUE_REMINDER_QUEUE, OVERDUE_REMINDER_CRON);
  }

  const payments = paymentsService(deps);
  paymentsRoutes(app, {
    payments,
    batches: paymentBatchesService(deps),
    wallet: walletService(deps),
    receipts: receiptService({ payments, platform: deps.platform, settings: deps.settings }),
  });
}
