// The shop-wide figures of `/metrics`, read from the database at each scrape: cheap statements only
// (group counts over small state sets, the newest id of the ledger), so a scrape every 15 s costs
// the database little. A figure whose statement fails (a database without pg-boss's schema) is left out.
import { sql } from 'drizzle-orm';
import { Gauge, type Registry } from 'prom-client';
import type { Db } from '../db/client.ts';

type Row = Record<string, unknown>;

async function rows(db: Db, query: ReturnType<typeof sql>): Promise<Row[]> {
  try {
    return (await db.execute(query)).rows as Row[];
  } catch {
    return [];
  }
}

function fromRows(
  registry: Registry,
  spec: { name: string; help: string; labels: readonly string[]; read: () => Promise<Row[]> },
): void {
  new Gauge({
    name: spec.name,
    help: spec.help,
    labelNames: spec.labels,
    registers: [registry],
    async collect() {
      const found = await spec.read();
      this.reset();
      for (const row of found) {
        const labels = Object.fromEntries(spec.labels.map((label) => [label, String(row[label])]));
        this.set(labels, Number(row.value));
      }
    },
  });
}

export function shopGauges(registry: Registry, db: Db): void {
  fromRows(registry, {
    name: 'mall_jobs',
    help: 'Jobs in the pg-boss queue by job and state (created and retry: waiting; failed: kept 7 days)',
    labels: ['queue', 'state'],
    read: () =>
      rows(
        db,
        sql`select name as queue, state::text as state, count(*)::int as value from pgboss.job
            where state in ('created', 'retry', 'active', 'failed') group by 1, 2`,
      ),
  });
  fromRows(registry, {
    name: 'mall_ledger_postings',
    help: 'Ledger transactions and transfers posted so far (the newest id: a rolled-back posting leaves a gap)',
    labels: ['table'],
    read: () =>
      rows(
        db,
        sql`select 'transactions' as "table", coalesce(max(id), 0)::bigint as value from ledger_transactions
            union all select 'transfers', coalesce(max(id), 0)::bigint from ledger_transfers`,
      ),
  });
  fromRows(registry, {
    name: 'mall_payments',
    help: 'Payment intents by provider and outcome (pending, success, failed, expired)',
    labels: ['provider', 'outcome'],
    read: () =>
      rows(db, sql`select provider, state as outcome, count(*)::int as value from payment_intents group by 1, 2`),
  });
}
