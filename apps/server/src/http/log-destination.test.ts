import fs, { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pino from 'pino';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { FLUSH_EVERY_MS, GATHER_BYTES, gatheredLog } from './log-destination.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'log-destination-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterEach(() => vi.restoreAllMocks());

let files = 0;
function logTo(flushEveryMs = FLUSH_EVERY_MS) {
  const file = path.join(dir, `log-${++files}`);
  const destination = gatheredLog(openSync(file, 'a'), flushEveryMs);
  const logger = pino({ level: 'info' }, destination);
  return { logger, destination, read: () => readFileSync(file, 'utf8') };
}

describe('log lines gathered', () => {
  it('writes lines logged one per turn of the event loop in a few large writes, not one each', async () => {
    const writes = vi.spyOn(fs, 'write');
    // No periodic flush within the test, however slow the machine: only the gathering counts.
    const { logger, destination, read } = logTo(3_600_000);
    const lines = 40;
    for (let i = 0; i < lines; i++) {
      logger.info({ url: `/mallapi/product/searchKeyword?keyword=rice&pageNum=${i}` }, 'request completed');
      await sleep(1);
    }
    destination.flushSync();
    const written = read().trim().split('\n');
    expect(written).toHaveLength(lines);
    expect(written.map((line) => (JSON.parse(line) as { url: string }).url)).toEqual(
      Array.from({ length: lines }, (_, i) => `/mallapi/product/searchKeyword?keyword=rice&pageNum=${i}`),
    );
    // Written as they came, each of these lines would have been a write of its own.
    const bytes = Buffer.byteLength(read());
    expect(writes.mock.calls.length).toBeLessThanOrEqual(Math.ceil(bytes / GATHER_BYTES) + 1);
  });

  it('writes a warning at once, with the lines gathered before it', async () => {
    // No periodic flush within the test: only the warning can have them written.
    const { logger, read } = logTo(3_600_000);
    logger.info('gathered');
    await sleep(20);
    expect(read()).toBe('');
    logger.warn('at once');
    await vi.waitFor(() => expect(read()).toContain('at once'), { timeout: 10_000, interval: 10 });
    expect(read()).toContain('gathered');
  });

  it('writes the lines of a quiet shop within about a second', async () => {
    const { logger, read } = logTo();
    logger.info('quiet');
    await vi.waitFor(() => expect(read()).toContain('quiet'), { timeout: FLUSH_EVERY_MS * 3, interval: 10 });
  });

  it('writes what is gathered at once when asked to, as the shop does before it exits', () => {
    const { logger, destination, read } = logTo();
    logger.info('last call');
    destination.flushSync();
    expect(read()).toContain('last call');
  });
});
