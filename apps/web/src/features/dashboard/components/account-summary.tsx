import { offersReferral, requiresTwoFactor, type User } from '@bb/domain';
import { Anchor, Badge, Button, Card, Code, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconGift, IconShieldCheck, IconShieldOff, IconUser } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CopyValueButton } from '../../../components/copy-value.tsx';
import { formatDate } from '../../../lib/format.ts';

function StatusCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card component="section" aria-label={title}>
      <Group gap="sm" mb="md" wrap="nowrap">
        {icon}
        <Title order={2} fz="lg">
          {title}
        </Title>
      </Group>
      {children}
    </Card>
  );
}

/** One label and value; a long value (an email) wraps under its label instead of being cut. */
function InfoRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" wrap="wrap" gap={4} align="center">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}

/** The account's actual state: who it is, two-factor authentication and, for hackers and companies, the referral code. */
export function AccountSummary({ user }: { user: User }) {
  const { t } = useTranslation();
  const twoFactorRequired = requiresTwoFactor(user.userType);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
      <StatusCard icon={<IconUser size={22} aria-hidden />} title={t('dashboard.account.title')}>
        <Stack gap="xs">
          <InfoRow label={t('dashboard.account.email')}>{user.email}</InfoRow>
          <InfoRow label={t('dashboard.account.username')}>@{user.username}</InfoRow>
          <InfoRow label={t('dashboard.account.type')}>
            <Badge variant="light">{t(`common.userTypes.${user.userType}`)}</Badge>
          </InfoRow>
          <InfoRow label={t('dashboard.account.memberSince')}>{formatDate(user.createdAt)}</InfoRow>
          <Anchor component={Link} to="/account" size="sm" mt="xs">
            {t('dashboard.account.manage')}
          </Anchor>
        </Stack>
      </StatusCard>

      <StatusCard
        icon={
          user.otpEnabled ? (
            <IconShieldCheck size={22} color="var(--mantine-color-teal-8)" aria-hidden />
          ) : (
            <IconShieldOff size={22} color="var(--mantine-color-orange-8)" aria-hidden />
          )
        }
        title={t('dashboard.twoFactor.title')}
      >
        <Stack gap="sm" align="flex-start">
          <Badge color={user.otpEnabled ? 'teal' : 'orange'} variant="light">
            {t(user.otpEnabled ? 'dashboard.twoFactor.on' : 'dashboard.twoFactor.off')}
          </Badge>
          <Text size="sm" c="dimmed">
            {t(user.otpEnabled ? 'dashboard.twoFactor.onText' : twoFactorRequired ? 'dashboard.twoFactor.requiredText' : 'dashboard.twoFactor.offText')}
          </Text>
          {user.otpEnabled ? null : (
            <Button component={Link} to="/account?tab=security" size="sm" variant="light">
              {t('dashboard.twoFactor.enable')}
            </Button>
          )}
        </Stack>
      </StatusCard>

      {offersReferral(user.userType) ? <ReferralCard user={user} /> : null}
    </SimpleGrid>
  );
}

/** The user's referral code, for those the referral programme pays (not the platform's staff). */
function ReferralCard({ user }: { user: User }) {
  const { t } = useTranslation();
  return (
    <StatusCard icon={<IconGift size={22} aria-hidden />} title={t('dashboard.referral.title')}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('dashboard.referral.text')}
        </Text>
        <Group gap="xs" wrap="nowrap">
          <Code fz="md" px="sm" py={6} style={{ flex: 1, overflowWrap: 'anywhere' }}>
            {user.referralCode}
          </Code>
          <CopyValueButton value={user.referralCode} label={t('dashboard.referral.copy')} />
        </Group>
        <Anchor component={Link} to="/account?tab=referral" size="sm">
          {t('dashboard.referral.more')}
        </Anchor>
      </Stack>
    </StatusCard>
  );
}
