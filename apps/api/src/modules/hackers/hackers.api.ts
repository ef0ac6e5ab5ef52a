/** What other modules may use of hackers (they never reach into the repository). */
export { rankingQueries, rankingRepository } from './ranking.ts';
export { assertCanReport } from './hackers.service.ts';
