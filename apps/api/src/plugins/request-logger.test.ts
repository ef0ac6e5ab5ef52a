import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyRequestLogger } from './request-logger.ts';

/**
 * A server at `level` whose logs are kept as parsed lines (Fastify's own included: it logs every request at info);
 * routes log at info, warn, and through a child.
 */
async function server(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const app = Fastify({ logger: { level, stream }, childLoggerFactory: lazyRequestLogger });
  app.get('/info', async (request) => (request.log.info({ step: 'info' }, 'an info line'), { ok: true }));
  app.get('/warn', async (request) => (request.log.warn({ step: 'warn' }, 'a warn line'), { ok: true }));
  app.get('/child', async (request) => (request.log.child({ part: 'inner' }).warn('from a child'), { ok: true }));
  await app.ready();
  return { app, lines, child: vi.spyOn(app.log, 'child') };
}

describe('the request logger', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => close?.());

  it('makes no pino child for a request that logs only below the level written (Fastify’s request lines included)', async () => {
    const { app, lines, child } = await server('warn');
    close = () => app.close();
    await app.inject({ url: '/info' });
    expect(child).not.toHaveBeenCalled();
    expect(lines).toEqual([]);
  });

  it('writes a line at a written level with the request’s id, as Fastify’s own child does', async () => {
    const { app, lines, child } = await server('warn');
    close = () => app.close();
    await app.inject({ url: '/warn' });
    expect(child).toHaveBeenCalledTimes(1);
    expect(lines).toEqual([expect.objectContaining({ level: 40, msg: 'a warn line', step: 'warn', reqId: expect.any(String) })]);
    expect(lines[0]!.reqId).toBe(child.mock.calls[0]![0].reqId);
  });

  it('writes every level the server is set to, and a child of it carries both bindings', async () => {
    const { app, lines } = await server('info');
    close = () => app.close();
    await app.inject({ url: '/info' });
    await app.inject({ url: '/child' });
    const ours = lines.filter((line) => line.msg === 'an info line' || line.msg === 'from a child');
    expect(ours.map((line) => line.msg)).toEqual(['an info line', 'from a child']);
    expect(ours[1]).toEqual(expect.objectContaining({ part: 'inner', reqId: expect.any(String) }));
    expect(ours[0]!.reqId).not.toBe(ours[1]!.reqId);
    // Fastify's own request lines carry the request's id too.
    expect(lines.filter((line) => line.msg === 'incoming request').map((line) => line.reqId)).toEqual(ours.map((line) => line.reqId));
  });
});
