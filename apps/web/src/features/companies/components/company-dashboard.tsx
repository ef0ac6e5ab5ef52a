import type { User } from '@bb/domain';
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
import { useCompanyCompletion, type CompanyCompletion } from '../api/company-completion.ts';
import { useCompanyBalance } from '../../../lib/api/company-balance.ts';
import { COMPANY_REGISTRATION_PATH, WALLET_PATH } from '../../../lib/paths.ts';
import { useMyCompany } from '../api/my-company.ts';
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

/** Balance and allocated budget from the wallet (GET /api/companies/me/balance), each with a link to it. */
function MoneyCards() {
  const { t } = useTranslation();
  const balance = useCompanyBalance();
  const data = balance.data;
  return (
    <>
      <DashboardCard icon={<IconWallet size={22} aria-hidden />} title={t('companies.dashboard.balance.title')}>
        <Stack gap="xs" align="flex-start">
          {balance.isPending ? <Skeleton h={34} w="60%" /> : null}
          {balance.isError ? <DashboardCardText>{t('wallet.loadError')}</DashboardCardText> : null}
          {data && data.balance > 0 ? (
            <Stack gap={2}>
              <Text fz={28} fw={700}>
                {formatAmount(data.balance)}
              </Text>
              <Text size="sm" c="dimmed">
                {t('companies.dashboard.balance.available')}
              </Text>
            </Stack>
          ) : null}
          {data && data.balance <= 0 ? (
            <DashboardCardText>{t(data.allocated > 0 ? 'companies.dashboard.balance.allAllocated' : 'companies.dashboard.balance.empty')}</DashboardCardText>
          ) : null}
          <WalletLink />
        </Stack>
      </DashboardCard>
      <DashboardCard icon={<IconChartPie size={22} aria-hidden />} title={t('companies.dashboard.allocated.title')}>
        <Stack gap="xs" align="flex-start">
          {balance.isPending ? <Skeleton h={34} w="60%" /> : null}
          {data && data.allocated > 0 ? (
            <Stack gap={2}>
              <Text fz={28} fw={700}>
                {formatAmount(data.allocated)}
              </Text>
              <Text size="sm" c="dimmed">
                {t('companies.dashboard.allocated.remaining', { amount: formatAmount(data.remaining) })}
              </Text>
            </Stack>
          ) : null}
          {data && data.allocated <= 0 ? (
            <DashboardCardText>
              {t(data.balance > 0 ? 'companies.dashboard.allocated.emptyWithBalance' : 'companies.dashboard.allocated.empty')}
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

function RegisteredCompanyDashboard({ programsCard, reportsCard, statsSection }: { programsCard: ReactNode; reportsCard: ReactNode; statsSection: ReactNode }) {
  const { t } = useTranslation();
  const company = useMyCompany();
  const completion = useCompanyCompletion();
  if (company.isError || completion.isError) return <Alert color="red">{t('companies.dashboard.loadError')}</Alert>;
  return (
    <Stack gap="lg">
      {company.data && !company.data.isVerified ? (
        <Alert color="yellow" variant="light" icon={<IconClock size={20} aria-hidden />} title={t('companies.dashboard.notVerifiedTitle')}>
          {t('companies.dashboard.notVerifiedText')}
        </Alert>
      ) : null}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          {completion.data ? <CompletionChecklist completion={completion.data} /> : <Skeleton h={220} radius="md" />}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <HelpCard completion={completion.data} />
        </Grid.Col>
      </Grid>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
        <MoneyCards />
        {programsCard}
        {reportsCard}
      </SimpleGrid>
      {statsSection}
    </Stack>
  );
}

/**
 * The dashboard of a company user: the call to register, or the company's checklist and cards;
 * `programsCard` and `reportsCard` are those features' own cards, `statsSection` the dashboard's figures and charts (the app passes them).
 */
export function CompanyDashboard({
  user,
  programsCard,
  reportsCard,
  statsSection,
}: {
  user: User;
  programsCard?: ReactNode;
  reportsCard?: ReactNode;
  statsSection?: ReactNode;
}) {
  const { t } = useTranslation();
  const registered = userCompanyRole(user) !== null;
  return (
    <>
      <PageHeader title={t('dashboard.greeting', { name: displayName(user) })} description={t('companies.dashboard.intro')} />
      {registered ? <RegisteredCompanyDashboard programsCard={programsCard} reportsCard={reportsCard} statsSection={statsSection} /> : <RegisterCall />}
    </>
  );
}
