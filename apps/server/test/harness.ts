// Each test file gets the real HTTP application on a database of its own, cloned from the
// migrated template; calls go through Fastify's inject, exactly as a client's would.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { adminAuth, type BodyOf, type CallDef, type Envelope, type QueryOf, type ResultOf } from '@mall/contracts';
import { buildApp, type BuildOptions } from '../src/app.ts';
import { loadConfig, type AppConfig } from '../src/config/env.ts';
import { connect, withTransaction, type Db } from '../src/db/client.ts';
import { ensureDatabase } from '../src/db/embedded.ts';
import type { Services } from '../src/services.ts';
import { DEMO_ADMIN, DEMO_MEMBER_PASSWORD, loadDemoData } from '../src/seed/demo.ts';
import { ensureRootMember } from '../src/seed/install.ts';
import { openApiAnswers } from './openapi-answers.ts';

export interface CallOptions<C> {
  query?: QueryOf<C> | Record<string, unknown>;
  body?: BodyOf<C> | Record<string, unknown>;
  token?: string;
  lang?: string;
  headers?: Record<string, string>;
  /** Send the body as JSON instead of the client's form encoding. */
  json?: boolean;
}

export interface CallResponse<C> {
  status: number;
  envelope: Envelope<ResultOf<C>> & { fields?: { field: string; message: string }[] };
}

export interface TestApp {
  app: FastifyInstance;
  services: Services;
  db: Db;
  /** The pool behind `db`, for tests that hold or count its connections. */
  pool: pg.Pool;
  config: AppConfig;
  databaseUrl: string;
  call<C extends CallDef>(call: C, options?: CallOptions<C>): Promise<CallResponse<C>>;
  /** Calls and returns `result`, failing the test when the call did not succeed. */
  ok<C extends CallDef>(call: C, options?: CallOptions<C>): Promise<ResultOf<C>>;
  close(): Promise<void>;
}

function databaseUrl(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** The client's form encoding of a body: lists repeat their key, objects go as JSON. */
export function formEncode(body: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else params.append(key, typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value));
  }
  return params.toString();
}

export interface TestAppOptions {
  demo?: boolean;
  env?: Record<string, string>;
  /**
   * Check every answer of `call` against the published OpenAPI document (on unless a file turns
   * it off): an answer the document does not describe fails the test.
   */
  checkDocument?: boolean;
  /** A database of the test's own (its own server, say) instead of a clone of the template; left in place on close. */
  databaseUrl?: string;
  /** Where the app's log lines go (with `env.LOG_LEVEL`; tests log nothing by default). */
  logStream?: BuildOptions['logStream'];
}

/** Each answer's request id is its own (http/node-identity.test.ts checks it): left out, so refusals compare equal. */
function withoutRequestId<T extends { requestId?: string }>(envelope: T): T {
  delete envelope.requestId;
  return envelope;
}

/** The pool settings `main.ts` uses, the read replica included. */
function connectOptions(config: AppConfig) {
  return {
    acquireTimeoutMs: config.dbAcquireTimeoutMs,
    idleInTransactionTimeoutMs: config.dbIdleInTransactionTimeoutMs,
    readUrl: config.databaseReadUrl,
  };
}

