import type { ReportDetail } from '@bb/domain';
import type { ModalRootProps } from '@mantine/core';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFrame } from '../../../components/dialog-frame.tsx';

export interface ActionModalProps {
  report: ReportDetail;
  opened: boolean;
  onClose: () => void;
}

export type ActionFormProps = Omit<ActionModalProps, 'opened'>;

/** A report action's dialog: its form is mounted only while open, so every opening starts from the report as it is now. */
export function actionModal(titleKey: string, Form: ComponentType<ActionFormProps>, size?: ModalRootProps['size']) {
  return function ActionModal({ report, opened, onClose }: ActionModalProps) {
    const { t } = useTranslation();
    return (
      <DialogFrame opened={opened} onClose={onClose} title={t(titleKey)} size={size}>
        {opened ? <Form report={report} onClose={onClose} /> : null}
      </DialogFrame>
    );
  };
}
