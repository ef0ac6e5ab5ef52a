/** The sign-in form's schema, in a module of its own so that the sign-in page can fetch it (and zod) on first use. */
export { loginSchema } from '@bb/domain';
