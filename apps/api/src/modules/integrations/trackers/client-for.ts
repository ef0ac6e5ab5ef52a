import type { TrackerSettings } from '@bb/domain';
import { githubClient } from './github-client.ts';
import { gitlabClient } from './gitlab-client.ts';
import { jiraClient } from './jira-client.ts';
import type { TrackerClient } from './tracker-client.ts';
import type { TrackerHttp } from './tracker-http.ts';

/** The client of the connected service. */
export function trackerClient(settings: TrackerSettings, token: string, http: TrackerHttp): TrackerClient {
  switch (settings.kind) {
    case 'github':
      return githubClient(settings, token, http);
    case 'gitlab':
      return gitlabClient(settings, token, http);
    case 'jira':
      return jiraClient(settings, token, http);
  }
}
