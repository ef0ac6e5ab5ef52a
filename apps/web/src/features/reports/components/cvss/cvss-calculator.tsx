import {
  CVSS4_BASE_METRICS,
  cvss4BaseChoices,
  cvss4VectorOf,
  isCvss4Vector,
  type Cvss4BaseChoices,
  type Cvss4BaseMetric,
  type ReportSeverity,
} from '@bb/domain';
import type { Cvss4Score } from '@bb/domain/cvss-score';
import { ActionIcon, Badge, Fieldset, Group, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useEffect, useId, useState, type ClipboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { OnDemand } from '../../../../lib/on-demand.ts';
import { cvssMetricName, cvssValueName } from './cvss-vector-view.tsx';

const GROUPS = ['exploitability', 'vulnerable', 'subsequent'] as const;

export const SEVERITY_COLORS: Record<ReportSeverity, string> = { low: 'teal', medium: 'yellow', high: 'orange', critical: 'red' };

/** The scoring library (about 190 KB) is fetched the first time a complete vector needs a score; a failed fetch (offline) may be retried by the next vector. */
const scorer = new OnDemand(async () => (await import('@bb/domain/cvss-score')).scoreCvss4);

type ScoreState = { state: 'none' } | { state: 'loading' } | { state: 'error' } | { state: 'scored'; score: Cvss4Score };

/** The score of a complete vector, loading the scorer on demand. */
function useCvssScore(vector: string | null): ScoreState {
  const [scored, setScored] = useState<{ vector: string; result: ScoreState } | null>(null);
  useEffect(() => {
    if (!vector) return;
    let live = true;
    scorer.load().then(
      (score) => {
        const result = score(vector);
        if (live) setScored({ vector, result: result ? { state: 'scored', score: result } : { state: 'none' } });
      },
      () => live && setScored({ vector, result: { state: 'error' } }),
    );
    return () => {
      live = false;
    };
  }, [vector]);
  if (!vector) return { state: 'none' };
  return scored?.vector === vector ? scored.result : { state: 'loading' };
}

export interface CvssCalculatorProps {
  /** The vector in the form (null: none given). */
  value: string | null;
  /** A new vector text; `validate` once it is worth a message (pasted, complete, cleared). */
  onChange: (vector: string | null, options: { validate: boolean }) => void;
  /** The severity a complete vector's score means (null for a 0.0 score). */
  onSeverity: (severity: ReportSeverity | null) => void;
  onBlur?: () => void;
  error?: string;
}

/**
 * The CVSS 4.0 calculator (spec part 2 section 3): a choice per base metric, grouped as FIRST
 * groups them, the vector they make and its live score. A complete vector pasted into the vector
 * field fills the choices; the severity follows the score.
 */
export function CvssCalculator({ value, onChange, onSeverity, onBlur, error }: CvssCalculatorProps) {
  const { t } = useTranslation();
  const [choices, setChoices] = useState<Cvss4BaseChoices>(() => (value ? cvss4BaseChoices(value) : {}));
  const vector = value && isCvss4Vector(value) ? value : null;
  const score = useCvssScore(vector);

  const scoredSeverity = score.state === 'scored' ? score.score.severity : undefined;
  useEffect(() => {
    if (scoredSeverity !== undefined) onSeverity(scoredSeverity);
    // Only a new score moves the severity: the user may still pick one by hand without a vector.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [scoredSeverity, vector]);

  const choose = (metric: Cvss4BaseMetric, choice: string) => {
    const next = { ...choices, [metric]: choice };
    setChoices(next);
    const built = cvss4VectorOf(next);
    if (built) onChange(built, { validate: true });
  };

  const type = (text: string, pasted: boolean) => {
    const trimmed = text.trim();
    if (isCvss4Vector(trimmed)) setChoices(cvss4BaseChoices(trimmed));
    else if (!trimmed) setChoices({});
    onChange(text === '' ? null : text, { validate: pasted || !trimmed || isCvss4Vector(trimmed) });
  };

  return (
    <Stack gap="md">
      <div>
        <Text fw={600}>{t('cvss.calculator.title')}</Text>
        <Text size="sm" c="dimmed">
          {t('cvss.calculator.description')}
        </Text>
      </div>
      {GROUPS.map((group) => (
        <Fieldset key={group} legend={t(`cvss.groups.${group}`)} variant="filled" p="sm">
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm" verticalSpacing="sm">
            {CVSS4_BASE_METRICS.filter((metric) => metric.group === group).map((metric) => (
              <MetricChoice key={metric.key} metric={metric.key} values={metric.values} value={choices[metric.key] ?? ''} onChange={choose} />
            ))}
          </SimpleGrid>
        </Fieldset>
      ))}
      <TextInput
        label={t('cvss.calculator.vector')}
        description={t('cvss.calculator.vectorDescription')}
        placeholder={t('cvss.calculator.vectorPlaceholder')}
        value={value ?? ''}
        onChange={(event) => type(event.currentTarget.value, false)}
        onPaste={(event: ClipboardEvent<HTMLInputElement>) => {
          event.preventDefault();
          const input = event.currentTarget;
          const pastedText = event.clipboardData.getData('text');
          const text =
            input.value.slice(0, input.selectionStart ?? input.value.length) + pastedText + input.value.slice(input.selectionEnd ?? input.value.length);
          type(text.trim(), true);
        }}
        onBlur={onBlur}
        error={error}
        spellCheck={false}
        autoComplete="off"
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        rightSection={
          value ? (
            <ActionIcon variant="subtle" color="gray" aria-label={t('cvss.calculator.clear')} onClick={() => type('', true)}>
              <IconX size={16} aria-hidden />
            </ActionIcon>
          ) : null
        }
      />
      <ScoreLine score={score} />
    </Stack>
  );
}

function MetricChoice({
  metric,
  values,
  value,
  onChange,
}: {
  metric: Cvss4BaseMetric;
  values: readonly string[];
  value: string;
  onChange: (metric: Cvss4BaseMetric, value: string) => void;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={labelId}>
        {cvssMetricName(t, metric)}
      </Text>
      <SegmentedControl
        aria-labelledby={labelId}
        data={values.map((choice) => ({ value: choice, label: cvssValueName(t, metric, choice) }))}
        value={value}
        onChange={(choice) => onChange(metric, choice)}
        size="xs"
        fullWidth
        data-metric={metric}
      />
    </Stack>
  );
}

function ScoreLine({ score }: { score: ScoreState }) {
  const { t } = useTranslation();
  const text = (() => {
    switch (score.state) {
      case 'none':
        return (
          <Text size="sm" c="dimmed">
            {t('cvss.calculator.scorePending')}
          </Text>
        );
      case 'loading':
        return (
          <Text size="sm" c="dimmed">
            {t('cvss.calculator.scoring')}
          </Text>
        );
      case 'error':
        return (
          <Text size="sm" c="red.9">
            {t('cvss.calculator.loadError')}
          </Text>
        );
      case 'scored': {
        const { severity } = score.score;
        const label = severity ? t(`reportForm.severity.${severity}`) : t('cvss.calculator.scoreNone');
        return (
          <Badge
            size="lg"
            variant="light"
            color={severity ? SEVERITY_COLORS[severity] : 'gray'}
            // The severity's colour behind body-coloured text: a filled yellow or orange badge fails WCAG contrast.
            c="var(--mantine-color-text)"
            tt="none"
            data-testid="cvss-score"
          >
            {t('cvss.calculator.scoreValue', { score: score.score.score.toFixed(1), severity: label })}
          </Badge>
        );
      }
    }
  })();
  return (
    <Group gap="sm" aria-live="polite">
      <Text size="sm" fw={500}>
        {t('cvss.calculator.score')}
      </Text>
      {text}
    </Group>
  );
}
