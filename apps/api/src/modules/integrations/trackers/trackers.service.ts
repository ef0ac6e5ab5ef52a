import { randomUUID } from 'node:crypto';
import { JIRA_CLOUD_HOST, TRACKER_RULES, type ReportDetail, type ReportTracker, type TrackerConnectInput, type TrackerSettings } from '@bb/domain';
import type { Database } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { clock } from '../../../lib/clock.ts';
import { seal, unsealWithRing, type KeyRing } from '../../../lib/crypto.ts';
import type { Actor } from '../../../plugins/types.ts';
import { readReport } from '../../reports/index.ts';
import type { UploadsApi } from '../../uploads/index.ts';
import { trackerClient } from './client-for.ts';
import { issueDraft } from './issue-content.ts';
import type { TrackerHttp } from './tracker-http.ts';
import { presentConnection, presentIssue } from './trackers.presenter.ts';
import { isFilledIn, trackersRepository, type ConnectionRow, type IssueRow, type PushClaim, type StoredIssueRow } from './trackers.repository.ts';

export interface TrackersServiceDeps {
  db: Database;
  uploads: UploadsApi;
  keys: KeyRing;
  http: TrackerHttp;
  publicUrl: string;
  production: boolean;
}

/** The company whose tracker the caller uses: the routes admit company users only, this refuses one without a company. */
function companyOf(actor: Actor): string {
  if (!actor.company) throw new AppError('FORBIDDEN');
  return actor.company.id;
}

/** The address the settings call, which in production must be a Jira Cloud site for Jira (the guard checks https and public). */
function serviceUrl(settings: TrackerSettings): string {
  switch (settings.kind) {
    case 'jira':
      return settings.siteUrl;
    case 'github':
      return settings.apiBaseUrl;
    case 'gitlab':
      return settings.baseUrl;
  }
}

const tokenHint = (token: string) => `…${token.slice(-TRACKER_RULES.tokenHintChars)}`;

/** A claim made before this moment was left by a push that stopped during its call: a new push may take it over. */
const claimsStaleBefore = (now: Date) => new Date(now.getTime() - TRACKER_RULES.pushClaimStaleMs);
/** Another push is calling the service for this report right now. */
const liveClaim = (row: StoredIssueRow | null) => row !== null && !isFilledIn(row) && row.createdAt >= claimsStaleBefore(clock.now());

