import { Alert, Anchor, type MantineSpacing } from '@mantine/core';
import type { GovernedFeature } from '@bb/domain';
import { IconTool } from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';
import { useFeatureDisabled, useSupportEmail } from '../lib/api/platform-info.ts';

/** The support address as a mail link (the SUPPORT_EMAIL setting), underlined: it sits inside sentences (axe link-in-text-block). */
export function SupportEmailLink({ subject }: { subject?: string }) {
  const email = useSupportEmail();
  const href = `mailto:${email}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`;
  return (
    <Anchor href={href} inherit underline="always" data-testid="support-email">
      {email}
    </Anchor>
  );
}

/**
 * A sentence that refers to support, with the address as a link: `i18nKey` holds `<support/>` where the address goes
 * ("…contatta il supporto (<support/>)").
 */
export function SupportSentence({ i18nKey, subject }: { i18nKey: string; subject?: string }) {
  return <Trans i18nKey={i18nKey} components={{ support: <SupportEmailLink {...(subject ? { subject } : {})} /> }} />;
}

/**
 * Says up front that the platform switched a feature off (FEATURE_DISABLED; the server refuses it anyway), or, with
 * `refused`, that a call was just refused for it.
 */
export function FeatureDisabledNotice({ feature, refused = false, mb }: { feature: GovernedFeature; refused?: boolean; mb?: MantineSpacing }) {
  const { t } = useTranslation();
  const disabled = useFeatureDisabled(feature);
  if (!disabled && !refused) return null;
  return (
    <Alert color="yellow" icon={<IconTool size={18} aria-hidden />} title={t('common.featureDisabled.title')} mb={mb} data-testid="feature-disabled">
      {t(`common.featureDisabled.${feature}`)} <SupportSentence i18nKey="common.featureDisabled.contact" />
    </Alert>
  );
}