/** A database of its own for a test, cloned from the suite's template: its URL. */
export async function cloneTemplate(): Promise<string> {
  const adminUrl = inject('pgAdminUrl');
  const template = inject('pgTemplate');
  const database = `${template}_t${randomBytes(6).toString('hex')}`;
  for (let attempt = 1; ; attempt++) {
    try {
      await ensureDatabase(adminUrl, database, template);
      break;
    } catch (error) {
      // Two clones of one template at the same instant can collide; a retry settles it.
      if (attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
  return databaseUrl(adminUrl, database);
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const url = options.databaseUrl ?? (await cloneTemplate());
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mall-test-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web'),
    ADMIN_DIST: path.join(dataDir, 'no-admin'),
    JOBS_ENABLED: 'false',
    // Production refuses to start without one; a test asking for production gets this one.
    PRIVATE_LINK_SECRET: 'test-private-link-secret-0123456789abcdef',
    ...options.env,
  });
  const connection = connect(url, config.dbPoolSize, config.dbStatementTimeoutMs, connectOptions(config));
  // Every answer is checked against its contract: production writes it from the JSON schema unchecked.
  const { app, services } = await buildApp(config, connection.db, { checkAnswers: true, logStream: options.logStream });
  await ensureRootMember(services);
  if (options.demo) await loadDemoData(services);

  const call = async <C extends CallDef>(def: C, opts: CallOptions<C> = {}): Promise<CallResponse<C>> => {
    const headers: Record<string, string> = { 'app-version': 'h5_2.7.5', lang: opts.lang ?? 'en_US', ...opts.headers };
    if (opts.token) headers.token = opts.token;
    let payload: string | undefined;
    if (def.method === 'POST') {
      const body = (opts.body ?? {}) as Record<string, unknown>;
      if (opts.json) {
        headers['content-type'] = 'application/json';
        payload = JSON.stringify(body);
      } else {
        headers['content-type'] = 'application/x-www-form-urlencoded';
        payload = formEncode(body);
      }
    }
    const query = opts.query ? `?${formEncode(opts.query as Record<string, unknown>)}` : '';
    const response = await app.inject({ method: def.method, url: `${def.path}${query}`, headers, payload });
    const envelope = response.json();
    if (options.checkDocument ?? true) {
      const answers = await openApiAnswers(async () => {
        const document = await app.inject('/mallapi/docs/json');
        if (document.statusCode !== 200) throw new Error(`no OpenAPI document: ${document.body.slice(0, 500)}`);
        return document.json();
      });
      answers.check(def.method, def.path, response.statusCode, envelope);
    }
    return { status: response.statusCode, envelope: withoutRequestId(envelope) };
  };

  return {
    app,
    services,
    db: connection.db,
    pool: connection.pool,
    config,
    databaseUrl: url,
    call,
    async ok(def, opts) {
      const { envelope, status } = await call(def, opts);
      if (!envelope.success) throw new Error(`${def.path} failed (${status}): ${JSON.stringify(envelope)}`);
      return envelope.result as ResultOf<typeof def>;
    },
    async close() {
      await app.close();
      await connection.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Registers a member through the service, as sign-up would, and returns its row. */
export async function createMember(
  services: Services,
  input: { username: string; password?: string; mobile?: string; level?: number },
) {
  const root = await withTransaction(services.db, (tx) =>
    services.members.ensureRoot(tx, randomBytes(12).toString('hex')),
  );
  return withTransaction(services.db, (tx) =>
    services.members.create(tx, { password: DEMO_MEMBER_PASSWORD, sponsorId: root.id, ...input }),
  );
}

/** Creates a back-office operator and logs them in; answers the operator's session token. */
export async function signedInOperator(
  t: TestApp,
  operator: { username: string; password: string; roles: ('admin' | 'operator' | 'finance' | 'identity')[] },
): Promise<string> {
  await withTransaction(t.db, (tx) => t.services.operators.create(tx, { ...operator, displayName: operator.username }));
  const login = await t.call(adminAuth.login, { body: { username: operator.username, password: operator.password } });
  if (!login.envelope.success) throw new Error(`operator login failed: ${login.envelope.message}`);
  return (login.envelope.result as { token: string }).token;
}

/** The demo shop's first operator (an admin), signed in: for test files built on `{ demo: true }`. */
export async function demoAdminToken(t: TestApp): Promise<string> {
  return (await t.ok(adminAuth.login, { body: { ...DEMO_ADMIN } })).token;
}

/** A demo shop shared by a whole test file, with the demo admin signed in; registers its own hooks. */
export function demoShopForFile(): { readonly t: TestApp; readonly adminToken: string } {
  const shop = {} as { t: TestApp; adminToken: string };
  beforeAll(async () => {
    shop.t = await createTestApp({ demo: true });
    shop.adminToken = await demoAdminToken(shop.t);
  });
  afterAll(() => shop.t?.close());
  return shop;
}
