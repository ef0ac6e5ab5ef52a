/**
 * The OpenAPI document's operationIds, derived in one place from the method and the path, so that generated clients
 * get readable method names (`listReports`, `getReport`, `approveReport`, `changeReportSeverity`) without 180 route
 * files naming theirs. A route whose derived name reads badly or collides states its own `operationId` in its schema.
 */

/**
 * First words of a path's last segment that make it an action on the resource before it (`/reports/{id}/approve`)
 * rather than a thing created under it (`/reports/{id}/comment` is an action too; `/programs/draft` is not).
 */
const ACTION_VERBS = new Set([
  'accept',
  'activate',
  'add',
  'approve',
  'block',
  'cancel',
  'change',
  'comment',
  'complete',
  'confirm',
  'connect',
  'disable',
  'disconnect',
  'enable',
  'export',
  'fail',
  'finalize',
  'fix',
  'forgot',
  'import',
  'increase',
  'init',
  'invite',
  'link',
  'login',
  'logout',
  'pause',
  'read',
  'redeem',
  'redeliver',
  'reject',
  'remove',
  'request',
  'resend',
  'reset',
  'restore',
  'resubmit',
  'resume',
  'retry',
  'revoke',
  'reward',
  'rotate',
  'send',
  'signup',
  'skip',
  'start',
  'sync',
  'test',
  'unblock',
  'unlink',
  'verify',
  'withdraw',
]);

/** One static segment of the path as words, and whether it names one of its kind (a parameter or `me` follows). */
interface Part {
  words: string[];
  one: boolean;
  mine: boolean;
}

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** `companies` -> `company`, `batches` -> `batch`, `status` stays. */
function singular(word: string): string {
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(ch|sh|x|ss)es$/.test(word)) return word.slice(0, -2);
  if (/(ss|us|is)$/.test(word) || !word.endsWith('s')) return word;
  return word.slice(0, -1);
}

function partsOf(path: string): { parts: Part[]; endsWithParameter: boolean } {
  const segments = path
    .replace(/^\/api\/?/, '')
    .split('/')
    .filter(Boolean);
  const parts: Part[] = [];
  for (const segment of segments) {
    const last = parts.at(-1);
    if (segment.startsWith('{') || segment === 'me') {
      if (last) Object.assign(last, { one: true, mine: last.mine || segment === 'me' });
      continue;
    }
    parts.push({
      words: segment
        .split(/[-._]/)
        .filter(Boolean)
        .map((word) => word.toLowerCase()),
      one: false,
      mine: false,
    });
  }
  const lastSegment = segments.at(-1) ?? '';
  return { parts, endsWithParameter: lastSegment.startsWith('{') };
}

function nameOf(parts: readonly Part[], singularLast = false): string {
  return parts
    .map((part, index) => {
      const words = part.one || (singularLast && index === parts.length - 1) ? [...part.words.slice(0, -1), singular(part.words.at(-1) ?? '')] : part.words;
      return (part.mine ? 'My' : '') + words.map(capitalise).join('');
    })
    .join('');
}

const VERB_BY_METHOD: Record<string, string> = { PUT: 'update', PATCH: 'update', DELETE: 'delete' };

/**
 * `GET /api/reports` -> `listReports` (a list answer), `GET /api/reports/{id}` -> `getReport`, `POST /api/reports` ->
 * `createReport`, `POST /api/reports/{id}/change-severity` -> `changeReportSeverity`, `PATCH /api/users/me` ->
 * `updateMyUser`, `DELETE /api/programs/{id}` -> `deleteProgram`.
 */
export function operationIdFor(method: string, path: string, answersList: boolean): string {
  const { parts, endsWithParameter } = partsOf(path);
  const upper = method.toUpperCase();
  if (upper === 'GET') return `${answersList && !endsWithParameter ? 'list' : 'get'}${nameOf(parts)}`;
  if (upper !== 'POST') return `${VERB_BY_METHOD[upper] ?? method.toLowerCase()}${nameOf(parts, upper === 'DELETE')}`;
  const [action, ...object] = parts.length > 1 ? (parts.at(-1)?.words ?? []) : [];
  if (action && ACTION_VERBS.has(action)) return `${action}${nameOf(parts.slice(0, -1), true)}${object.map(capitalise).join('')}`;
  return `create${nameOf(parts, true)}`;
}
