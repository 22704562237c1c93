// Shared steps of the cluster tests: `npm run start:cluster` on a database of its own, calls
// through the balancer over real sockets, and shoppers made in bulk with SQL.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { hashToken, newSessionToken } from '../../src/lib/secrets.ts';
import { freePort } from '../free-port.ts';
import { cloneTemplate } from '../harness.ts';

const root = path.resolve(import.meta.dirname, '../../../..');

export type Answer = { success: boolean; code: number; error?: string; result: unknown };

export interface Reply {
  /** HTTP status; 0 when no answer came (connection refused or cut). */
  status: number;
  answer: Answer | null;
  node: string | null;
}

export interface Cluster {
  base: string;
  databaseUrl: string;
  process: ChildProcess;
  output(): string;
  /** Resolves once a line matching `pattern` has been printed after this call. */
  waitFor(pattern: RegExp, timeoutMs: number): Promise<RegExpExecArray>;
  stop(): Promise<void>;
}

/** Starts `npm run start:cluster` with `env` on a database of its own, and waits until it serves. */
export async function startCluster(env: Record<string, string>): Promise<Cluster> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mall-cluster-'));
  const databaseUrl = await cloneTemplate();
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, 'scripts/start-cluster.ts')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      NODES: '3',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'no-web'),
      ADMIN_DIST: path.join(dataDir, 'no-admin'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const listeners = new Set<() => void>();
  const read = (chunk: Buffer) => {
    output += chunk.toString();
    for (const listener of listeners) listener();
  };
  child.stdout?.on('data', read);
  child.stderr?.on('data', read);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // A cluster that exits fails every wait at once instead of at its timeout.
  void exited.then(() => {
    for (const listener of listeners) listener();
  });
  const waitFor = (pattern: RegExp, timeoutMs: number) => {
    const from = output.length;
    return new Promise<RegExpExecArray>((resolve, reject) => {
      const timer = setTimeout(() => done(new Error(`no ${pattern} within ${timeoutMs} ms:\n${output}`)), timeoutMs);
      const check = () => {
        const match = pattern.exec(output.slice(from));
        if (match) done(null, match);
        else if (child.exitCode !== null || child.signalCode !== null)
          done(new Error(`start:cluster exited (${child.exitCode ?? child.signalCode}):\n${output}`));
      };
      const done = (error: Error | null, match?: RegExpExecArray) => {
        clearTimeout(timer);
        listeners.delete(check);
        if (error) reject(error);
        else resolve(match!);
      };
      listeners.add(check);
      check();
    });
  };
  await waitFor(/\[cluster\] shop at /, 240_000);
  return {
    base: `http://127.0.0.1:${port}`,
    databaseUrl,
    process: child,
    output: () => output,
    waitFor,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** One call through `base`; a refused or cut connection is an answer of status 0, not a throw. */
export async function call(
  base: string,
  def: { method: string; path: string },
  options: { body?: unknown; token?: string; query?: Record<string, string | number> } = {},
): Promise<Reply> {
  const headers: Record<string, string> = { lang: 'en_US', 'app-version': 'h5_2.7.5' };
  if (options.token) headers.token = options.token;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const params = Object.entries(options.query ?? {}).map(([key, value]): [string, string] => [key, String(value)]);
  const query = params.length > 0 ? `?${new URLSearchParams(params)}` : '';
  try {
    const response = await fetch(`${base}${def.path}${query}`, {
      method: def.method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(60_000),
    });
    const text = await response.text();
    let answer: Answer | null = null;
    try {
      answer = JSON.parse(text) as Answer;
    } catch {
      answer = null;
    }
    return { status: response.status, answer, node: response.headers.get('x-node') };
  } catch {
    return { status: 0, answer: null, node: null };
  }
}

export interface Shopper {
  memberId: number;
  token: string;
  addressId: number;
}

/**
 * `count` members of `level`, each with a session token and an address copied from a demo
 * member's book: made in three statements, as sign-ups through the API would take minutes.
 */
export async function shoppers(databaseUrl: string, prefix: string, count: number, level = 1): Promise<Shopper[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const created = await client.query<{ id: number }>(
      `insert into members (username, password_hash, nickname, invite_code, level, sponsor_id)
       select $1 || n, 'not-a-password', $1 || n, upper($1) || n, $2::smallint,
              (select id from members where sponsor_id is null limit 1)
       from generate_series(1, $3::int) n
       returning id`,
      [prefix, level, count],
    );
    const ids = created.rows.map((row) => Number(row.id));
    const addresses = await client.query<{ id: number; member_id: number }>(
      `insert into member_addresses (member_id, name, mobile, province_id, city_id, area_id, zip, address, is_default)
       select m.id, a.name, a.mobile, a.province_id, a.city_id, a.area_id, a.zip, a.address, true
       from unnest($1::int[]) as m(id)
       cross join (select * from member_addresses order by id limit 1) a
       returning id, member_id`,
      [ids],
    );
    const tokens = ids.map(() => newSessionToken());
    await client.query(
      `insert into member_sessions (member_id, token_hash, expires_at)
       select m.id, m.hash, now() + interval '1 day'
       from unnest($1::int[], $2::text[]) as m(id, hash)`,
      [ids, tokens.map(hashToken)],
    );
    const addressOf = new Map(addresses.rows.map((row) => [Number(row.member_id), Number(row.id)]));
    return ids.map((memberId, i) => ({ memberId, token: tokens[i]!, addressId: addressOf.get(memberId)! }));
  } finally {
    await client.end();
  }
}

/** Runs `query` on the cluster's database. */
export async function sqlOn<T extends pg.QueryResultRow>(databaseUrl: string, query: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(query, values)).rows;
  } finally {
    await client.end();
  }
}
