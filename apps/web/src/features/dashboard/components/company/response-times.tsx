import type { CompanyDashboardStats, ResponseTime } from '@bb/domain';
import { Anchor, Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { programPath } from '../../../../lib/paths.ts';
import { useFormatResponseTime } from '../../../../lib/response-time.ts';

type ProgramTimes = CompanyDashboardStats['programs'][number];

function TargetRow({ time }: { time: ResponseTime }) {
  const { t } = useTranslation();
  const formatTime = useFormatResponseTime();
  const formatHours = (hours: number | null) => formatTime(hours) ?? '—';
  const late = time.measured - time.onTime;
  return (
    <Table.Tr>
      <Table.Th scope="row">{t(`reports.targets.names.${time.target}`)}</Table.Th>
      <Table.Td>{t('stats.responseTimes.targetDays', { count: time.targetDays })}</Table.Td>
      <Table.Td>{formatHours(time.medianHours)}</Table.Td>
      <Table.Td>{formatHours(time.p90Hours)}</Table.Td>
      <Table.Td>
        {time.measured === 0 ? (
          <Text size="sm" c="dimmed">
            {t('stats.responseTimes.notMeasured')}
          </Text>
        ) : (
          <Group gap={6} wrap="nowrap">
            <Text size="sm">{t('stats.responseTimes.onTimeValue', { onTime: time.onTime, measured: time.measured })}</Text>
            {late > 0 ? (
              <Badge color="red" variant="light" size="sm">
                {t('stats.responseTimes.late', { count: late })}
              </Badge>
            ) : null}
          </Group>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/** A program with nothing measured in the window: one line and its targets, rather than a table of dashes. */
function NothingMeasured({ program }: { program: ProgramTimes }) {
  const { t } = useTranslation();
  const targets = program.responseTimes.targets
    .map((time) =>
      t('stats.responseTimes.targetItem', {
        name: t(`reports.targets.names.${time.target}`),
        days: t('stats.responseTimes.targetDays', { count: time.targetDays }),
      }),
    )
    .join(' · ');
  return (
    <Text size="sm" data-testid={`response-times-none-${program.id}`}>
      {t('stats.responseTimes.noneMeasured', { days: program.responseTimes.windowDays })}{' '}
      <Text span size="sm" c="dimmed">
        {t('stats.responseTimes.targetsSummary', { targets })}
      </Text>
    </Text>
  );
}

function ProgramTimesTable({ program }: { program: ProgramTimes }) {
  const { t } = useTranslation();
  const measured = program.responseTimes.targets.some((time) => time.measured > 0);
  return (
    <Stack gap={6} data-testid={`response-times-${program.id}`}>
      <Group gap="xs">
        <Anchor component={Link} to={programPath(program.id)} fw={600} size="sm">
          {program.name}
        </Anchor>
        {program.isManaged ? (
          <Badge variant="light" size="sm">
            {t('stats.responseTimes.managed')}
          </Badge>
        ) : null}
      </Group>
      {measured ? (
        <Table.ScrollContainer minWidth={560}>
          <Table striped fz="sm">
            <Table.Caption>{t('stats.responseTimes.caption', { name: program.name, days: program.responseTimes.windowDays })}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('stats.responseTimes.target')}</Table.Th>
                <Table.Th scope="col">{t('stats.responseTimes.limit')}</Table.Th>
                <Table.Th scope="col">{t('stats.responseTimes.median')}</Table.Th>
                <Table.Th scope="col">{t('stats.responseTimes.p90')}</Table.Th>
                <Table.Th scope="col">{t('stats.responseTimes.onTime')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {program.responseTimes.targets.map((time) => (
                <TargetRow key={time.target} time={time} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : (
        <NothingMeasured program={program} />
      )}
    </Stack>
  );
}

/** Per program, how fast reports were answered against the targets (median and 90th percentile over the window). */
export function ResponseTimesCard({ programs }: { programs: ProgramTimes[] }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <div>
          <Title order={2} fz="lg" id={titleId}>
            {t('stats.responseTimes.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('stats.responseTimes.subtitle')}
          </Text>
        </div>
        {programs.length === 0 ? (
          <Text size="sm" c="dimmed" py="md" ta="center">
            {t('stats.responseTimes.empty')}
          </Text>
        ) : (
          programs.map((program) => <ProgramTimesTable key={program.id} program={program} />)
        )}
      </Stack>
    </Paper>
  );
}
