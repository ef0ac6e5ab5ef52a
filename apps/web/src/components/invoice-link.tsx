import type { Deposit } from '@bb/domain';
import { Anchor, Group } from '@mantine/core';
import { IconFileDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { invoiceXmlPath } from '../lib/api/deposits.ts';

/** The FatturaPA XML of a deposit's invoice, as a plain download link (the session cookie goes with it). */
export function InvoiceLink({ deposit, children }: { deposit: Pick<Deposit, 'id' | 'invoiceNumber'>; children?: string }) {
  const { t } = useTranslation();
  const number = deposit.invoiceNumber ?? '';
  return (
    <Anchor href={invoiceXmlPath(deposit.id)} download size="sm" aria-label={t('wallet.deposits.download', { number })}>
      <Group gap={4} wrap="nowrap" component="span">
        <IconFileDownload size={16} aria-hidden />
        {children ?? number}
      </Group>
    </Anchor>
  );
}
