import { Stack, Text, type ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { DialogFrame } from './dialog-frame.tsx';
import { ModalActions } from './modal-actions.tsx';

export interface ConfirmDialogProps {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  text: ReactNode;
  confirmLabel: ReactNode;
  onConfirm: () => void;
  loading: boolean;
  disabled?: boolean;
  color?: ButtonProps['color'];
  /** Anything to choose before confirming, under the text. */
  children?: ReactNode;
}

/** A dialog that asks to confirm one action: a text, then Cancel and the action. */
export function ConfirmDialog({ opened, onClose, title, text, confirmLabel, onConfirm, loading, disabled, color, children }: ConfirmDialogProps) {
  return (
    <DialogFrame opened={opened} onClose={onClose} title={title}>
      <Stack gap="md">
        <Text size="sm">{text}</Text>
        {children}
        <ModalActions onCancel={onClose} onConfirm={onConfirm} loading={loading} disabled={disabled} color={color}>
          {confirmLabel}
        </ModalActions>
      </Stack>
    </DialogFrame>
  );
}
