import { describe, expect, it } from 'vitest';
import { loadConfig } from './env.ts';

const secret = 'a-shared-link-secret-of-enough-length-0123';

describe('private link secret', () => {
  it('stops a production start without one, naming the variable', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PRIVATE_LINK_SECRET: required in production/);
  });

  it('is taken as given in production', () => {
    expect(loadConfig({ NODE_ENV: 'production', PRIVATE_LINK_SECRET: secret }).privateLinkSecret).toBe(secret);
  });

  it('refuses a short one anywhere', () => {
    expect(() => loadConfig({ NODE_ENV: 'development', PRIVATE_LINK_SECRET: 'short' })).toThrow(/PRIVATE_LINK_SECRET/);
  });

  it('is made up per process outside production', () => {
    const first = loadConfig({ NODE_ENV: 'development' }).privateLinkSecret;
    const second = loadConfig({ NODE_ENV: 'test' }).privateLinkSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(second).not.toBe(first);
  });
});
