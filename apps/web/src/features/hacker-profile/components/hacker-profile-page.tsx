import type { PublicHackerProfile } from '@bb/domain';
import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { useBreadcrumbLabel } from '../../../components/app-breadcrumbs.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useHackerProfile } from '../api/hacker-profile.ts';
import { HackerProfileCard } from './hacker-profile-card.tsx';
import { NOT_FOUND_PATH } from '../../../lib/paths.ts';
import { HackerStatCards } from './hacker-stat-cards.tsx';
import { HacktivitySection } from './hacktivity-table.tsx';

/**
 * A hacker's public profile: card, stats and hacktivity. The same page serves the hacker, company
 * and staff routes; a profile that cannot be loaded (unknown, not a hacker, any error) goes to /404.
 * `renderActions` adds what the viewer may do about the hacker (the app passes the super admin's block).
 */
export function HackerProfilePage({ renderActions }: { renderActions?: (profile: PublicHackerProfile) => ReactNode }) {
  const { t } = useTranslation();
  const { hackerId = '' } = useParams();
  const profile = useHackerProfile(hackerId);
  useBreadcrumbLabel(hackerId, profile.data?.username);

  if (profile.isPending) return <PageLoader />;
  if (profile.isError) return <Navigate to={NOT_FOUND_PATH} replace />;
  return (
    <>
      <PageHeader title={t('hackerProfile.title', { username: profile.data.username })} description={t('hackerProfile.subtitle')} />
      <Stack gap="lg">
        <HackerProfileCard profile={profile.data} actions={renderActions?.(profile.data)} />
        <HackerStatCards hackerId={profile.data.id} />
        <HacktivitySection hackerId={profile.data.id} />
      </Stack>
    </>
  );
}
