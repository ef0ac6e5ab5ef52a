import { ERRORS, type ErrorCode, type FieldErrors } from '@bb/domain';

/** The one error type services throw: a stable code from the domain catalogue, optional field errors. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    readonly fields?: FieldErrors,
  ) {
    super(code);
    this.status = ERRORS[code].status;
  }
}

/** A 422 naming one field; the message is a validation key from the domain. */
export function fieldError(field: string, messageKey: string): AppError {
  return new AppError('VALIDATION_ERROR', { [field]: [messageKey] });
}
