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

/**
 * What the parts that start before the app (the pool, the job queue) log through: the server's logger, or, in a
 * command that has none (`npm run migrate`, the checks), the console as sentences.
 */
export interface EarlyLog {
  warn(details: { err: unknown }, message: string): void;
  error(details: { err: unknown }, message: string): void;
}

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));
export const consoleLog: EarlyLog = {
  warn: ({ err }, message) => console.error(`${message}:`, errorText(err)),
  error: ({ err }, message) => console.error(message, err),
};
