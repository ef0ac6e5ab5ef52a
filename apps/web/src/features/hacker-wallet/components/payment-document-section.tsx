import { UPLOAD_LIMITS, type PaymentIntent } from '@bb/domain';
import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconFileCheck, IconFileDownload, IconFileUpload } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openErrorModal } from '../../../components/error-modal.tsx';
import { UploadDropzone } from '../../../components/upload-dropzone.tsx';
import { rejectionMessageKey } from '../../../components/upload-rejection.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { uploadUrl } from '../../../lib/uploads.ts';
import { useUploadPaymentDocument } from '../api/upload-payment-document.ts';

const LIMITS = UPLOAD_LIMITS.document;
const MAX_MB = LIMITS.maxBytes / (1024 * 1024);

/** The signed PDF picked or dropped: uploaded, then attached to the payment (a new one replaces the last until approval). */
function DocumentUpload({ intent }: { intent: PaymentIntent }) {
  const { t } = useTranslation();
  const [rejection, setRejection] = useState<string | null>(null);
  const upload = useUploadPaymentDocument(intent.id);
  const onDrop = (files: File[]) => {
    const file = files[0];
    if (!file) return;
    setRejection(null);
    upload.mutate(file, { onSuccess: () => notifySuccess(t('hackerWallet.document.uploaded')), onError: openErrorModal });
  };
  return (
    <>
      <UploadDropzone
        limits={LIMITS}
        onDrop={onDrop}
        onReject={(rejections) => setRejection(rejectionMessageKey(rejections))}
        busy={upload.isPending}
        idleIcon={IconFileUpload}
        iconSize={24}
        texts={{
          dropLabel: t('hackerWallet.document.dropLabel'),
          title: t(intent.hackerDocument ? 'hackerWallet.document.replaceTitle' : 'hackerWallet.document.dropTitle'),
          rules: t('hackerWallet.document.rules', { size: MAX_MB }),
          choose: t('hackerWallet.document.choose'),
        }}
      />
      {rejection ? (
        <Text size="sm" c="red.9" role="alert">
          {t(rejection)}
        </Text>
      ) : null}
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
      {hackerDocument ? (
        <Group gap="xs" wrap="nowrap" data-testid="hacker-document">
          <IconFileCheck size={18} color="var(--mantine-color-teal-8)" aria-hidden />
          <Text size="sm">
            {t('hackerWallet.document.uploadedFile')}{' '}
            <Anchor href={uploadUrl(hackerDocument.id)} target="_blank" rel="noopener noreferrer" style={{ overflowWrap: 'anywhere' }}>
              {hackerDocument.fileName}
            </Anchor>
          </Text>
        </Group>
      ) : null}
      {canUpload ? <DocumentUpload intent={intent} /> : null}
    </Stack>
  );
}
