/** The comment form's schema, in a module of its own so that a report's page fetches it (and zod) on first use. */
export { reportCommentSchema } from '@bb/domain';
