/** The prefilled receipt of occasional work (the two Italian occasional regimes), from the confirmed copy. */
import type { Language, TaxRegime } from '@bb/domain';
import type { PlatformIdentity } from '../../config.ts';
import type { Actor } from '../../plugins/actor.ts';
import type { SettingsReader } from '../settings/index.ts';
import { buildOccasionalReceiptPdf, type ReceiptInps } from './bank/index.ts';
import type { PaymentIntentRow } from './payments.repository.ts';
import type { PaymentsService } from './payments.service.ts';

/** The INPS lines of the confirmed copy: the terms and shares it was confirmed with; none when nothing is due. */
function receiptInps(intent: PaymentIntentRow): ReceiptInps | null {
  if (!intent.inpsDue || intent.inpsThresholdCents === null) return null;
  return {
    thresholdCents: intent.inpsThresholdCents,
    baseCents: intent.inpsBaseCents ?? 0,
    hackerPercent: (intent.inpsHackerRateBp ?? 0) / 100,
    platformPercent: (intent.inpsPlatformRateBp ?? 0) / 100,
    hackerCents: intent.inpsHackerCents ?? 0,
    platformCents: intent.inpsPlatformCents ?? 0,
  };
}

export function receiptService(deps: { payments: PaymentsService; platform: PlatformIdentity; settings: SettingsReader }) {
  return {
    async receipt(actor: Actor, id: string, language: Language): Promise<{ fileName: string; bytes: Uint8Array }> {
      const view = await deps.payments.receiptSource(actor, id);
      const { intent } = view;
      const rule = (await deps.settings.get('TAX_TABLE'))[intent.taxRegime as TaxRegime];
      const bytes = await buildOccasionalReceiptPdf(
        {
          payer: deps.platform,
          hacker: {
            fullName: intent.beneficiaryName ?? view.hacker.username,
            taxCode: intent.taxId ?? '',
            address: intent.residenceAddress ?? '',
            city: intent.residenceCity ?? '',
            cap: intent.residenceCap ?? '',
            province: intent.residenceState,
            country: intent.residenceCountry ?? '',
          },
          paymentId: intent.id,
          report: view.report?.title ? { title: view.report.title, programName: view.programName ?? '' } : null,
          date: intent.confirmedAt ?? intent.createdAt,
          grossCents: intent.grossCents,
          withholdingCents: intent.withholdingCents ?? 0,
          withholdingPercent: rule.withholdingPercent,
          netCents: intent.transferCents ?? intent.grossCents,
          yearToDateCents: intent.previousYearlyPaymentsCents,
          inps: receiptInps(intent),
        },
        language,
      );
      return { fileName: `ricevuta-${intent.id.slice(0, 8)}.pdf`, bytes };
    },
  };
}
export type ReceiptService = ReturnType<typeof receiptService>;
