import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { latePort } from '../../lib/late-port.ts';
import type { UploadsApi } from '../uploads/uploads.api.ts';
import type { HackerReportFigures, PaymentSettingsListener } from './hackers.api.ts';
import { hackersRoutes } from './hackers.routes.ts';
import { hackersService } from './hackers.service.ts';
import { paymentSettingsService } from './payment-settings.service.ts';

export { leaderboardPage } from './leaderboard.ts';

/** Called before a hacker reports (throws KYC_NOT_VERIFIED, KYC_NOT_APPROVED, TAX_REGIME_NOT_CONFIGURED or PAYMENT_METHOD_NOT_CONFIGURED). */
export { assertCanReport } from './hackers.service.ts';

export function hackersModule(app: FastifyInstance, deps: { db: Database; uploads: UploadsApi }) {
  // CVs are public (UPLOAD_LIMITS), like the profiles that link them.
  deps.uploads.registerAccessPolicy('hacker_cv', async () => true);
  const reportFigures = latePort<HackerReportFigures>('report figures for hackers');
  const settingsListeners: PaymentSettingsListener[] = [];
  hackersRoutes(app, {
    db: deps.db,
    hackers: hackersService({ ...deps, reportFigures: reportFigures.get }),
    paymentSettings: paymentSettingsService({ db: deps.db, onSaved: () => settingsListeners }),
  });
  return {
    /** Payments waiting for a hacker's settings move on in the transaction that saves them. */
    onPaymentSettingsSaved: (listener: PaymentSettingsListener) => settingsListeners.push(listener),
    /** A hacker's hacktivity, from the reports module. */
    useReportFigures: reportFigures.bind,
  };
}
