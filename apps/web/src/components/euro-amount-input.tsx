import { filterEuroInput, fromCents, parseEuroInput } from '@bb/domain';
import { NumberInput, TextInput, type NumberInputProps, type TextInputProps } from '@mantine/core';
import { IconCurrencyEuro } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

type AmountInputProps = Omit<TextInputProps, 'value' | 'onChange' | 'type' | 'inputMode'>;

/** A euro amount as typed: only digits and one decimal point (a comma becomes the point) get through. */
export function EuroAmountInput({ value, onChange, ...props }: AmountInputProps & { value: string; onChange: (text: string) => void }) {
  const { t } = useTranslation();
  return (
    <TextInput
      value={value}
      onChange={(event) => onChange(filterEuroInput(event.currentTarget.value))}
      inputMode="decimal"
      autoComplete="off"
      placeholder={t('common.amount.placeholder')}
      leftSection={<IconCurrencyEuro size={16} aria-hidden />}
      {...props}
    />
  );
}

/** The form field of a euro amount: the text stays as typed, the form holds the number (undefined when it is not an amount). */
export function EuroAmountField<T extends FieldValues>({
  control,
  name,
  ...props
}: AmountInputProps & { control: Control<T, unknown, FieldValues>; name: FieldPath<T> }) {
  const [text, setText] = useState('');
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <EuroAmountInput
          {...props}
          ref={field.ref}
          name={field.name}
          onBlur={field.onBlur}
          value={text}
          onChange={(next) => {
            setText(next);
            const cents = parseEuroInput(next);
            field.onChange(cents === null ? undefined : fromCents(cents));
          }}
        />
      )}
    />
  );
}

/** A whole-euro amount (budgets, prizes: "digits only"), grouped by thousands as Italians write it. */
export function WholeEuroInput(
  props: Omit<NumberInputProps, 'allowDecimal' | 'allowNegative' | 'thousandSeparator' | 'decimalSeparator' | 'hideControls' | 'inputMode'>,
) {
  return <NumberInput allowDecimal={false} allowNegative={false} thousandSeparator="." decimalSeparator="," hideControls inputMode="numeric" {...props} />;
}
