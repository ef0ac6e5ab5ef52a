import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorMessage, translateValidationMessage, type ErrorCode, type FieldErrors, type Language } from '@bb/domain';
import { AppError } from '../lib/app-error.ts';

/** Unique constraints whose violation is a user-facing rule rather than a bug. */
const CONSTRAINT_CODES: Record<string, ErrorCode> = {
  users_email_unique: 'EMAIL_EXISTS',
  users_username_unique: 'USERNAME_EXISTS',
  // The database's own guard, should a wallet debit ever get past the ledger's check.
  ledger_accounts_not_negative: 'BALANCE_LOW',
};

function translateFields(fields: FieldErrors, language: Language): FieldErrors {
  return Object.fromEntries(Object.entries(fields).map(([field, messages]) => [field, messages.map((m) => translateValidationMessage(m, language))]));
}

export function sendError(reply: FastifyReply, code: ErrorCode, fields?: FieldErrors) {
  const language = reply.request.language ?? 'it';
  const body: { code: string; message: string; fields?: FieldErrors } = { code, message: errorMessage(code, language) };
  if (fields && Object.keys(fields).length) body.fields = translateFields(fields, language);
  return reply.status(new AppError(code).status).send(body);
}

function zodFields(error: FastifyError): FieldErrors {
  const fields: FieldErrors = {};
  if (!hasZodFastifySchemaValidationErrors(error)) return fields;
  for (const issue of error.validation) {
    const path =
      (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.') || (issue.params as { issue?: { path?: unknown[] } })?.issue?.path?.join('.') || '_';
    (fields[path] ??= []).push(issue.message ?? 'validation.invalid');
  }
  return fields;
}

function codeFor(error: FastifyError & { code?: string; constraint?: string }): { code: ErrorCode; fields?: FieldErrors } | null {
  if (error instanceof AppError) return { code: error.code, fields: error.fields };
  if (hasZodFastifySchemaValidationErrors(error)) return { code: 'VALIDATION_ERROR', fields: zodFields(error) };
  if (error.code && error.constraint && CONSTRAINT_CODES[error.constraint]) return { code: CONSTRAINT_CODES[error.constraint]! };
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
      return { code: 'FILE_TOO_LARGE' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { code: 'BAD_REQUEST' };
  }
  if (error.statusCode === 429) return { code: 'TOO_MANY_REQUESTS' };
  if (error.statusCode === 400 && error.validation) return { code: 'VALIDATION_ERROR', fields: { _: [error.message] } };
  if (error.statusCode === 400) return { code: 'BAD_REQUEST' };
  return null;
}

/** One place maps every failure to `{ code, message, fields? }`; unknown failures are logged and answered 500 without internals. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const known = codeFor(error);
    if (known) return sendError(reply, known.code, known.fields);
    request.log.error({ err: error, requestId: request.id }, 'unhandled error');
    return sendError(reply, 'INTERNAL_ERROR');
  });
  app.setNotFoundHandler((request, reply) => sendError(reply, 'NOT_FOUND'));
}
