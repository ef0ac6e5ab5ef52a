/** The dashboards' own aggregates (migrations 0020, 0022), each recounted from the rows by the contributions its triggers apply. */
import { contributedAggregate, type Aggregate } from '../../lib/aggregates.ts';

export const statsAggregates: readonly Aggregate[] = [
  contributedAggregate({
    table: 'stats_daily',
    kind: 'appended',
    keys: ['scope', 'scope_id', 'day'],
    values: ['rewards', 'reward_cents', 'received'],
    sources: [['reports', 'stats_report_daily']],
  }),
  contributedAggregate({
    table: 'stats_response_times',
    kind: 'upserted',
    keys: ['program_id', 'target', 'month', 'upper_hours'],
    values: ['measured', 'on_time'],
    sources: [['reports', 'stats_report_responses']],
  }),
  contributedAggregate({
    table: 'stats_open_due',
    kind: 'appended',
    keys: ['is_managed', 'due_hour'],
    values: ['reports'],
    sources: [['reports', 'stats_open_due_of']],
  }),
  contributedAggregate({
    table: 'stats_handlers',
    kind: 'appended',
    keys: ['user_id'],
    values: ['open', 'total'],
    sources: [['reports', 'stats_handlers_of']],
  }),
  contributedAggregate({
    table: 'stats_counters',
    kind: 'appended',
    keys: ['key'],
    values: ['value'],
    sources: [
      ['reports', 'stats_counters_of_report'],
      ['users', 'stats_counters_of_user'],
      ['companies', 'stats_counters_of_company'],
      ['company_transfers', 'stats_counters_of_transfer'],
    ],
  }),
  contributedAggregate({
    table: 'stats_countries',
    kind: 'appended',
    keys: ['country'],
    values: ['hackers'],
    sources: [['hacker_profiles', 'stats_countries_of']],
  }),
  contributedAggregate({
    table: 'stats_ledger_kinds',
    kind: 'appended',
    keys: ['kind'],
    values: ['balance_cents'],
    sources: [['ledger_accounts', 'stats_ledger_kinds_of']],
  }),
  contributedAggregate({
    table: 'stats_payments_daily',
    kind: 'appended',
    keys: ['day'],
    values: ['payments', 'amount_cents'],
    sources: [['payment_intents', 'stats_payments_left_of']],
  }),
];
