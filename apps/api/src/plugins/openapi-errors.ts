/**
 * The error answers of the OpenAPI document: one `Error` schema ({ code, message, fields? }, the codes of
 * packages/domain errors.ts) and one response per status, each listing its codes, referenced by every operation
 * that can answer it. Which statuses an operation can answer is read from the route's declaration (its auth level,
 * permission, limits, method and schemas), the same declaration the hooks that answer them read.
 */
import { ERRORS, ERROR_CODES, errorMessage, type ErrorCode } from '@bb/domain';
import type { FastifyContextConfig } from 'fastify';

interface ErrorResponse {
  name: string;
  summary: string;
  /** The code of the example answer. */
  example: ErrorCode;
}

/** The statuses a route may answer through the shared error handler, by the component that documents each. */
const ERROR_RESPONSES = {
  400: { name: 'BadRequest', summary: 'The request breaks a business rule, or its body is not readable JSON.', example: 'BAD_REQUEST' },
  401: { name: 'Unauthenticated', summary: 'No valid session cookie or personal access token.', example: 'UNAUTHENTICATED' },
  403: {
    name: 'Forbidden',
    summary: "The caller's user type or permission does not allow it, the CSRF header is missing, or two-factor must be enrolled first.",
    example: 'FORBIDDEN',
  },
  404: { name: 'NotFound', summary: 'Nothing with this id that the caller may see.', example: 'NOT_FOUND' },
  413: { name: 'PayloadTooLarge', summary: 'The body is over the size limit (1 MB for JSON).', example: 'FILE_TOO_LARGE' },
  422: { name: 'ValidationError', summary: 'A parameter, the query or the body does not match its schema: `fields` says which.', example: 'VALIDATION_ERROR' },
  429: { name: 'TooManyRequests', summary: 'Over a rate or write limit: try again later.', example: 'TOO_MANY_REQUESTS' },
  500: { name: 'InternalError', summary: "An unexpected failure, logged with the answer's x-request-id header.", example: 'INTERNAL_ERROR' },
} as const satisfies Record<number, ErrorResponse>;

export type ErrorStatus = keyof typeof ERROR_RESPONSES;

const codesOf = (status: number) => ERROR_CODES.filter((code) => ERRORS[code].status === status);

/** `components.schemas.Error` and `components.responses.<Name>`, one per documented status. */
export function errorComponents() {
  const error = {
    type: 'object' as const,
    description: 'Every error answer. Clients act on `code` (stable) and may show `message` (in the Accept-Language, Italian or English).',
    properties: {
      code: { type: 'string' as const, enum: [...ERROR_CODES], description: 'The stable error code (packages/domain errors.ts).' },
      message: { type: 'string' as const, description: "The code explained in the caller's language." },
      fields: {
        type: 'object' as const,
        description:
          'For VALIDATION_ERROR, each invalid field (dotted path) with its messages; a few other codes name the field or the outside service the error is about the same way (TRACKER_REQUEST_FAILED: `tracker`).',
        additionalProperties: { type: 'array' as const, items: { type: 'string' as const } },
      },
    },
    required: ['code', 'message'],
  };
  const responses = Object.fromEntries(
    Object.entries(ERROR_RESPONSES).map(([status, response]: [string, ErrorResponse]) => [
      response.name,
      {
        description: `${response.summary} Codes: ${codesOf(Number(status)).join(', ')}.`,
        content: {
          'application/json': {
            schema: { $ref: '#/components/schemas/Error' },
            example: { code: response.example, message: errorMessage(response.example, 'en') },
          },
        },
      },
    ]),
  );
  return { schemas: { Error: error }, responses };
}

declare module 'fastify' {
  interface FastifySchema {
    /** Error statuses the route answers beyond those its declaration implies (the public sign-in's 401), for the document. */
    errorStatuses?: readonly ErrorStatus[];
  }
}

/** What the route declares, as the transform sees it. */
export interface RouteDeclaration {
  method: string;
  url: string;
  config: FastifyContextConfig & { rateLimit?: unknown };
  hasBody: boolean;
  hasInput: boolean;
  /** The route's own additions (schema.errorStatuses). */
  extra?: readonly ErrorStatus[];
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The error statuses the shared hooks and handler can answer on this route. */
export function errorStatusesOf(route: RouteDeclaration): ErrorStatus[] {
  const unsafe = UNSAFE_METHODS.has(route.method);
  const signedIn = route.config.auth !== 'public';
  // Exempt from the CSRF check: signed upload URLs and provider webhooks, which check a signature of their own.
  const signed = route.config.csrf === false;
  const statuses: [ErrorStatus, boolean][] = [
    // Business rules answer 400 on writes; a body that is not JSON, and a governed feature switched off, too.
    [400, unsafe || route.hasBody || Boolean(route.config.feature)],
    [401, signedIn || signed],
    // The user type and permission, a token's scopes, two-factor enrolment, on writes the CSRF header; a bad signature.
    [403, signedIn || signed || unsafe],
    [404, route.url.includes(':')],
    [413, route.hasBody],
    [422, route.hasInput || route.url.includes(':')],
    [429, Boolean(route.config.writeLimit || route.config.rateLimit)],
    [500, true],
  ];
  return statuses.filter(([status, applies]) => applies || route.extra?.includes(status)).map(([status]) => status);
}

/** `{ "401": { $ref: "#/components/responses/Unauthenticated" }, ... }` */
export function errorResponseRefs(statuses: readonly ErrorStatus[]): Record<string, { $ref: string }> {
  return Object.fromEntries(statuses.map((status) => [String(status), { $ref: `#/components/responses/${ERROR_RESPONSES[status].name}` }]));
}
