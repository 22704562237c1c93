// The only place that reads the environment: every setting of the process, parsed once.
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import type { FileStoreConfig } from '../lib/shop-files.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  DATABASE_URL: z.string().url().optional(),
  /** A read replica of the database for catalogue display (product lists, search, pages, home). */
  DATABASE_READ_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1024).max(65535).default(54329),
  ADMIN_USERNAME: z.string().min(3).optional(),
  ADMIN_PASSWORD: z.string().optional(),
  /** `npm run operator:add`: the new account's password (an argument would stay in the shell history). */
  OPERATOR_PASSWORD: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).default(20_000),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DB_ACQUIRE_TIMEOUT_MS: z.coerce.number().int().min(100).default(5_000),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(1000).default(30_000),
  HEALTH_TIMEOUT_MS: z.coerce.number().int().min(100).default(2_000),
  AUTH_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  WEB_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  ADMIN_DIST: z.string().default(path.join(repoRoot, 'apps/admin/dist')),
  JOBS_ENABLED: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  OPERATOR_SESSION_HOURS: z.coerce
    .number()
    .min(0.05)
    .max(24 * 30)
    .default(8),
  ALLOW_PRIVATE_PROVIDER_URLS: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  JOBS_EXPIRE_LOTS_CRON: z
    .string()
    .trim()
    .regex(/^\S+(\s+\S+){4,5}$/, 'a cron expression of 5 or 6 fields')
    .default('0 * * * *'),
  PRIVATE_UPLOADS_DIR: z.string().optional(),
  PRIVATE_LINK_SECRET: z.string().min(32, 'at least 32 characters').optional(),
  PRIVATE_LINK_TTL_SECONDS: z.coerce.number().int().min(10).max(3600).default(300),
  /** OpenTelemetry's own variables: traces are on with `otlp` or `console`, or an OTLP endpoint set. */
  OTEL_TRACES_EXPORTER: z.enum(['otlp', 'console', 'none']).optional(),
  OTEL_EXPORTER_OTLP_ENDPOINT: z.string().url().optional(),
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: z.string().url().optional(),
  OTEL_SERVICE_NAME: z.string().min(1).default('mall-server'),
  STRIPE_API_URL: z
    .string()
    .url()
    .refine((url) => /^https?:\/\//.test(url), 'an http or https URL')
    .optional(),
  /** This process's name in the `x-node` header and the metrics; unset: host:pid. */
  NODE_ID: z
    .string()
    .trim()
    .regex(/^[\w.:-]{1,64}$/, 'letters, digits, . : _ - (at most 64)')
    .optional(),
  /** A bearer token that may read `/metrics` from another machine (loopback callers need none). */
  METRICS_TOKEN: z.string().min(16, 'at least 16 characters').optional(),
  /** On SIGTERM, how long /healthz fails before the HTTP server closes (the balancer's reaction time). */
  DRAIN_MS: z.coerce.number().int().min(0).max(300_000).default(0),
  /** Where uploaded files are kept: the local folders (default) or an S3-compatible bucket. */
  FILE_STORE: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'a bucket name: 3-63 lower-case letters, digits, . and -')
    .optional(),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ENDPOINT: z
    .string()
    .url()
    .refine((url) => /^https?:\/\//.test(url), 'an http or https URL')
    .optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});

export type Env = z.infer<typeof envSchema>;

