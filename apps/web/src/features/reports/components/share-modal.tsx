import { REPORT_POINTS, type RedeemPointsInput } from '@bb/domain';
import { Alert, Button, Center, Group, Image, Loader, Stack, Text } from '@mantine/core';
import { IconBrandLinkedin, IconBrandX, IconDownload } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFrame } from '../../../components/dialog-frame.tsx';
import { openErrorModal } from '../../../components/error-modal.tsx';
import { reportShareImageUrl } from '../api/report.ts';
import type { ActionModalProps } from './simple-action-modals.tsx';
import { useRunAction } from './use-run-action.ts';

/** The share image flow (spec part 2 section 4): idle, downloading, a 2 s step, downloaded; then the networks appear. */
type ShareStep = 'idle' | 'loading' | 'downloaded';
export const SHARE_CONFIRM_MS = 2000;

function shareLinks(text: string, url: string): Record<RedeemPointsInput['network'], string> {
  return {
    x: `https://x.com/intent/post?text=${encodeURIComponent(text)}&url=${encodeURIComponent(url)}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`,
  };
}

function ShareFlow({ report }: Pick<ActionModalProps, 'report'>) {
  const { t } = useTranslation();
  const [step, setStep] = useState<ShareStep>('idle');
  const { run, pending } = useRunAction();
  // Points are earned once per report: the first network clicked redeems them.
  const redeemed = useRef(report.pointsRedeemed || !report.abilities.redeemPoints);
  const image = reportShareImageUrl(report.id);
  const links = shareLinks(t('reports.share.text', { program: report.program.name ?? report.company.name }), window.location.origin);

  useEffect(() => {
    if (step !== 'loading') return;
    const timer = window.setTimeout(() => setStep('downloaded'), SHARE_CONFIRM_MS);
    return () => window.clearTimeout(timer);
  }, [step]);

  const shared = (network: RedeemPointsInput['network']) => {
    if (redeemed.current) return;
    redeemed.current = true;
    run({ id: report.id, action: 'redeem-points', body: { network } }, { onError: openErrorModal });
  };

  return (
    <Stack gap="md">
      <Text size="sm">{t('reports.share.text2', { points: REPORT_POINTS.share })}</Text>
      <Image src={image} alt={t('reports.share.imageAlt')} radius="sm" />
      {step === 'idle' ? (
        <Button
          component="a"
          href={image}
          download={`report-${report.id.slice(0, 8)}.svg`}
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() => setStep('loading')}
        >
          {t('reports.share.download')}
        </Button>
      ) : null}
      {step === 'loading' ? (
        <Center role="status">
          <Loader size="sm" role="progressbar" aria-label={t('reports.share.preparing')} />
        </Center>
      ) : null}
      {step === 'downloaded' ? (
        <>
          <Alert color="teal">{t('reports.share.downloaded')}</Alert>
          <Group grow>
            <Button
              component="a"
              href={links.x}
              target="_blank"
              rel="noopener noreferrer"
              color="dark"
              leftSection={<IconBrandX size={16} aria-hidden />}
              onClick={() => shared('x')}
              loading={pending}
            >
              {t('reports.share.onX')}
            </Button>
            <Button
              component="a"
              href={links.linkedin}
              target="_blank"
              rel="noopener noreferrer"
              color="blue.8"
              leftSection={<IconBrandLinkedin size={16} aria-hidden />}
              onClick={() => shared('linkedin')}
              loading={pending}
            >
              {t('reports.share.onLinkedIn')}
            </Button>
          </Group>
        </>
      ) : null}
    </Stack>
  );
}

/** Share a rewarded report: download the picture (the bounty, never the content), then post it on X or LinkedIn for 5 points, once. */
export function ShareModal({ report, opened, onClose }: ActionModalProps) {
  const { t } = useTranslation();
  return (
    <DialogFrame opened={opened} onClose={onClose} title={t('reports.share.title')}>
      {opened ? <ShareFlow report={report} /> : null}
    </DialogFrame>
  );
}
