// A start that cannot succeed says what happened and what to do, never a bare `undefined`.
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from '../../src/db/embedded.ts';
import { describeStartupFailure } from '../../src/main.ts';
import { freePort } from '../free-port.ts';

const folders: string[] = [];
afterAll(async () => {
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

describe('a failed start', () => {
  it('names a taken PostgreSQL port and the setting to change', { timeout: 90_000 }, async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mall-port-'));
    folders.push(dataDir);
    const port = await freePort();
    const squatter = net.createServer();
    await new Promise<void>((resolve) => squatter.listen(port, '127.0.0.1', resolve));
    try {
      const failure = await startEmbeddedPostgres({ dataDir, port, persistent: false }).then(
        () => null,
        (error: unknown) => error as Error,
      );
      expect(failure).toBeInstanceOf(Error);
      expect(failure!.message).toContain('did not start');
      expect(failure!.message).toContain(`Port ${port} is taken`);
      expect(failure!.message).toContain('EMBEDDED_PG_PORT');
      expect(describeStartupFailure(failure)).toMatch(/^The shop could not start: /);
    } finally {
      squatter.close();
    }
  });

  it('explains even a failure that carries no reason', () => {
    const text = describeStartupFailure(undefined);
    expect(text).not.toMatch(/^undefined$/);
    expect(text).toContain('no reason was given');
    expect(text).toContain('docs/operations.md');
  });
});
