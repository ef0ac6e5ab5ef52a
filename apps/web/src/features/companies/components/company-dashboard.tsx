import type { CompanyBalance, CompanyCompletion, CompanyDashboardStats, User } from '@bb/domain';
import { Alert, Anchor, Button, Grid, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconBuildingStore, IconChartPie, IconClock, IconHeadset, IconWallet } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DashboardCard, DashboardCardText } from '../../../components/dashboard-card.tsx';
import { openErrorModal } from '../../../components/error-modal.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { displayName } from '../../../components/user-avatar.tsx';
import { formatAmount } from '../../../lib/format.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useBookFirstCall } from '../api/book-first-call.ts';
import { COMPANY_REGISTRATION_PATH, WALLET_PATH } from '../../../lib/paths.ts';
import { CompletionChecklist } from './completion-checklist.tsx';
import { userCompanyRole } from '../../../lib/current-user.tsx';

/** The help card: booking the first call turns the checklist's first check on. */
function HelpCard({ completion }: { completion: CompanyCompletion | undefined }) {
  const { t } = useTranslation();
  const book = useBookFirstCall();
  const booked = completion?.isFirstContactMade === true;
  return (
    <DashboardCard icon={<IconHeadset size={22} aria-hidden />} title={t('companies.dashboard.help.title')}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t(completion?.isProgramCreated ? 'companies.dashboard.help.textWithPrograms' : 'companies.dashboard.help.text')}</Text>
        {booked ? (
          <Text size="sm" c="teal.9" fw={500}>
            {t('companies.dashboard.help.booked')}
          </Text>
        ) : (
          <Button
            onClick={() => book.mutate(undefined, { onSuccess: () => notifySuccess(t('companies.dashboard.help.success')), onError: openErrorModal })}
            loading={book.isPending}
            disabled={!completion}
          >
            {t('companies.dashboard.help.book')}
          </Button>
        )}
      </Stack>
    </DashboardCard>
  );
}

function WalletLink() {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to={WALLET_PATH} size="sm">
      {t('wallet.open')}
    </Anchor>
  );
}

/** Balance and allocated budget from the wallet (undefined while the dashboard loads), each with a link to it. */
function MoneyCards({ wallet }: { wallet: CompanyBalance | undefined }) {
  const { t } = useTranslation();
  return (
    <>
      <DashboardCard icon={<IconWallet size={22} aria-hidden />} title={t('companies.dashboard.balance.title')}>
        <Stack gap="xs" align="flex-start">
          {wallet ? null : <Skeleton h={34} w="60%" />}
          {wallet && wallet.balance > 0 ? (
            <Stack gap={2}>
              <Text fz={28} fw={700} data-testid="company-balance">
                {formatAmount(wallet.balance)}
              </Text>
              <Text size="sm" c="dimmed">
                {t('companies.dashboard.balance.available')}
              </Text>
            </Stack>
          ) : null}
          {wallet && wallet.balance <= 0 ? (
            <DashboardCardText>{t(wallet.allocated > 0 ? 'companies.dashboard.balance.allAllocated' : 'companies.dashboard.balance.empty')}</DashboardCardText>
          ) : null}
          <WalletLink />
        </Stack>
      </DashboardCard>
      <DashboardCard icon={<IconChartPie size={22} aria-hidden />} title={t('companies.dashboard.allocated.title')}>
        <Stack gap="xs" align="flex-start">
          {wallet ? null : <Skeleton h={34} w="60%" />}
          {wallet && wallet.allocated > 0 ? (
            <Stack gap={2}>
              <Text fz={28} fw={700} data-testid="company-allocated">
                {formatAmount(wallet.allocated)}
              </Text>
              <Text size="sm" c="dimmed">
                {t('companies.dashboard.allocated.remaining', { amount: formatAmount(wallet.remaining) })}
              </Text>
            </Stack>
          ) : null}
          {wallet && wallet.allocated <= 0 ? (
            <DashboardCardText>
              {t(wallet.balance > 0 ? 'companies.dashboard.allocated.emptyWithBalance' : 'companies.dashboard.allocated.empty')}
            </DashboardCardText>
          ) : null}
          <WalletLink />
        </Stack>
      </DashboardCard>
    </>
  );
}

function RegisterCall() {
  const { t } = useTranslation();
  return (
    <DashboardCard icon={<IconBuildingStore size={22} aria-hidden />} title={t('companies.dashboard.registerTitle')}>
      <Stack gap="md" align="flex-start">
        <Text size="sm">{t('companies.dashboard.registerText')}</Text>
        <Button component={Link} to={COMPANY_REGISTRATION_PATH}>
          {t('companies.dashboard.registerAction')}
        </Button>
      </Stack>
    </DashboardCard>
  );
}

/** The company dashboard's answer as the page holds it (GET /api/stats/dashboard): undefined while it loads. */
export interface CompanyFigures {
  data: CompanyDashboardStats | undefined;
  isError: boolean;
}

interface Sections {
  figures: CompanyFigures;
  programsCard: ReactNode;
  reportsCard: ReactNode;
  statsSection: ReactNode;
}

function RegisteredCompanyDashboard({ figures, programsCard, reportsCard, statsSection }: Sections) {
  const { t } = useTranslation();
  const data = figures.data;
  if (figures.isError) return <Alert color="red">{t('companies.dashboard.loadError')}</Alert>;
  return (
    <Stack gap="lg">
      {data && !data.isVerified ? (
        <Alert color="yellow" variant="light" icon={<IconClock size={20} aria-hidden />} title={t('companies.dashboard.notVerifiedTitle')}>
          {t('companies.dashboard.notVerifiedText')}
        </Alert>
      ) : null}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>{data ? <CompletionChecklist completion={data.completion} /> : <Skeleton h={220} radius="md" />}</Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <HelpCard completion={data?.completion} />
        </Grid.Col>
      </Grid>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
        <MoneyCards wallet={data?.wallet} />
        {programsCard}
        {reportsCard}
      </SimpleGrid>
      {statsSection}
    </Stack>
  );
}

/**
 * The dashboard of a company user: the call to register, or the company's checklist and cards. The app passes the
 * dashboard's answer (`figures`) and the other features' cards built from it: `programsCard`, `reportsCard`, and
 * `statsSection` (the dashboard's figures and charts).
 */
export function CompanyDashboard({ user, ...sections }: Sections & { user: User }) {
  const { t } = useTranslation();
  const registered = userCompanyRole(user) !== null;
  return (
    <>
      <PageHeader title={t('dashboard.greeting', { name: displayName(user) })} description={t('companies.dashboard.intro')} />
      {registered ? <RegisteredCompanyDashboard {...sections} /> : <RegisterCall />}
    </>
  );
}