export interface AppConfig {
  nodeEnv: Env['NODE_ENV'];
  isProduction: boolean;
  host: string;
  port: number;
  databaseUrl: string | undefined;
  /** A read replica for catalogue display only (`replicaOf`); unset: the primary serves it. */
  databaseReadUrl: string | undefined;
  dataDir: string;
  /** Uploaded and generated files, served under /uploads/. */
  uploadsDir: string;
  embeddedPgPort: number;
  adminUsername: string | undefined;
  adminPassword: string | undefined;
  operatorPassword: string | undefined;
  logLevel: Env['LOG_LEVEL'];
  requestTimeoutMs: number;
  bodyLimitBytes: number;
  dbPoolSize: number;
  /** Longest wait for a free pool connection; then the call answers the timeout envelope. */
  dbAcquireTimeoutMs: number;
  /** Longest single SQL statement; PostgreSQL cancels it and the call answers the timeout envelope. */
  dbStatementTimeoutMs: number;
  /** A session idle inside a transaction this long is ended by PostgreSQL, releasing its locks. */
  dbIdleInTransactionTimeoutMs: number;
  /** Longest `/healthz` waits for the database before it answers 503. */
  healthTimeoutMs: number;
  /**
   * How long a process trusts a session token it has checked (AUTH_CACHE_MS, 0 turns it off). A
   * logout, disable, password change or raised level drops it at once in every process.
   */
  authCacheMs: number;
  /** Behind a reverse proxy: take the client address from X-Forwarded-For (per-IP limits need it). */
  trustProxy: boolean;
  webDist: string;
  adminDist: string;
  /** How long a member or operator session token lives. */
  sessionTtlMs: number;
  /** How long an operator session token lives (OPERATOR_SESSION_HOURS, 8 by default). */
  operatorSessionTtlMs: number;
  /**
   * Development only: let provider URLs (SMS gateway, OAuth) point at loopback or private
   * addresses, e.g. a test SMS gateway running on this machine. Always false in production.
   */
  allowPrivateProviderUrls: boolean;
  /** Run the background job queue in this process (off for tests and one-off tools). */
  jobsEnabled: boolean;
  /** When expired discount-card lots are swept (cron, UTC). */
  jobsExpireLotsCron: string;
  /** Identity images: outside every served folder, read only through signed links. */
  privateUploadsDir: string;
  /**
   * Signs those links (HMAC-SHA256). Required in production, where every process must share it;
   * elsewhere unset means a random key per process, so links die on restart.
   */
  privateLinkSecret: string;
  /** How long a signed link to a private file works. */
  privateLinkTtlMs: number;
  /** Where Stripe's API is reached: unset for Stripe itself, else e.g. a local stripe-mock. */
  stripeApiUrl: string | undefined;
  /** Names this process in every answer (`x-node`) and in the metrics. */
  nodeId: string;
  /** Lets a scraper on another machine read `/metrics`; unset: loopback callers only. */
  metricsToken: string | undefined;
  /** OpenTelemetry traces of calls and SQL; null (the default): off, and nothing of it loaded. */
  tracing: TracingConfig | null;
  /**
   * On SIGTERM, how long the process keeps serving with /healthz failing before it closes: long
   * enough for a balancer to take it out (check interval × fall count + a margin); 0 alone.
   */
  drainMs: number;
  /** Where uploaded and private files are kept (FILE_STORE and the S3_* settings). */
  fileStore: FileStoreConfig;
}

export interface TracingConfig {
  exporter: 'otlp' | 'console';
  /** Where OTLP over HTTP (JSON) takes the spans: the endpoint's `/v1/traces`. */
  url: string;
  serviceName: string;
  nodeId: string;
}

/** On when OTEL_TRACES_EXPORTER asks for it, or an OTLP endpoint is set and it does not say `none`. */
function tracingOf(env: Env, nodeId: string): TracingConfig | null {
  const endpoint = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ?? env.OTEL_EXPORTER_OTLP_ENDPOINT;
  const exporter = env.OTEL_TRACES_EXPORTER ?? (endpoint ? 'otlp' : 'none');
  if (exporter === 'none') return null;
  const url =
    env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ??
    `${(env.OTEL_EXPORTER_OTLP_ENDPOINT ?? 'http://localhost:4318').replace(/\/+$/, '')}/v1/traces`;
  return { exporter, url, serviceName: env.OTEL_SERVICE_NAME, nodeId };
}

/**
 * Settings production cannot run without. A link key made up per process would make one process
 * refuse the image links another signed: behind a load balancer they would fail at random.
 */
