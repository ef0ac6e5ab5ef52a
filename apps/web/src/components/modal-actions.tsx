import { Button, Group, type ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A dialog's buttons on the right: Cancel, then the action (a submit button when there is no `onConfirm`). */
export function ModalActions({
  onCancel,
  onConfirm,
  loading,
  disabled,
  color,
  children,
}: {
  onCancel: () => void;
  onConfirm?: () => void;
  loading: boolean;
  disabled?: boolean;
  color?: ButtonProps['color'];
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {t('common.actions.cancel')}
      </Button>
      <Button type={onConfirm ? 'button' : 'submit'} color={color} onClick={onConfirm} loading={loading} disabled={disabled}>
        {children}
      </Button>
    </Group>
  );
}
