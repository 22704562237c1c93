// Ledger throughput on a real PostgreSQL: `npm run bench:ledger` (or `npm exec -- node bench/ledger.ts`).
// Starts an embedded server in a temporary folder, migrates it, and prints transfers per second for
// one client on one account, many clients on their own accounts, and many clients on one account;
// each next to a plain `pg` loop sending the same SQL, so the ratio shows what the service costs.
import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../apps/server/src/config/env.ts';
import { connect, withTransaction } from '../apps/server/src/db/client.ts';
import { ensureDatabase, startEmbeddedPostgres } from '../apps/server/src/db/embedded.ts';
import { migrateAll } from '../apps/server/src/db/migrate.ts';
import { auditLedger } from '../apps/server/src/modules/ledger/index.ts';
import { createServices } from '../apps/server/src/services.ts';
import { freePort } from '../apps/server/test/free-port.ts';

const SEQUENTIAL = 2_000;
const PARALLEL_CLIENTS = 16;
const PER_CLIENT = 250;
const CONTENDED_CLIENTS = 32;
const CONTENDED_TOTAL = 2_000;

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mall-bench-ledger-'));
const embedded = await startEmbeddedPostgres({ dataDir, port: await freePort(), persistent: false });
try {
  await ensureDatabase(embedded.url('postgres'), 'bench');
  const url = embedded.url('bench');
  const database = connect(url, CONTENDED_CLIENTS + 4);
  // The server stops right after the pool closes; a late notice from it is not a failure.
  database.pool.on('error', () => {});
  await migrateAll(database.db);
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: url, DATA_DIR: dataDir });
  const services = createServices(database.db, config);
  const { ledger } = services;

  const members: number[] = [];
  for (let index = 0; index < PARALLEL_CLIENTS + 2; index++) {
    const created = await withTransaction(database.db, (tx) =>
      services.members.create(tx, { username: `bench_${index}`, password: 'Bench@123456', sponsorId: null }),
    );
    members.push(created.id);
    await withTransaction(database.db, (tx) =>
      ledger.openingBalance(tx, { memberId: created.id, asset: 'CASH', amountMinor: 1_000_000_000 }),
    );
  }

  let keySeq = 0;
  type Spend = (memberId: number) => Promise<unknown>;
  const serviceSpend: Spend = (memberId) =>
    withTransaction(database.db, (tx) =>
      ledger.transfer(tx, {
        idempotencyKey: `bench-${++keySeq}`,
        kind: 'ORDER_PAYMENT',
        legs: [{ from: { memberId }, to: { system: 'REVENUE' }, asset: 'CASH', amountMinor: 1 }],
      }),
    );
  const revenue = await database.pool.query<{ id: string }>(
    "select id from ledger_accounts where system_name = 'REVENUE' and asset = 'CASH'",
  );
  const revenueId = Number(revenue.rows[0]!.id);
  // The statements the service sends for one transfer, on a pooled client with nothing in between.
  const plainSpend: Spend = async (memberId) => {
    const key = `plain-${++keySeq}`;
    const client = await database.pool.connect();
    try {
      await client.query('begin');
      const wanted = JSON.stringify([{ member_id: memberId, asset: 'CASH' }]);
      const account = await client.query<{ id: string }>(
        `select a.id, a.member_id, a.asset from ledger_accounts a
           join jsonb_to_recordset($1::jsonb) as w(member_id int, asset text)
             on a.member_id = w.member_id and a.asset = w.asset`,
        [wanted],
      );
      const hash = createHash('sha256').update(key).digest('hex');
      const claim = await client.query<{ id: string }>(
        `insert into ledger_transactions (idempotency_key, request_hash, kind, reference, reverses_id)
         values ($1, $2, 'ORDER_PAYMENT', null, null) on conflict (idempotency_key) do nothing returning id, created_at`,
        [key, hash],
      );
      const legs = [{ idx: 0, debit: Number(account.rows[0]!.id), credit: revenueId, asset: 'CASH', amount: 1 }];
      await client.query(
        `insert into ledger_transfers (transaction_id, debit_account_id, credit_account_id, asset, amount_minor, kind, reference)
         select $1, l.debit, l.credit, l.asset, l.amount, 'ORDER_PAYMENT', null
           from jsonb_to_recordset($2::jsonb) as l(idx int, debit bigint, credit bigint, asset text, amount bigint)
          order by l.idx
         returning id, debit_account_id, credit_account_id, asset, amount_minor`,
        [claim.rows[0]!.id, JSON.stringify(legs)],
      );
      await client.query('commit');
    } catch (error) {
      await client.query('rollback');
      throw error;
    } finally {
      client.release();
    }
  };
  const rate = async (count: number, work: () => Promise<void>) => {
    const started = performance.now();
    await work();
    return count / ((performance.now() - started) / 1000);
  };
  const measure = async (label: string, count: number, work: (spend: Spend) => Promise<void>) => {
    const service = await rate(count, () => work(serviceSpend));
    const plain = await rate(count, () => work(plainSpend));
    console.log(
      `${label.padEnd(46)} ${String(Math.round(service)).padStart(6)} /s service  ${String(Math.round(plain)).padStart(6)} /s plain pg  ratio ${(service / plain).toFixed(2)}`,
    );
  };

  console.log(`ledger bench on embedded PostgreSQL (${os.cpus().length} CPUs), transfers per second`);
  await measure('single account, one client, sequential', SEQUENTIAL, async (spend) => {
    for (let index = 0; index < SEQUENTIAL; index++) await spend(members[0]!);
  });
  await measure(
    `${PARALLEL_CLIENTS} clients, each on its own account`,
    PARALLEL_CLIENTS * PER_CLIENT,
    async (spend) => {
      await Promise.all(
        members.slice(2, 2 + PARALLEL_CLIENTS).map(async (memberId) => {
          for (let index = 0; index < PER_CLIENT; index++) await spend(memberId);
        }),
      );
    },
  );
  await measure(`${CONTENDED_CLIENTS} clients, all on one contended account`, CONTENDED_TOTAL, async (spend) => {
    let left = CONTENDED_TOTAL;
    await Promise.all(
      Array.from({ length: CONTENDED_CLIENTS }, async () => {
        while (left-- > 0) await spend(members[1]!);
      }),
    );
  });
  const stats = await database.pool.query<{ deadlocks: string; conflicts: string }>(
    'select deadlocks, conflicts from pg_stat_database where datname = current_database()',
  );
  console.log(`deadlocks detected (retried): ${stats.rows[0]?.deadlocks ?? '?'}`);
  const report = await auditLedger(database.db);
  console.log(report.isClean ? `audit clean after ${report.transfers} transfers` : 'AUDIT FAILED');
  await database.close();
  if (!report.isClean) process.exitCode = 1;
} finally {
  await embedded.stop();
  await rm(dataDir, { recursive: true, force: true });
}
