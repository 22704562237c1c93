// The hot paths' statements are prepared once per connection and then only executed: with one
// pooled connection, PostgreSQL's own view of that session lists each of them with its runs.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appIndex, member, product, ytConfig } from '@mall/contracts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { plannedOnceOf } from './client.ts';
import { compiledStatement, executeCompiled } from './named.ts';
import { DEMO_MEMBER_PASSWORD, DEMO_MEMBERS } from '../seed/demo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: true, env: { DB_POOL_SIZE: '1' } });
});
afterAll(() => t.close());

interface Runs {
  runs: number;
  /** Runs on the plan made once for every value (PostgreSQL settles on it after five custom plans). */
  generic: number;
}

/**
 * Each prepared statement of the pool's one session and of the one session of the pool beside it
 * that plans once (`plannedOnceOf`), by name, with how often it was executed.
 */
async function preparedRuns(): Promise<Map<string, Runs>> {
  const prepared = new Map<string, Runs>();
  for (const db of [t.db, plannedOnceOf(t.db)]) {
    const result = await db.execute<{ name: string; runs: number; generic: number }>(
      sql`select name, (generic_plans + custom_plans)::int as runs, generic_plans::int as generic
          from pg_prepared_statements`,
    );
    for (const row of result.rows) {
      const seen = prepared.get(row.name) ?? { runs: 0, generic: 0 };
      prepared.set(row.name, { runs: seen.runs + row.runs, generic: seen.generic + row.generic });
    }
  }
  return prepared;
}

function runsOf(prepared: Map<string, Runs>, label: string, field: keyof Runs = 'runs'): number {
  return [...prepared]
    .filter(([name]) => name === label || name.startsWith(`${label}_`))
    .reduce((n, [, runs]) => n + runs[field], 0);
}

describe('prepared statements on the hot paths', () => {
  it('prepares the product page, lists, search, profile, home, token lookup and settings once and reuses them', async () => {
    const { token } = await t.ok(member.login, {
      body: { username: DEMO_MEMBERS[0].username, password: DEMO_MEMBER_PASSWORD },
    });
    const found = await t.ok(product.searchKeyword, { query: { keyword: 'rice', pageSize: 5 } });
    const id = found.list[0]!.id;
    for (let round = 0; round < 7; round++) {
      // The product page is cached for a moment; each round reads it from the database again.
      await t.services.catalog.invalidate(t.db);
      await t.ok(product.detail, { query: { id }, token });
      await t.ok(product.searchKeyword, { query: { keyword: 'rice', pageSize: 5 + round } });
      await t.ok(appIndex.querySearchHotWord, { token });
      await t.ok(product.cateProductPage, { query: { cateId: found.list[0]!.categoryId, pageSize: 1 + round } });
      await t.ok(member.memberinfo, { token });
      await t.ok(member.getUser, { token });
    }
    await t.ok(appIndex.homepageModule, { query: {} });
    await t.ok(ytConfig.showOpenLogin);

    const prepared = await preparedRuns();
    expect(runsOf(prepared, 'product_detail')).toBeGreaterThanOrEqual(7);
    // Past the first few runs the product page is no longer planned per call at all.
    expect(runsOf(prepared, 'product_detail', 'generic')).toBeGreaterThanOrEqual(1);
    // Pages of different sizes share one statement: sizes and ids travel as parameters.
    expect(runsOf(prepared, 'search_hits')).toBeGreaterThanOrEqual(7);
    expect(runsOf(prepared, 'product_page')).toBeGreaterThanOrEqual(7);
    // A list without a keyword walks its index whatever the values: it is planned once, on its first
    // run, and never again (at scale PostgreSQL would otherwise plan it on every call).
    expect(runsOf(prepared, 'product_page', 'generic')).toBe(runsOf(prepared, 'product_page'));
    expect(runsOf(prepared, 'product_cards', 'generic')).toBe(runsOf(prepared, 'product_cards'));
    // A keyword's best plan depends on the word: its search is planned with the values.
    expect(runsOf(prepared, 'search_hits', 'generic')).toBeLessThan(runsOf(prepared, 'search_hits'));
    expect(runsOf(prepared, 'member_profile')).toBeGreaterThanOrEqual(7);
    expect(runsOf(prepared, 'member_view')).toBeGreaterThanOrEqual(7);
    // The profile calls read only what they show: never the password hash.
    const profiles = await t.db.execute<{ name: string; statement: string }>(
      sql`select name, statement from pg_prepared_statements where name ~ '^member_(profile|view)(_|$)'`,
    );
    expect(profiles.rows.map((row) => row.name.split('_')[1]).sort()).toEqual(['profile', 'view']);
    for (const { statement } of profiles.rows) {
      expect(statement).toContain('"invite_code"');
      expect(statement).not.toContain('password_hash');
    }
    // A member's product page: the shared page is cached, whether it is a favourite is not.
    expect(runsOf(prepared, 'product_is_favorite')).toBeGreaterThanOrEqual(7);
    expect(runsOf(prepared, 'home_hot_words')).toBeGreaterThanOrEqual(7);
    // Read once here: the home and settings are cached in process, and so may the member behind a token be.
    for (const label of ['member_session_owner', 'home_modules', 'home_banners', 'settings_all']) {
      expect(runsOf(prepared, label), label).toBeGreaterThanOrEqual(1);
    }
  });
});

describe('compiled statements', () => {
  const statement = compiledStatement(
    'compiled_probe',
    'probe',
    () => sql`select ${sql.placeholder('at')}::timestamptz as at, ${sql.placeholder('n')}::int + ${5}::int as n`,
  );
  const values = { at: '2026-11-29T10:00:00.000Z', n: 2 };

  it('answer alike on the pool, on the planned-once pool and inside a transaction', async () => {
    const onPool = await executeCompiled(t.db, statement, values);
    const planned = await executeCompiled(t.db, statement, values, { planOnce: true, unnamed: true });
    const inTransaction = await t.db.transaction((tx) => executeCompiled(tx, statement, values));
    expect(onPool).toEqual([{ at: '2026-11-29 10:00:00+00', n: 7 }]);
    expect(planned).toEqual(onPool);
    expect(inTransaction).toEqual(onPool);
  });

  it('refuse a call that leaves a placeholder without its value', async () => {
    await expect(executeCompiled(t.db, statement, { n: 1 })).rejects.toThrow(/placeholder "at"/);
  });
});
