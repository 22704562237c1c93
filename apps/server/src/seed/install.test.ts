import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/env.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { ensureFirstOperator } from './install.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const linkSecret = 'install-test-link-secret-0123456789abcdef';
const productionConfig = (password: string | undefined) =>
  loadConfig({
    NODE_ENV: 'production',
    PRIVATE_LINK_SECRET: linkSecret,
    ADMIN_USERNAME: 'owner',
    ...(password ? { ADMIN_PASSWORD: password } : {}),
  });

describe('the first operator in production', () => {
  it('is required', async () => {
    await expect(ensureFirstOperator(t.services, productionConfig(undefined))).rejects.toThrow(/ADMIN_PASSWORD/);
  });

  it('refuses a weak password', async () => {
    await expect(ensureFirstOperator(t.services, productionConfig('owner1234'))).rejects.toThrow(/too weak/);
    expect(await t.services.operators.count(t.db)).toBe(0);
  });

  it('is created once from the environment', async () => {
    await ensureFirstOperator(t.services, productionConfig('Owner@2026!x'));
    await ensureFirstOperator(t.services, productionConfig('Owner@2026!x'));
    expect((await t.services.operators.list(t.db)).map((o) => [o.username, o.roles])).toEqual([['owner', ['admin']]]);
  });
});
