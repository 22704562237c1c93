// The pieces of `bench/cluster.ts`: a browsing mix from one autocannon process and the nodes (the
// CPU the processes use is read by `bench/process-cpu.ts`).
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const autocannonPath = createRequire(path.join(root, 'apps/server/package.json')).resolve('autocannon');

export interface MixWindow {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
}

/**
 * `connections` clients for `seconds`, each asking the `paths` in turn (a browsing mix), from one
 * autocannon process of its own; any error, timeout or non-2xx answer throws.
 */
export async function loadMix(
  base: string,
  paths: readonly string[],
  headers: Record<string, string>,
  seconds: number,
  connections: number,
): Promise<MixWindow> {
  const options = { url: base, connections, duration: seconds, headers, requests: paths.map((p) => ({ path: p })) };
  const script = `
    const { default: autocannon } = await import(${JSON.stringify(autocannonPath)});
    const result = await autocannon(${JSON.stringify(options)});
    process.stdout.write(JSON.stringify(result));`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`autocannon exited with ${code}`);
  const result = JSON.parse(output) as {
    requests: { average: number; total: number };
    latency: { p50: number; p99: number };
    errors: number;
    timeouts: number;
    non2xx: number;
  };
  if (result.errors > 0 || result.non2xx > 0 || result.timeouts > 0) {
    throw new Error(`${base}: ${result.errors} errors, ${result.non2xx} non-2xx, ${result.timeouts} timeouts`);
  }
  return {
    requests: result.requests.total,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
  };
}

/** Connections PostgreSQL has open to `database` right now. */
export const CONNECTIONS_SQL = "select count(*)::int as n from pg_stat_activity where backend_type = 'client backend'";

export interface Node {
  name: string;
  port: number;
  process: ChildProcess;
}

/** One server node as `npm run start:cluster` starts it, on its own loopback port. */
export function startNode(name: string, port: number, env: NodeJS.ProcessEnv): Node {
  const child = spawn(process.execPath, [path.join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    env: { ...env, PORT: String(port), NODE_ID: name },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return { name, port, process: child };
}

export async function waitHealthy(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited (${child.exitCode})`);
    const answer = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2_000) }).catch(() => null);
    if (answer?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} was not healthy within ${timeoutMs / 1000} s`);
}

/** SIGTERM, then SIGKILL after `graceMs`; resolves once the process is gone. */
export async function stopProcess(child: ChildProcess, graceMs: number): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}