export function trackersService(deps: TrackersServiceDeps) {
  const repository = trackersRepository(deps.db);
  const clientOf = (connection: ConnectionRow) => trackerClient(connection.settings, unsealWithRing(deps.keys, connection.tokenSealed).plaintext, deps.http);

  async function requireConnection(companyId: string): Promise<ConnectionRow> {
    const connection = await repository.connection(companyId);
    if (!connection) throw new AppError('TRACKER_NOT_CONNECTED');
    return connection;
  }

  /**
   * The report's tracker answer; `suggestFixed` when the issue is closed there and the report is not fixed here. A
   * pending claim is no issue yet, and while it is live nobody may push.
   */
  function reportTracker(actor: Actor, report: ReportDetail, connected: boolean, row: StoredIssueRow | null): ReportTracker {
    const issue = row && isFilledIn(row) ? row : null;
    return {
      connected,
      issue: issue ? presentIssue(issue) : null,
      canPush: connected && issue === null && !liveClaim(row) && actor.permissions.has('report.handle'),
      suggestFixed: issue?.state === 'closed' && report.status !== 'fixed',
    };
  }

  /** A push that finds the report claimed answers its issue, or, while the claim's push is still calling, says so. */
  function alreadyPushed(actor: Actor, report: ReportDetail, row: StoredIssueRow | null): ReportTracker {
    if (row && isFilledIn(row)) return reportTracker(actor, report, true, row);
    throw new AppError('TRACKER_PUSH_IN_PROGRESS');
  }

  /** The service's call, outside any transaction; when it fails the claim is given up, so the report can be pushed again. */
  async function createIssue(connection: ConnectionRow, report: ReportDetail, claim: PushClaim) {
    try {
      return await clientOf(connection).create(issueDraft(report, deps.publicUrl));
    } catch (error) {
      await repository.releaseClaim(claim.reportId, claim.claimId);
      throw error;
    }
  }

  /** Reads the issue's state now and keeps it. */
  async function syncIssue(connection: ConnectionRow, issue: IssueRow): Promise<IssueRow> {
    const read = await clientOf(connection).read(issue.externalKey);
    return repository.updateIssueState(issue.reportId, { state: read.state, closedAt: read.closedAt, lastSyncedAt: clock.now() });
  }

  return {
    async connection(actor: Actor) {
      const row = await repository.connection(companyOf(actor));
      return { connection: row ? presentConnection(row) : null };
    },

    /** Checks the credentials with a cheap read of the project before anything is saved, then keeps the token sealed. */
    async connect(actor: Actor, input: TrackerConnectInput) {
      const companyId = companyOf(actor);
      const url = new URL(serviceUrl(input.settings));
      if (deps.production && input.settings.kind === 'jira' && !JIRA_CLOUD_HOST.test(url.hostname)) throw new AppError('TRACKER_URL_NOT_ALLOWED');
      await trackerClient(input.settings, input.token, deps.http).check();
      const row = await repository.saveConnection({
        companyId,
        kind: input.settings.kind,
        settings: input.settings,
        tokenSealed: seal(deps.keys.signing, input.token),
        tokenHint: tokenHint(input.token),
        createdBy: actor.userId,
      });
      return { connection: presentConnection(row) };
    },

    async disconnect(actor: Actor) {
      if (!(await repository.deleteConnection(companyOf(actor)))) throw new AppError('NOT_FOUND');
      return { connection: null };
    },

    async issue(actor: Actor, reportId: string): Promise<ReportTracker> {
      const companyId = companyOf(actor);
      const report = await readReport(deps.db, deps.uploads, actor, reportId);
      const [connection, issue] = await Promise.all([repository.connection(companyId), repository.issue(companyId, reportId)]);
      return reportTracker(actor, report, connection !== null, issue);
    },

    /**
     * Creates the report's issue once, holding no transaction (no pool connection) during the service's call: the push
     * claims the report's row in one committed statement, calls the service, then fills the row in. A second push
     * answers the first one's issue, or TRACKER_PUSH_IN_PROGRESS while that one is still calling; a claim left by a
     * stopped process is taken over once stale (TRACKER_RULES.pushClaimStaleMs).
     */
    async push(actor: Actor, reportId: string): Promise<ReportTracker> {
      const companyId = companyOf(actor);
      const report = await readReport(deps.db, deps.uploads, actor, reportId);
      const connection = await requireConnection(companyId);
      const now = clock.now();
      const claim: PushClaim = { reportId, companyId, kind: connection.kind, claimId: randomUUID(), claimedAt: now, createdBy: actor.userId };
      if (!(await repository.claimPush(claim, claimsStaleBefore(now)))) return alreadyPushed(actor, report, await repository.issue(companyId, reportId));
      const created = await createIssue(connection, report, claim);
      const issue = await repository.fillClaim(reportId, claim.claimId, {
        kind: connection.kind,
        externalKey: created.key,
        url: created.url,
        state: created.state,
        closedAt: created.closedAt,
        lastSyncedAt: clock.now(),
      });
      // Null only when this push outlived its claim and another took it over: the report links to that one's issue.
      return issue ? reportTracker(actor, report, true, issue) : alreadyPushed(actor, report, await repository.issue(companyId, reportId));
    },

    async sync(actor: Actor, reportId: string): Promise<ReportTracker> {
      const companyId = companyOf(actor);
      const report = await readReport(deps.db, deps.uploads, actor, reportId);
      const issue = await repository.issue(companyId, reportId);
      if (!issue || !isFilledIn(issue)) throw new AppError('NOT_FOUND');
      const connection = await requireConnection(companyId);
      if (connection.kind !== issue.kind) throw new AppError('TRACKER_NOT_CONNECTED');
      return reportTracker(actor, report, true, await syncIssue(connection, issue));
    },

    /**
     * The background sync: one batch of open issues not read for a while. A service that fails is tried again at the
     * next turn (the issue's read time moves on, so one failing company does not hold the batch).
     */
    async syncDue(log: { warn: (data: object, message: string) => void }): Promise<number> {
      const now = clock.now();
      const before = new Date(now.getTime() - TRACKER_RULES.syncEveryMinutes * 60_000);
      const due = await repository.dueForSync(before, TRACKER_RULES.syncBatch);
      for (const { issue, connection } of due) {
        try {
          await syncIssue(connection, issue);
        } catch (error) {
          log.warn({ reportId: issue.reportId, code: error instanceof AppError ? error.code : 'UNKNOWN' }, 'tracker issue sync failed');
          await repository.updateIssueState(issue.reportId, { state: issue.state, closedAt: issue.closedAt, lastSyncedAt: now });
        }
      }
      return due.length;
    },
  };
}
export type TrackersService = ReturnType<typeof trackersService>;
