// The binary network at scale: `npm run bench:network` (NETWORK_MEMBERS=50000 for a short run).
// Starts an embedded PostgreSQL in a temporary folder, builds a tree of NETWORK_MEMBERS members
// (default 1,000,000) with SQL (bench/network-data.ts: depth 30+ at a million), then times through
// the network service: placing new members, adding an activated order's MP to every ancestor, a
// member's chart and volumes, a whole downline's volume in one query, and a daily pairing pass
// over pairableLegs/takeMatched. Each is printed per operation, as a ratio to a reference measured
// in the same run (a one-row read by key in its own transaction) and with the statements it sent
// (counted on the pool's connections: the embedded server does not load pg_stat_statements).
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../apps/server/src/config/env.ts';
import { connect, withTransaction } from '../apps/server/src/db/client.ts';
import { ensureDatabase, startEmbeddedPostgres } from '../apps/server/src/db/embedded.ts';
import { migrateAll } from '../apps/server/src/db/migrate.ts';
import { createServices } from '../apps/server/src/services.ts';
import { freePort } from '../apps/server/test/free-port.ts';
import { buildTree, SPINE } from './network-data.ts';

const MEMBERS = Number(process.env.NETWORK_MEMBERS ?? 1_000_000);
const ROUNDS = Number(process.env.NETWORK_ROUNDS ?? 200);
const PAIRING_MEMBERS = Number(process.env.NETWORK_PAIRING_MEMBERS ?? 20_000);

let statements = 0;

async function timed(rounds: number, work: (round: number) => Promise<unknown>) {
  const before = statements;
  const started = performance.now();
  for (let round = 0; round < rounds; round++) await work(round);
  const ms = (performance.now() - started) / rounds;
  return { ms, statements: (statements - before) / rounds };
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mall-bench-network-'));
const embedded = await startEmbeddedPostgres({ dataDir, port: await freePort(), persistent: false });
try {
  await ensureDatabase(embedded.url('postgres'), 'bench');
  const url = embedded.url('bench');
  const database = connect(url, 4, 600_000);
  database.pool.on('error', () => {});
  database.pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
      statements++;
      return query(...args);
    };
  });
  await migrateAll(database.db);
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: url, DATA_DIR: dataDir });
  const { network } = createServices(database.db, config);
  const db = database.db;

  const builder = new pg.Client({ connectionString: url });
  await builder.connect();
  const buildStarted = performance.now();
  const tree = await buildTree(builder, MEMBERS);
  console.log(
    `network bench on embedded PostgreSQL (${os.cpus().length} CPUs): ${tree.members.toLocaleString()} members, ` +
      `depth ${tree.maxDepth}, ${tree.closureRows.toLocaleString()} closure rows, built in ${((performance.now() - buildStarted) / 1000).toFixed(0)} s`,
  );
  const heap = tree.base + SPINE;
  const pick = (round: number, range: number) => heap + 1 + ((round * 7_919) % range);

  // Measured twice and the second kept: the first run pays for a cold cache after the build.
  const readByKey = async (round: number) => {
    const client = await database.pool.connect();
    try {
      await client.query('begin');
      await client.query('select id from members where id = $1', [pick(round, MEMBERS)]);
      await client.query('commit');
    } finally {
      client.release();
    }
  };
  await timed(ROUNDS, readByKey);
  const reference = await timed(ROUNDS, readByKey);
  const report = (label: string, figures: { ms: number; statements: number }) =>
    console.log(
      `${label.padEnd(52)} ${figures.ms.toFixed(2).padStart(9)} ms  ${(figures.ms / reference.ms).toFixed(1).padStart(7)}x reference  ${figures.statements.toFixed(1).padStart(5)} statements`,
    );
  report('reference: one-row read by key in a transaction', reference);

  // New members under sponsors spread over the tree (members only: the placement is what is timed).
  const sponsors = Array.from({ length: ROUNDS }, (_, round) => pick(round, Math.min(MEMBERS, 1 << 16)));
  const made = await builder.query<{ id: number }>(
    `insert into members (username, password_hash, nickname, invite_code, sponsor_id)
     select 'new' || k, 'x', 'new' || k, 'NN' || k, s from unnest($1::int[]) with ordinality as t(s, k) order by k returning id`,
    [sponsors],
  );
  const newIds = made.rows.map((row) => row.id);
  report(
    'placement (outermost free position, closure rows)',
    await timed(ROUNDS, (round) => withTransaction(db, (tx) => network.place(tx, newIds[round]!))),
  );
  report(
    'MP activation added to every ancestor (one order)',
    await timed(ROUNDS, (round) =>
      withTransaction(db, (tx) =>
        network.creditActivation(tx, {
          orderId: 10_000_000 + round,
          memberId: newIds[round]!,
          rewardMp: 100,
          at: new Date(),
        }),
      ),
    ),
  );
  report('team volumes of one member', await timed(ROUNDS, (round) => network.volumes(db, pick(round, MEMBERS))));
  report(
    'placement chart, 3 levels below a member',
    await timed(ROUNDS, (round) => network.tree(db, 'placement', pick(round, MEMBERS), 3)),
  );
  // A member 10 levels into the heap: a downline of about 2^(depth - 10) members.
  const deepRoot = (round: number) => heap + (1 << 10) + ((round * 31) % (1 << 10));
  const downline = await timed(ROUNDS, (round) =>
    database.pool.query(
      `select count(*)::int as members, coalesce(sum(l.left_total_mp + l.right_total_mp), 0)::bigint as mp,
              (select left_total_mp from network_legs where member_id = $1) as left_mp,
              (select right_total_mp from network_legs where member_id = $1) as right_mp
       from network_paths p join network_legs l on l.member_id = p.descendant_id
       where p.ancestor_id = $1 and p.depth > 0`,
      [deepRoot(round)],
    ),
  );
  const size = Math.max(0, Math.floor((MEMBERS - (1 << 10)) / (1 << 10)));
  report(`whole downline volume read (~${size.toLocaleString()} members)`, downline);

  let after = 0;
  let paired = 0;
  const pairing = await timed(1, async () => {
    while (paired < PAIRING_MEMBERS) {
      const legs = await network.pairableLegs(db, after, 500);
      if (legs.length === 0) break;
      for (const leg of legs) {
        await withTransaction(db, (tx) => network.takeMatched(tx, leg.memberId, Math.min(leg.leftMp, leg.rightMp)));
        paired++;
        after = leg.memberId;
        if (paired >= PAIRING_MEMBERS) break;
      }
    }
  });
  report(`daily pairing pass, per member paired (${paired.toLocaleString()})`, {
    ms: pairing.ms / Math.max(paired, 1),
    statements: pairing.statements / Math.max(paired, 1),
  });
  await builder.end();
  await database.close();
} finally {
  await embedded.stop();
  await rm(dataDir, { recursive: true, force: true });
}
