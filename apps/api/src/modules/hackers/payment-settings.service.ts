import { isItalianOccasionalTaxRegime, isVatTaxRegime, type BankSettingsData, type RegimeSettingsData } from '@bb/domain';
import type { Database } from '../../db/client.ts';
import type { PaymentSettingsListener } from './hackers.api.ts';
import type { Actor } from '../../plugins/types.ts';
import { paymentSettingsRepository, type PaymentSettingsRecord, type PaymentSettingsValues } from './payment-settings.repository.ts';

/** The regime fields as they will be stored: whatever depends on the old country or regime is cleared. */
function regimeValues(current: PaymentSettingsRecord, input: RegimeSettingsData): PaymentSettingsValues {
  const sameOccasionalRegime =
    current.taxRegime === input.taxRegime && current.residenceCountry === input.residenceCountry && isItalianOccasionalTaxRegime(input.taxRegime);
  return {
    residenceCountry: input.residenceCountry,
    taxRegime: input.taxRegime,
    vatNumber: isVatTaxRegime(input.taxRegime) ? input.vatNumber : null,
    taxId: input.taxId,
    residenceState: input.residenceState,
    residenceAddress: input.residenceAddress,
    residenceCity: input.residenceCity,
    residenceCap: input.residenceCap,
    // The previous year's total belongs to the Italian occasional regime it was confirmed under.
    previousYearlyPaymentsAmountCents: sameOccasionalRegime ? current.previousYearlyPaymentsAmountCents : null,
  };
}

const changes = (current: PaymentSettingsRecord, next: PaymentSettingsValues) =>
  (Object.keys(next) as (keyof PaymentSettingsValues)[]).some((key) => current[key] !== next[key]);

/** The hacker's own tax regime and bank account; each change is a new version. */
export function paymentSettingsService(deps: { db: Database; onSaved?: () => readonly PaymentSettingsListener[] }) {
  /** Writes the next values as a new version, or nothing when they are what is stored. */
  function save(actor: Actor, nextValues: (current: PaymentSettingsRecord) => PaymentSettingsValues): Promise<PaymentSettingsRecord> {
    return deps.db.transaction(async (tx) => {
      const settings = paymentSettingsRepository(tx);
      const current = await settings.lock(actor.userId);
      const next = nextValues(current);
      if (!changes(current, next)) return current;
      const saved = await settings.saveVersion(actor.userId, next);
      for (const listener of deps.onSaved?.() ?? []) await listener(tx, actor.userId);
      return saved;
    });
  }

  return {
    own: (actor: Actor) => paymentSettingsRepository(deps.db).find(actor.userId),
    updateRegime: (actor: Actor, input: RegimeSettingsData) => save(actor, (current) => regimeValues(current, input)),
    updatePayment: (actor: Actor, input: BankSettingsData) => save(actor, () => ({ iban: input.iban, swift: input.swift })),
  };
}
export type PaymentSettingsService = ReturnType<typeof paymentSettingsService>;
