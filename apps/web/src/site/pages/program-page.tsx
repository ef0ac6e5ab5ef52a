import { PRIZE_FIELDS, SEVERITY_KEYS, type PublicProgramPage, type ResponseTime } from '@bb/domain';
import { Alert, Anchor, Box, Button, Card, Container, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconCalendarDue, IconClockHour4, IconFileTypePdf, IconPlayerPause, IconTrophy } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { PageSection } from '../components/page-section.tsx';
import { CompanyInitials, ManagementBadge, PausedBadge, TargetTypeTags, formatSiteEuro, formatSiteNumber } from '../components/program-parts.tsx';
import { NOT_FOUND, definePage, type SiteView } from '../site-page.ts';

type Target = PublicProgramPage['scope'][number];

/** The platform's default disclosure policy, public (GET /api/programs/default-policy). */
const DEFAULT_POLICY_PATH = '/api/programs/default-policy';
/** Payment promise (spec part 1 section 1): valid bounties within 21 days of the report, 14 for managed programs. */
const PAYOUT_DAYS = { managed: 14, selfManaged: 21 } as const;
const DESCRIPTION_LENGTH = 155;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/** Sanitised HTML as plain text: tags dropped, the common entities read, whitespace collapsed. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#?\w+);/g, (entity, name: string) => ENTITIES[name] ?? (name.startsWith('#') ? String.fromCodePoint(Number(name.slice(1)) || 32) : entity))
    .replace(/\s+/g, ' ')
    .trim();
}

/** The first ~155 characters of a text, cut at a word with an ellipsis. */
function excerpt(text: string, length = DESCRIPTION_LENGTH): string {
  if (text.length <= length) return text;
  const cut = text.slice(0, length - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > length / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

const programName = (program: PublicProgramPage, t: TFunction) => program.name ?? t('programs.untitled');

/** Where a visitor goes to report: the login, which returns to this address, where the app shows the report button. */
const loginHref = (program: PublicProgramPage) => `/auth/login?next=${encodeURIComponent(`/programs/${program.id}`)}`;

function ReportActions({ program }: { program: PublicProgramPage }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Group gap="sm">
        <Button component="a" href={loginHref(program)} size="md">
          {t(program.status === 'paused' ? 'programs.detail.reportPaused' : 'programs.detail.report')}
        </Button>
      </Group>
      <Text fz="sm" c="dark.6">
        {t('programs.detail.noAccount')}{' '}
        <Anchor href="/auth/signup/hacker" fz="sm" fw={600}>
          {t('programs.detail.signupHacker')}
        </Anchor>
      </Text>
    </Stack>
  );
}

function Header({ program, view }: { program: PublicProgramPage; view: SiteView }) {
  const { t } = useTranslation();
  return (
    <Box component="section" className="bb-hero" py={{ base: 40, md: 72 }}>
      <Container size="lg">
        <Stack gap="lg" maw={820}>
          <Anchor href="/programs" fz="sm" fw={500} c="indigo.8" w="fit-content">
            <Group gap={4} component="span">
              <IconArrowLeft size={14} aria-hidden="true" />
              {t('programs.detail.back')}
            </Group>
          </Anchor>
          <Group gap="sm" wrap="nowrap">
            <CompanyInitials name={program.company.name} />
            <Text fw={600} c="dark.7" style={{ overflowWrap: 'anywhere' }}>
              {program.company.name}
            </Text>
          </Group>
          <Title order={1} fz={{ base: 32, md: 48 }} lh={1.1} style={{ overflowWrap: 'anywhere' }}>
            {programName(program, t)}
          </Title>
          <Group gap={6}>
            {program.status === 'paused' ? <PausedBadge /> : <BadgeText>{t('programs.status.active')}</BadgeText>}
            <ManagementBadge isManaged={program.isManaged} />
            <BadgeText>{t('programs.detail.language', { language: t(`programs.languages.${program.language}`) })}</BadgeText>
          </Group>
          <TargetTypeTags tags={program.tags} label={t('programs.list.card.tags')} />
          {program.reward !== null ? (
            <Text fz="xl" fw={700} c="indigo.8">
              {t('programs.upTo', { amount: formatSiteEuro(program.reward, view.language, true) })}
            </Text>
          ) : null}
          {program.status === 'paused' ? (
            <Alert color="orange" icon={<IconPlayerPause size={20} aria-hidden="true" />} title={t('programs.detail.paused.title')} c="dark.8">
              {t('programs.detail.paused.text')}
            </Alert>
          ) : null}
          <ReportActions program={program} />
        </Stack>
      </Container>
    </Box>
  );
}

/** A small neutral label in the header's row of badges (status, language). */
function BadgeText({ children }: { children: string }) {
  return (
    <Text component="span" fz="xs" fw={700} px={10} py={2} c="dark.7" bg="gray.1" style={{ borderRadius: 999, lineHeight: '20px' }}>
      {children}
    </Text>
  );
}

/** Server-sanitised HTML (the API renders rich text through its allow-list). */
function RichText({ html }: { html: string }) {
  return <div className="bb-rich-text" dangerouslySetInnerHTML={{ __html: html }} />;
}

function ScopeTable({ program, view }: { program: PublicProgramPage; view: SiteView }) {
  const { t } = useTranslation();
  if (!program.scope.length) return <Text c="dark.6">{t('programs.detail.scope.empty')}</Text>;
  const prize = (value: number | null) =>
    value === null ? t('programs.detail.scope.none') : value === 0 ? t('programs.detail.scope.notRewarded') : formatSiteEuro(value, view.language);
  const typeOf = (target: Target) => (target.type ? t(`programs.targetTypes.${target.type}`) : t('programs.detail.scope.none'));
  return (
    <Box style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={t('programs.detail.scope.regionLabel')}>
      <Table miw={680} striped withTableBorder verticalSpacing="sm" horizontalSpacing="md">
        <Table.Caption>{t('programs.detail.scope.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('programs.detail.scope.target')}</Table.Th>
            <Table.Th scope="col">{t('programs.detail.scope.type')}</Table.Th>
            {SEVERITY_KEYS.map((severity) => (
              <Table.Th key={severity} scope="col" ta="right">
                {t(`programs.severity.${severity}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {program.scope.map((target) => (
            <Table.Tr key={target.id}>
              <Table.Th scope="row" fw={600} style={{ overflowWrap: 'anywhere' }}>
                {target.name ?? t('programs.detail.scope.none')}
              </Table.Th>
              <Table.Td>{typeOf(target)}</Table.Td>
              {SEVERITY_KEYS.map((severity) => (
                <Table.Td key={severity} ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {prize(target[PRIZE_FIELDS[severity]])}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  );
}

/** A measured time as the bound it is ("entro 6 ore", "entro 3 giorni"): whole hours up to two days, days beyond. */
function formatWithin(hours: number, t: TFunction): string {
  if (hours <= 48) return t('programs.detail.responseTimes.withinHours', { count: Math.max(1, Math.ceil(hours)) });
  return t('programs.detail.responseTimes.withinDays', { count: Math.ceil(hours / 24) });
}

function ResponseTimeCard({ time }: { time: ResponseTime }) {
  const { t } = useTranslation();
  const measured = time.medianHours !== null && time.measured > 0;
  const percent = time.measured > 0 ? Math.round((time.onTime / time.measured) * 100) : null;
  return (
    <Card component="li" padding="md">
      <Stack gap={6}>
        <Title order={3} fz="md">
          {t(`programs.detail.responseTimes.names.${time.target}`)}
        </Title>
        <Text fz="sm" c="dark.6">
          {t('programs.detail.responseTimes.target')}:{' '}
          <Text span fw={600} c="dark.8" inherit>
            {t('programs.detail.responseTimes.businessDays', { count: time.targetDays })}
          </Text>
        </Text>
        <Text fz="sm" c="dark.6">
          {t('programs.detail.responseTimes.median')}:{' '}
          <Text span fw={600} c="dark.8" inherit>
            {measured && time.medianHours !== null ? formatWithin(time.medianHours, t) : t('programs.detail.responseTimes.notMeasured')}
          </Text>
        </Text>
        {measured && percent !== null ? (
          <Text fz="sm" c="dark.6">
            {t('programs.detail.responseTimes.onTime', { percent, onTime: time.onTime, count: time.measured })}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}

function ResponseTimes({ program }: { program: PublicProgramPage }) {
  const { t } = useTranslation();
  const { responseTimes } = program;
  const nothingMeasured = responseTimes.targets.every((time) => time.measured === 0);
  return (
    <Stack gap="md">
      {nothingMeasured ? <Text c="dark.6">{t('programs.detail.responseTimes.empty', { days: responseTimes.windowDays })}</Text> : null}
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="md" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {responseTimes.targets.map((time) => (
          <ResponseTimeCard key={time.target} time={time} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function Rules({ program }: { program: PublicProgramPage }) {
  const { t } = useTranslation();
  const days = program.isManaged ? PAYOUT_DAYS.managed : PAYOUT_DAYS.selfManaged;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
      <Card component="article" padding="lg">
        <Stack gap="sm">
          <Group gap="xs" wrap="nowrap">
            <IconCalendarDue size={22} aria-hidden="true" />
            <Title order={3} fz="lg">
              {t('programs.detail.rules.payoutTitle', { days })}
            </Title>
          </Group>
          <Text c="dark.6">{t(program.isManaged ? 'programs.detail.rules.payoutManaged' : 'programs.detail.rules.payoutSelfManaged', { days })}</Text>
        </Stack>
      </Card>
      <Card component="article" padding="lg">
        <Stack gap="sm">
          <Group gap="xs" wrap="nowrap">
            <IconFileTypePdf size={22} aria-hidden="true" />
            <Title order={3} fz="lg">
              {t('programs.detail.rules.policyTitle')}
            </Title>
          </Group>
          {program.policy ? (
            <>
              <Text c="dark.6">{t('programs.detail.rules.policyFile', { fileName: program.policy.fileName })}</Text>
              <Anchor href={loginHref(program)} fw={600} w="fit-content">
                {t('programs.detail.rules.policyLogin')}
              </Anchor>
            </>
          ) : (
            <>
              <Text c="dark.6">{t('programs.detail.rules.policyDefault')}</Text>
              <Anchor href={DEFAULT_POLICY_PATH} fw={600} w="fit-content" type="application/pdf">
                {t('programs.detail.rules.policyDefaultLink')}
              </Anchor>
            </>
          )}
        </Stack>
      </Card>
    </SimpleGrid>
  );
}

function HallOfFame({ program, view }: { program: PublicProgramPage; view: SiteView }) {
  const { t } = useTranslation();
  if (!program.hallOfFame.length) {
    return (
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <IconTrophy size={22} aria-hidden="true" style={{ flexShrink: 0 }} />
        <Text c="dark.6">{t('programs.detail.hallOfFame.empty')}</Text>
      </Group>
    );
  }
  return (
    <Box style={{ overflowX: 'auto' }} maw={640}>
      <Table striped withTableBorder verticalSpacing="xs" horizontalSpacing="md">
        <Table.Caption>{t('programs.detail.hallOfFame.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" w={110}>
              {t('programs.detail.hallOfFame.position')}
            </Table.Th>
            <Table.Th scope="col">{t('programs.detail.hallOfFame.name')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('programs.detail.hallOfFame.score')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {program.hallOfFame.map((row) => (
            <Table.Tr key={row.hackerId}>
              <Table.Td>{formatSiteNumber(row.position, view.language)}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.name}</Table.Td>
              <Table.Td ta="right">{formatSiteNumber(row.score, view.language)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  );
}

function ProgramView({ loaded: program, view }: { loaded: PublicProgramPage; view: SiteView }) {
  const { t } = useTranslation();
  const name = programName(program, t);
  return (
    <>
      <Header program={program} view={view} />
      {program.contentHtml.trim() ? (
        <PageSection title={t('programs.detail.description')}>
          <Box maw={820}>
            <RichText html={program.contentHtml} />
          </Box>
        </PageSection>
      ) : null}
      <PageSection title={t('programs.detail.scope.title')} lead={t('programs.detail.scope.lead')} tone="muted">
        <ScopeTable program={program} view={view} />
      </PageSection>
      {program.outOfScopeHtml.trim() || program.nonQualifyingHtml.trim() ? (
        <PageSection>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
            {program.outOfScopeHtml.trim() ? (
              <Stack gap="sm" component="section">
                <Title order={2} fz={{ base: 24, md: 28 }}>
                  {t('programs.detail.outOfScope')}
                </Title>
                <RichText html={program.outOfScopeHtml} />
              </Stack>
            ) : null}
            {program.nonQualifyingHtml.trim() ? (
              <Stack gap="sm" component="section">
                <Title order={2} fz={{ base: 24, md: 28 }}>
                  {t('programs.detail.nonQualifying')}
                </Title>
                <RichText html={program.nonQualifyingHtml} />
              </Stack>
            ) : null}
          </SimpleGrid>
        </PageSection>
      ) : null}
      <PageSection
        title={t('programs.detail.responseTimes.title')}
        lead={t('programs.detail.responseTimes.lead', { days: program.responseTimes.windowDays })}
        tone="muted"
      >
        <Group gap="xs" c="dark.6" wrap="nowrap" align="flex-start">
          <IconClockHour4 size={20} aria-hidden="true" style={{ flexShrink: 0 }} />
          <Text fz="sm">{t('programs.detail.responseTimes.hint')}</Text>
        </Group>
        <ResponseTimes program={program} />
      </PageSection>
      <PageSection title={t('programs.detail.rules.title')}>
        <Rules program={program} />
      </PageSection>
      <PageSection title={t('programs.detail.hallOfFame.title')} lead={t('programs.detail.hallOfFame.lead')} tone="muted">
        <HallOfFame program={program} view={view} />
        <Anchor href="/leaderboard" fw={600} w="fit-content">
          {t('programs.detail.hallOfFame.leaderboard')}
        </Anchor>
      </PageSection>
      <PageSection
        title={t('programs.detail.cta.title', { name })}
        lead={t(program.status === 'paused' ? 'programs.detail.cta.paused' : 'programs.detail.cta.text')}
      >
        <ReportActions program={program} />
      </PageSection>
    </>
  );
}

const programId = z.uuid();

/**
 * `/programs/:id`: an open public program as visitors read it (GET /api/programs/{id}/public): its description, scope
 * and rewards, response times, rules and hall of fame, and the way in to report. A signed-in visitor gets the app's page.
 */
export const programPage = definePage<PublicProgramPage>({
  path: '/programs/:id',
  signedIn: 'app',
  load: async (input) => {
    const id = programId.safeParse(input.params.id);
    if (!id.success) return NOT_FOUND;
    return (await input.data.program(id.data)) ?? NOT_FOUND;
  },
  meta: (t, program) => {
    const text = htmlToText(program.contentHtml);
    const title = t('programs.detail.meta.title', { name: programName(program, t), company: program.company.name });
    const fallback = t('programs.detail.meta.fallback', { name: programName(program, t), company: program.company.name });
    // A description too short to say much is replaced by the program's facts.
    return { title, description: excerpt(text.length >= 70 ? text : fallback) };
  },
  Page: ProgramView,
});
