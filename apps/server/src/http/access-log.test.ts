// One access line per request, written as it ends; the arrival line only at debug.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { product } from '@mall/contracts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  req?: { method: string; url: string; remoteAddress?: string };
  res?: { statusCode: number };
  responseTime?: number;
}

const INFO = 30;
const DEBUG = 20;

async function shopLogging(level: 'info' | 'debug'): Promise<{ t: TestApp; lines: LogLine[] }> {
  const lines: LogLine[] = [];
  const t = await createTestApp({
    env: { LOG_LEVEL: level },
    logStream: { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) },
  });
  return { t, lines };
}

function linesOf(lines: LogLine[], requestId: string): LogLine[] {
  return lines.filter((line) => line.reqId === requestId);
}

describe('access log', () => {
  let info: Awaited<ReturnType<typeof shopLogging>>;
  let debug: Awaited<ReturnType<typeof shopLogging>>;
  beforeAll(async () => {
    [info, debug] = await Promise.all([shopLogging('info'), shopLogging('debug')]);
  });
  afterAll(() => Promise.all([info.t.close(), debug.t.close()]));

  it('writes one line per request as it ends, with what an access log needs', async () => {
    const answer = await info.t.app.inject({ url: `${product.cateProductPage.path}?cateId=1&pageNum=2` });
    const missing = await info.t.app.inject({ url: '/mallapi/no/such/call' });
    const served = linesOf(info.lines, answer.headers['x-request-id'] as string);
    expect(served).toHaveLength(1);
    expect(served[0]).toMatchObject({
      level: INFO,
      msg: 'request completed',
      req: { method: 'GET', url: `${product.cateProductPage.path}?cateId=1&pageNum=2` },
      res: { statusCode: 200 },
    });
    expect(served[0]!.responseTime).toBeGreaterThan(0);
    expect(linesOf(info.lines, missing.headers['x-request-id'] as string)).toMatchObject([
      { msg: 'request completed', req: { url: '/mallapi/no/such/call' }, res: { statusCode: 404 } },
    ]);
  });

  it('adds the arrival line at debug, before the closing one', async () => {
    const answer = await debug.t.app.inject({ url: '/healthz' });
    const lines = linesOf(debug.lines, answer.headers['x-request-id'] as string);
    expect(lines.map((line) => [line.level, line.msg])).toEqual([
      [DEBUG, 'incoming request'],
      [INFO, 'request completed'],
    ]);
  });
});
