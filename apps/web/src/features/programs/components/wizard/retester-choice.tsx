import { RETESTERS, type Retester } from '@bb/domain';
import { Radio, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../../lib/format.ts';

/**
 * Fix verification's retester (DECISIONS "Reports"): the platform's staff (the default), or the reporting hacker, paid
 * the platform's retest fee from the budget for each retest. Chosen in the wizard and changed in the program's settings.
 */
export function RetesterChoice({ value, onChange, fee }: { value: Retester; onChange: (retester: Retester) => void; fee: number }) {
  const { t } = useTranslation();
  return (
    <Radio.Group
      label={t('programs.wizard.management.retester')}
      description={t('programs.wizard.management.retesterHint')}
      value={value}
      onChange={(next) => onChange(next as Retester)}
    >
      <Stack gap="xs" mt="xs">
        {RETESTERS.map((retester) => (
          <Radio
            key={retester}
            value={retester}
            label={t(`programs.retester.${retester}`)}
            description={t(`programs.wizard.management.retesterOptions.${retester}`, { fee: formatAmount(fee) })}
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}
