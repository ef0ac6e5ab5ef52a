import { UPLOAD_LIMITS, type PaymentIntent } from '@bb/domain';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconFileDownload, IconFileUpload } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UploadDropzone } from '../../../components/upload-dropzone.tsx';
import { UploadAnnouncer, UploadFileList } from '../../../components/upload-file-list.tsx';
import { rejectionMessageKey } from '../../../components/upload-rejection.ts';
import { useFileUploads } from '../../../components/use-file-uploads.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useUploadPaymentDocument } from '../api/upload-payment-document.ts';

const LIMITS = UPLOAD_LIMITS.document;
const MAX_MB = LIMITS.maxBytes / (1024 * 1024);

/**
 * The signed PDF: the one attached (already, or just now), the one on its way or refused (with the reason and a retry),
 * and, while the payment takes one, the zone to pick or drop it: uploaded, then attached (a new one replaces the last
 * until approval).
 */
function SignedDocument({ intent, canUpload }: { intent: PaymentIntent; canUpload: boolean }) {
  const { t } = useTranslation();
  const [rejection, setRejection] = useState<string | null>(null);
  const attach = useUploadPaymentDocument(intent.id);
  const uploads = useFileUploads(
    async (file) => (await attach.mutateAsync(file)).hackerDocument ?? { id: '', fileName: file.name },
    () => notifySuccess(t('hackerWallet.document.uploaded')),
    { single: true },
  );
  const onDrop = (files: File[]) => {
    setRejection(null);
    uploads.start(files.slice(0, 1));
  };
  return (
    <>
      <UploadFileList
        rows={uploads.rows(intent.hackerDocument ? [intent.hackerDocument] : [])}
        label={t('uploads.listLabel')}
        onRetry={(row) => uploads.retry(row.key)}
        linkFiles
        rowProps={(row) => (row.upload ? { 'data-testid': 'hacker-document' } : undefined)}
      />
      {canUpload ? (
        <UploadDropzone
          limits={LIMITS}
          onDrop={onDrop}
          onReject={(rejections) => setRejection(rejectionMessageKey(rejections))}
          busy={uploads.loadingCount > 0}
          idleIcon={IconFileUpload}
          iconSize={24}
          texts={{
            dropLabel: t('hackerWallet.document.dropLabel'),
            title: t(intent.hackerDocument ? 'hackerWallet.document.replaceTitle' : 'hackerWallet.document.dropTitle'),
            rules: t('hackerWallet.document.rules', { size: MAX_MB }),
            choose: t('hackerWallet.document.choose'),
          }}
        />
      ) : null}
      {rejection ? (
        <Text size="sm" c="red.9" role="alert">
          {t(rejection)}
        </Text>
      ) : null}
      <UploadAnnouncer announcement={uploads.announcement} />
    </>
  );
}

/**
 * The receipt of occasional work (the two Italian occasional regimes): the prefilled PDF to download
 * and sign, the signed copy to upload when the payment allows it, and the copy already uploaded.
 */
export function PaymentDocumentSection({ intent }: { intent: PaymentIntent }) {
  const { t } = useTranslation();
  const titleId = useId();
  const { receipt, hackerDocument } = intent;
  // The workflow lets a confirmed payment take a document whatever the regime: only the two
  // Italian occasional regimes (`needsDocument`) have a receipt to sign.
  const canUpload = intent.abilities.uploadDocument && intent.needsDocument;
  if (!receipt && !hackerDocument && !canUpload) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId}>
      <Title order={3} fz="md" id={titleId}>
        {t('hackerWallet.document.title')}
      </Title>
      {canUpload ? <Text size="sm">{t('hackerWallet.document.intro')}</Text> : null}
      {receipt ? (
        <Group>
          <Button
            component="a"
            href={receipt.url}
            download={receipt.fileName}
            variant="light"
            leftSection={<IconFileDownload size={18} aria-hidden />}
            // On a phone the label wraps rather than losing its end.
            h="auto"
            mih={36}
            styles={{ label: { whiteSpace: 'normal', paddingBlock: 6 } }}
          >
            {t('hackerWallet.document.download')}
          </Button>
        </Group>
      ) : null}
      <SignedDocument intent={intent} canUpload={canUpload} />
    </Stack>
  );
}
