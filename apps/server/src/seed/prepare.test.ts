import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config/env.ts';
import { prepareDatabase } from '../boot.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

async function memberNames(t: TestApp): Promise<string[]> {
  const { rows } = await t.db.execute<{ username: string }>(sql`select username from members order by id`);
  return rows.map((row) => row.username);
}

describe('preparing an empty database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('loads no demo data in production, only the root member and the configured operator', async () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PRIVATE_LINK_SECRET: 'prepare-test-link-secret-0123456789abcdef',
      DATABASE_URL: t.databaseUrl,
      ADMIN_USERNAME: 'owner',
      ADMIN_PASSWORD: 'Owner@2026!x',
      DATA_DIR: t.config.dataDir,
    });
    await prepareDatabase(config, t.databaseUrl, () => {});
    expect(await memberNames(t)).toEqual(['company']);
    expect((await t.services.operators.list(t.db)).map((o) => o.username)).toEqual(['owner']);
    expect(await t.services.settings.get(t.db, 'productName')).toBe('Mall');
  });
});

describe('preparing an empty database outside production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('loads the demo shop once', async () => {
    const config = loadConfig({ NODE_ENV: 'development', DATABASE_URL: t.databaseUrl, DATA_DIR: t.config.dataDir });
    await prepareDatabase(config, t.databaseUrl, () => {});
    await prepareDatabase(config, t.databaseUrl, () => {});
    expect(await memberNames(t)).toEqual(['company', 'demo_regular', 'demo_vip', 'demo_v730']);
    expect(await t.services.settings.get(t.db, 'productName')).toBe('Pacer Mall');
  });
});
