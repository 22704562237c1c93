// A saturated pool or a blocked statement answers the timeout envelope quickly; SQL values stay out of logs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { member } from '@mall/contracts';
import { databaseFailure } from '../../src/lib/db-errors.ts';
import { redactDatabaseError } from '../../src/lib/redact.ts';
import { createTestApp, type TestApp } from '../harness.ts';

describe('a pool with no free connection', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { DB_POOL_SIZE: '1', DB_ACQUIRE_TIMEOUT_MS: '300', HEALTH_TIMEOUT_MS: '500' } });
  });
  afterAll(() => t.close());

  it('answers the timeout envelope after the acquire timeout, not a hang or a 500', async () => {
    const held = await t.pool.connect();
    try {
      const started = Date.now();
      const { status, envelope } = await t.call(member.login, { body: { username: 'nobody', password: 'Secret123' } });
      expect(Date.now() - started).toBeLessThan(3_000);
      expect(status).toBe(503);
      expect(envelope).toMatchObject({ success: false, code: 503, error: 'TIMEOUT', result: null });
      expect(envelope.message).toBe('The request timed out, please try again later');

      const health = await t.app.inject({ method: 'GET', url: '/healthz' });
      expect(health.statusCode).toBe(503);
    } finally {
      held.release();
    }
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});

describe('a statement that waits too long', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { DB_POOL_SIZE: '2', DB_STATEMENT_TIMEOUT_MS: '300' } });
  });
  afterAll(() => t.close());

  it('is cancelled by PostgreSQL and answers the timeout envelope', async () => {
    const held = await t.pool.connect();
    try {
      await held.query('begin');
      await held.query('lock table members in access exclusive mode');
      const { status, envelope } = await t.call(member.login, { body: { username: 'nobody', password: 'Secret123' } });
      expect(status).toBe(503);
      expect(envelope).toMatchObject({ success: false, code: 503, error: 'TIMEOUT' });
    } finally {
      await held.query('rollback');
      held.release();
    }
  });
});

describe('database errors', () => {
  it('are logged with the statement and the driver message, never the parameter values', () => {
    // As the driver reports it: the constraint by name, the row quoted in `detail`.
    const driverError = Object.assign(new Error('duplicate key value violates unique constraint "members_mobile"'), {
      code: '23505',
      constraint: 'members_mobile',
      detail: 'Key (mobile)=(13800138000) already exists.',
    });
    const wrapped = Object.assign(
      new Error('Failed query: insert into members (mobile, password) values ($1, $2)\nparams: 13800138000,Secret!'),
      {
        query: 'insert into members (mobile, password) values ($1, $2)',
        params: ['13800138000', 'Secret!'],
        cause: driverError,
      },
    );
    const logged = JSON.stringify(redactDatabaseError(wrapped));
    expect(JSON.parse(logged)).toMatchObject({ code: '23505', constraint: 'members_mobile' });
    expect(logged).toContain('members_mobile');
    expect(logged).toContain('values ($1, $2)');
    expect(logged).not.toContain('Secret!');
    expect(logged).not.toContain('13800138000');
    expect(databaseFailure(wrapped)).toBeNull();
  });

  it('drop the input PostgreSQL quotes in its own message', () => {
    const driverError = Object.assign(new Error('invalid input syntax for type integer: "secret-0811111111"'), {
      code: '22P02',
      routine: 'pg_strtoint32_safe',
    });
    const wrapped = Object.assign(new Error('Failed query: select $1::int\nparams: secret-0811111111'), {
      query: 'select $1::int',
      cause: driverError,
    });
    const logged = redactDatabaseError(wrapped);
    expect(logged).toMatchObject({ code: '22P02', statement: 'select $1::int' });
    expect(JSON.stringify(logged)).not.toContain('secret-0811111111');
  });

  it('log an outage without a stack or parameters', () => {
    const outage = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(redactDatabaseError(outage)).toEqual({
      type: 'Error',
      code: 'ECONNREFUSED',
      message: 'connect ECONNREFUSED 127.0.0.1:5432',
    });
  });

  it('tell outages and timeouts apart from bugs', () => {
    expect(databaseFailure(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))).toBe(
      'UNAVAILABLE',
    );
    expect(databaseFailure(new Error('Connection terminated unexpectedly'))).toBe('UNAVAILABLE');
    expect(databaseFailure({ message: 'Failed query', cause: { code: '57P01' } })).toBe('UNAVAILABLE');
    expect(databaseFailure({ message: 'Failed query', cause: { code: '57014' } })).toBe('TIMEOUT');
    expect(databaseFailure(new Error('timeout exceeded when trying to connect'))).toBe('TIMEOUT');
  });
});
