import { Modal, type ModalRootProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A modal whose header is a plain div: Mantine's default <header> inside role="dialog" counts as
 * a second page banner landmark for screen readers (axe landmark-no-duplicate-banner).
 */
export function DialogFrame({
  opened,
  onClose,
  title,
  size,
  children,
}: Pick<ModalRootProps, 'opened' | 'onClose' | 'size'> & { title: ReactNode; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Modal.Root opened={opened} onClose={onClose} centered size={size}>
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header component="div">
          <Modal.Title>{title}</Modal.Title>
          <Modal.CloseButton aria-label={t('common.actions.close')} />
        </Modal.Header>
        <Modal.Body>{children}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
