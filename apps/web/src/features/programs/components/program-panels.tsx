import { PRIZE_FIELDS, SEVERITY_KEYS, type ProgramDetail } from '@bb/domain';
import { Anchor, Box, Paper, SimpleGrid, Stack, Table, Text, Title, Typography } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LabeledValue } from '../../../components/labeled-value.tsx';
import { DataTable, EmptyListState } from '../../../components/paged-table.tsx';
import { formatAmount, formatDateTime } from '../../../lib/format.ts';
import { uploadUrl } from '../../../lib/uploads.ts';
import { BudgetCard } from './budget-card.tsx';
import { ProgramStatusBadge } from './program-badges.tsx';
import { ResponseTimesCard } from './response-times-card.tsx';
import { RetestsCard } from './retests-card.tsx';

type ProgramTarget = ProgramDetail['scope'][number];

export const DEFAULT_POLICY_PATH = '/api/programs/default-policy';

/**
 * The program's facts: what anyone who sees it may know, and for its managers (`full`) the paid
 * services and tiers as well.
 */
export function ProgramFacts({ program, full }: { program: ProgramDetail; full: boolean }) {
  const { t } = useTranslation();
  const yesNo = (value: boolean) => t(value ? 'programs.yes' : 'programs.no');
  return (
    <Paper withBorder radius="md" p="md">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
        <LabeledValue label={t('programs.fields.status')}>
          <ProgramStatusBadge status={program.status} />
        </LabeledValue>
        <LabeledValue label={t('programs.fields.company')}>{program.company.name}</LabeledValue>
        <LabeledValue label={t('programs.fields.visibility')}>
          {t(program.isPublic ? 'programs.visibility.public' : 'programs.visibility.private')}
        </LabeledValue>
        <LabeledValue label={t('programs.fields.managed')}>{yesNo(program.isManaged)}</LabeledValue>
        {full ? (
          <>
            <LabeledValue label={t('programs.fields.verification')}>{yesNo(program.verificationService)}</LabeledValue>
            {program.verificationService ? (
              <LabeledValue label={t('programs.fields.retester')}>{t(`programs.retester.${program.retester}`)}</LabeledValue>
            ) : null}
            <LabeledValue label={t('programs.fields.rewardTier')}>{t(`programs.tiers.${program.rewardTier}`)}</LabeledValue>
            <LabeledValue label={t('programs.fields.priceTier')}>{program.priceTier ? t(`programs.tiers.${program.priceTier}`) : null}</LabeledValue>
          </>
        ) : null}
        <LabeledValue label={t('programs.fields.language')}>{t(`programs.languages.${program.language}`)}</LabeledValue>
        <LabeledValue label={t('programs.fields.createdAt')}>{formatDateTime(program.createdAt)}</LabeledValue>
      </SimpleGrid>
    </Paper>
  );
}

/** Status, switches, tiers and dates, then the budget card and the response times. */
export function OverviewPanel({ program, showWallet }: { program: ProgramDetail; showWallet: boolean }) {
  return (
    <Stack gap="lg">
      <ProgramFacts program={program} full />
      <BudgetCard program={program} showWallet={showWallet} />
      <RetestsCard program={program} />
      <ResponseTimesCard programId={program.id} />
    </Stack>
  );
}

/** Server-sanitised HTML (the API renders rich text through its allow-list). */
function RichHtml({ html }: { html: string }) {
  return (
    <Typography>
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}

function TextSection({ title, html }: { title: string; html: string }) {
  if (!html.trim()) return null;
  return (
    <Paper withBorder radius="md" p="md" component="section">
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      <RichHtml html={html} />
    </Paper>
  );
}

/** Description, out of scope and non-qualifying texts, and the policy (the company's PDF or the platform's). */
export function DescriptionPanel({ program }: { program: ProgramDetail }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <TextSection title={t('programs.description.content')} html={program.contentHtml} />
      <TextSection title={t('programs.description.outOfScope')} html={program.outOfScopeHtml} />
      <TextSection title={t('programs.description.nonQualifying')} html={program.nonQualifyingHtml} />
      <Paper withBorder radius="md" p="md" component="section">
        <Title order={2} size="h4" mb="sm">
          {t('programs.description.policy')}
        </Title>
        {program.policy ? (
          <Anchor href={uploadUrl(program.policy.id)} target="_blank" rel="noopener" size="sm">
            <IconFileTypePdf size={16} aria-hidden style={{ verticalAlign: 'text-bottom' }} /> {program.policy.fileName}
          </Anchor>
        ) : (
          <Anchor href={DEFAULT_POLICY_PATH} target="_blank" rel="noopener" size="sm">
            <IconFileTypePdf size={16} aria-hidden style={{ verticalAlign: 'text-bottom' }} /> {t('programs.description.defaultPolicy')}
          </Anchor>
        )}
      </Paper>
    </Stack>
  );
}

/** The scope: each target with its prize per severity; a table from `sm` up, one card per target on a phone. */
export function RewardsPanel({ program }: { program: ProgramDetail }) {
  const { t } = useTranslation();
  if (!program.scope.length) return <EmptyListState title={t('programs.rewards.empty')} />;
  const prize = (value: number | null) => (value === null ? '—' : value === 0 ? t('programs.rewards.notRewarded') : formatAmount(value));
  const typeOf = (target: ProgramTarget) => (target.type ? t(`programs.targetTypes.${target.type}`) : '—');
  return (
    <>
      <Box visibleFrom="sm">
        <DataTable
          minWidth={720}
          busy={false}
          label={t('programs.rewards.tableLabel')}
          head={
            <>
              <Table.Th>{t('programs.rewards.target')}</Table.Th>
              <Table.Th>{t('programs.rewards.type')}</Table.Th>
              {SEVERITY_KEYS.map((severity) => (
                <Table.Th key={severity} ta="right">
                  {t(`programs.severity.${severity}`)}
                </Table.Th>
              ))}
            </>
          }
        >
          {program.scope.map((target) => (
            <Table.Tr key={target.id}>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{target.name ?? '—'}</Table.Td>
              <Table.Td>{typeOf(target)}</Table.Td>
              {SEVERITY_KEYS.map((severity) => (
                <Table.Td key={severity} ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {prize(target[PRIZE_FIELDS[severity]])}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </DataTable>
      </Box>
      {/* Six columns do not fit a phone: each target becomes a card, its prizes two by two. */}
      <Stack hiddenFrom="sm" gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('programs.rewards.tableLabel')}>
        {program.scope.map((target) => (
          <Paper key={target.id} component="li" withBorder radius="md" p="sm">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {target.name ?? '—'}
            </Text>
            <Text size="sm" c="dimmed" mb="xs">
              {typeOf(target)}
            </Text>
            <SimpleGrid cols={2} spacing="xs" verticalSpacing="xs">
              {SEVERITY_KEYS.map((severity) => (
                <LabeledValue key={severity} label={t(`programs.severity.${severity}`)}>
                  {prize(target[PRIZE_FIELDS[severity]])}
                </LabeledValue>
              ))}
            </SimpleGrid>
          </Paper>
        ))}
      </Stack>
    </>
  );
}
