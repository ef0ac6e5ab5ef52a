import type { ResponseTime } from '@bb/domain';
import { Alert, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LabeledValue } from '../../../components/labeled-value.tsx';
import { useFormatResponseTime } from '../../../lib/response-time.ts';
import { useResponseTimes } from '../api/response-times.ts';

function TargetFigures({ time }: { time: ResponseTime }) {
  const { t } = useTranslation();
  const duration = useFormatResponseTime();
  const percent = time.measured > 0 ? Math.round((time.onTime / time.measured) * 100) : null;
  return (
    <Paper withBorder radius="md" p="sm" component="li" data-testid={`response-${time.target}`} style={{ listStyle: 'none' }}>
      <Text fw={650} mb="xs" component="h3" size="sm">
        {t(`reports.targets.names.${time.target}`)}
      </Text>
      {/* Two figures a row on a phone, where the cards stack; one a row in the four narrow columns from md up. */}
      <SimpleGrid cols={{ base: 2, md: 1 }} spacing="xs" verticalSpacing={6}>
        <LabeledValue label={t('responseTimes.target')}>{t('responseTimes.businessDays', { count: time.targetDays })}</LabeledValue>
        {time.measured === 0 ? (
          <Text size="sm" c="dimmed">
            {t('responseTimes.notMeasured')}
          </Text>
        ) : (
          <>
            <LabeledValue label={t('responseTimes.median')}>{duration(time.medianHours)}</LabeledValue>
            <LabeledValue label={t('responseTimes.p90')}>{duration(time.p90Hours)}</LabeledValue>
            <LabeledValue label={t('responseTimes.onTime')}>
              {t('responseTimes.onTimeValue', { percent, onTime: time.onTime, count: time.measured })}
            </LabeledValue>
          </>
        )}
      </SimpleGrid>
    </Paper>
  );
}

/**
 * How fast the program answered its reports over the last 90 days, target by target (issue 14,
 * "response efficiency"): hackers read it to choose where to spend their time; the company and
 * staff see the same figures.
 */
export function ResponseTimesCard({ programId }: { programId: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const times = useResponseTimes(programId);
  const nothingMeasured = times.data?.targets.every((time) => time.measured === 0) ?? false;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId} aria-busy={times.isPending}>
      <Group justify="space-between" gap="xs" mb={4}>
        <Group gap="xs" wrap="nowrap">
          <IconClockHour4 size={20} aria-hidden />
          <Title order={2} size="h4" id={titleId}>
            {t('responseTimes.title')}
          </Title>
        </Group>
        {times.data ? (
          <Text size="sm" c="dimmed">
            {t('responseTimes.window', { days: times.data.windowDays })}
          </Text>
        ) : null}
      </Group>
      <Text size="sm" c="dimmed" mb="md">
        {t('responseTimes.hint')}
      </Text>
      {times.isPending ? <Skeleton h={120} /> : null}
      {times.isError ? <Alert color="red">{t('responseTimes.loadError')}</Alert> : null}
      {times.data ? (
        <Stack gap="sm">
          {nothingMeasured ? (
            <Text size="sm" fw={500} data-testid="response-times-empty">
              {t('responseTimes.empty', { days: times.data.windowDays })}
            </Text>
          ) : null}
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" component="ul" m={0} p={0}>
            {times.data.targets.map((time) => (
              <TargetFigures key={time.target} time={time} />
            ))}
          </SimpleGrid>
        </Stack>
      ) : null}
    </Paper>
  );
}
