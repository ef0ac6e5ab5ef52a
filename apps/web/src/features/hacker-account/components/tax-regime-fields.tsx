import { ITALIAN_TAX_REGIMES, ITALY, TAX_REGIME_LABELS, type TaxRegime } from '@bb/domain';
import { Radio, Stack, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { getLanguage } from '../../../lib/language.ts';

/** A tax regime's name in the interface language (the domain owns the wording). */
export function taxRegimeLabel(regime: TaxRegime): string {
  return TAX_REGIME_LABELS[regime][getLanguage()];
}

interface RegimeChoiceProps {
  country: string | undefined;
  regime: TaxRegime | undefined;
  onChange: (regime: TaxRegime) => void;
  error: string | undefined;
}

/** Italian residents pick one of the Italian regimes. */
function ItalianRegimeChoice({ regime, onChange, error }: Omit<RegimeChoiceProps, 'country'>) {
  const { t } = useTranslation();
  return (
    <Radio.Group
      name="taxRegime"
      value={regime ?? null}
      onChange={(value) => onChange(value as TaxRegime)}
      label={t('hackerAccount.regime.taxRegime')}
      required
      error={error}
    >
      <Stack gap="sm" mt="xs">
        {ITALIAN_TAX_REGIMES.map((value) => (
          <Radio key={value} value={value} label={taxRegimeLabel(value)} />
        ))}
      </Stack>
    </Radio.Group>
  );
}

/** Everyone else says whether they invoice with a foreign VAT number; off means foreign occasional work. */
function ForeignVatSwitch({ regime, onChange, error }: Omit<RegimeChoiceProps, 'country'>) {
  const { t } = useTranslation();
  return (
    <Switch
      checked={regime === 'foreign_vat'}
      onChange={(event) => onChange(event.currentTarget.checked ? 'foreign_vat' : 'foreign_occasional')}
      label={t('hackerAccount.regime.foreignVat')}
      description={t(regime === 'foreign_vat' ? 'hackerAccount.regime.foreignVatOn' : 'hackerAccount.regime.foreignVatOff')}
      error={error}
    />
  );
}

/** The regime choice that suits the residence country; nothing until a country is chosen. */
export function RegimeChoice({ country, ...props }: RegimeChoiceProps) {
  if (!country) return null;
  return country === ITALY ? <ItalianRegimeChoice {...props} /> : <ForeignVatSwitch {...props} />;
}
