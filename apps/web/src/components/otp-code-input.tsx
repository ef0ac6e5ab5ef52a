import { Input, PinInput } from '@mantine/core';
import { useId } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

interface OtpCodeInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onComplete?: (value: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
  autoFocus?: boolean;
}

/** Six digit boxes for a two-factor code, labelled as one field and digit by digit. */
export function OtpCodeInput({ label, value, onChange, onComplete, onBlur, error, autoFocus }: OtpCodeInputProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Input.Wrapper id={id} label={label} error={error} labelElement="div">
      <PinInput
        mt={6}
        length={6}
        type="number"
        inputMode="numeric"
        oneTimeCode
        autoFocus={autoFocus}
        value={value}
        onChange={onChange}
        onComplete={onComplete}
        onBlur={onBlur}
        error={Boolean(error)}
        aria-labelledby={`${id}-label`}
        getInputProps={(index) => ({
          'aria-label': `${label}: ${t('auth.otp.digit', { index: index + 1, total: 6 })}`,
          'aria-describedby': error ? `${id}-error` : undefined,
          'aria-invalid': Boolean(error) || undefined,
        })}
      />
    </Input.Wrapper>
  );
}

/** The code boxes bound to a form's `otp` field (two-factor set-up, turning it off, new recovery codes). */
export function OtpCodeField<T extends { otp: string }>({
  control,
  label,
  error,
  autoFocus,
}: {
  control: Control<T>;
  label: string;
  error: string | undefined;
  autoFocus?: boolean;
}) {
  return (
    <Controller
      control={control as unknown as Control<{ otp: string }>}
      name="otp"
      render={({ field }) => (
        <OtpCodeInput label={label} value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={error} autoFocus={autoFocus} />
      )}
    />
  );
}
