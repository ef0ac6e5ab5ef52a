/**
 * The report figures the reports module keeps (migrations 0014, 0016, 0022), each recounted from the reports by the
 * contribution its trigger applies: the stats module checks and rebuilds them with every other kept figure.
 */
import { contributedAggregate, type Aggregate } from '../../lib/aggregates.ts';

const REPORTS = ['reports', 'reward_cents'];

export const reportAggregates: readonly Aggregate[] = [
  contributedAggregate({
    table: 'report_counts',
    kind: 'appended',
    keys: ['company_id', 'status', 'severity'],
    values: REPORTS,
    sources: [['reports', 'report_counts_of']],
  }),
  contributedAggregate({
    table: 'report_totals',
    kind: 'appended',
    keys: ['is_managed', 'status', 'severity'],
    values: REPORTS,
    sources: [['reports', 'report_totals_of']],
  }),
  contributedAggregate({
    table: 'report_months',
    kind: 'appended',
    keys: ['month'],
    values: ['received', 'accepted'],
    sources: [['reports', 'report_months_of']],
  }),
];
