/** What a payment's figures are computed with: the platform's tax table and Gestione Separata rates (settings). */
import type { InpsRates, TaxTable } from '@bb/domain';
import type { Executor } from '../../db/client.ts';
import type { SettingsReader } from '../settings/index.ts';

export interface TaxSettings {
  taxTable: TaxTable;
  inpsRates: InpsRates;
}

/** Both settings; inside a transaction pass it as `executor` (SettingsReader.get reads on it). */
export async function readTaxSettings(settings: SettingsReader, executor?: Executor): Promise<TaxSettings> {
  const taxTable = await settings.get('TAX_TABLE', executor);
  const inpsRates = await settings.get('INPS_GESTIONE_SEPARATA', executor);
  return { taxTable, inpsRates };
}
