/**
 * The process's one logger: JSON lines (pino), the secrets of a request redacted. The server makes it before anything
 * else, so the database pool and the job queue, which start before the app, log through it too, never as plain text.
 */
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';

/** As Fastify types its logger, so that the app built on it keeps Fastify's own types. */
export type Logger = FastifyBaseLogger;

const REDACTED = ['req.headers.cookie', 'req.headers["x-csrf-token"]', 'res.headers["set-cookie"]'];

export function createLogger(level: string): Logger {
  return pino({ level, redact: REDACTED });
}