function requiredInProduction(env: Env, context: z.RefinementCtx): void {
  if (env.NODE_ENV === 'production' && env.PRIVATE_LINK_SECRET === undefined) {
    context.addIssue({
      code: 'custom',
      path: ['PRIVATE_LINK_SECRET'],
      message: 'required in production (the same value in every server process)',
    });
  }
}

/** The bucket settings hang together: named when in use, keys in pairs, none left over when unused. */
function fileStoreSettings(env: Env, context: z.RefinementCtx): void {
  const problem = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
  if (env.FILE_STORE !== 's3') {
    if (env.S3_BUCKET !== undefined) problem('S3_BUCKET', 'set, but FILE_STORE is not s3 (files would stay local)');
    return;
  }
  if (env.S3_BUCKET === undefined) problem('S3_BUCKET', 'required when FILE_STORE=s3');
  if ((env.S3_ACCESS_KEY_ID === undefined) !== (env.S3_SECRET_ACCESS_KEY === undefined))
    problem(
      env.S3_ACCESS_KEY_ID === undefined ? 'S3_ACCESS_KEY_ID' : 'S3_SECRET_ACCESS_KEY',
      'set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together, or neither (the SDK then finds its own credentials)',
    );
}

function fileStoreOf(env: Env): FileStoreConfig {
  if (env.FILE_STORE === 'local') return { kind: 'local' };
  return {
    kind: 's3',
    bucket: env.S3_BUCKET!,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  };
}

/** Reads and checks the environment; throws naming every bad variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.superRefine(requiredInProduction).superRefine(fileStoreSettings).safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const env = parsed.data;
  const nodeId = env.NODE_ID ?? `${hostname()}:${process.pid}`;
  return {
    nodeEnv: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    host: env.HOST,
    port: env.PORT,
    databaseUrl: env.DATABASE_URL,
    databaseReadUrl: env.DATABASE_READ_URL,
    dataDir: path.resolve(env.DATA_DIR),
    uploadsDir: path.resolve(env.DATA_DIR, 'uploads'),
    embeddedPgPort: env.EMBEDDED_PG_PORT,
    adminUsername: env.ADMIN_USERNAME,
    adminPassword: env.ADMIN_PASSWORD,
    operatorPassword: env.OPERATOR_PASSWORD,
    logLevel: env.LOG_LEVEL,
    requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
    bodyLimitBytes: env.BODY_LIMIT_BYTES,
    dbPoolSize: env.DB_POOL_SIZE,
    dbAcquireTimeoutMs: env.DB_ACQUIRE_TIMEOUT_MS,
    dbStatementTimeoutMs: env.DB_STATEMENT_TIMEOUT_MS,
    dbIdleInTransactionTimeoutMs: env.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    healthTimeoutMs: env.HEALTH_TIMEOUT_MS,
    authCacheMs: env.AUTH_CACHE_MS,
    trustProxy: env.TRUST_PROXY,
    webDist: env.WEB_DIST,
    adminDist: env.ADMIN_DIST,
    sessionTtlMs: 60 * 24 * 60 * 60 * 1000,
    operatorSessionTtlMs: Math.round(env.OPERATOR_SESSION_HOURS * 60 * 60 * 1000),
    allowPrivateProviderUrls: env.ALLOW_PRIVATE_PROVIDER_URLS && env.NODE_ENV !== 'production',
    jobsEnabled: env.JOBS_ENABLED,
    jobsExpireLotsCron: env.JOBS_EXPIRE_LOTS_CRON,
    privateUploadsDir: path.resolve(env.PRIVATE_UPLOADS_DIR ?? path.join(env.DATA_DIR, 'private')),
    privateLinkSecret: env.PRIVATE_LINK_SECRET ?? randomBytes(32).toString('base64url'),
    privateLinkTtlMs: env.PRIVATE_LINK_TTL_SECONDS * 1000,
    stripeApiUrl: env.STRIPE_API_URL,
    nodeId,
    metricsToken: env.METRICS_TOKEN,
    tracing: tracingOf(env, nodeId),
    drainMs: env.DRAIN_MS,
    fileStore: fileStoreOf(env),
  };
}
