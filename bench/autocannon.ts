// One window of load from autocannon's CLI in its own process, so the load generator never shares
// a thread with what it measures.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { cpuOf } from './process-cpu.ts';

const root = path.resolve(import.meta.dirname, '..');
const autocannonCli = createRequire(path.join(root, 'apps/server/package.json')).resolve('autocannon/autocannon.js');

export interface Window {
  rps: number;
  p50: number;
  p99: number;
  max: number;
  /** The measured server's CPU per request (µs), when it was given and /proc can tell. */
  cpuUs?: number;
}

/**
 * `connections` clients asking `url` for `length` (seconds, or a number of requests); any error,
 * timeout or non-2xx answer throws. With `serverPid`, the CPU that process spent per request in the
 * window is measured too.
 */
export async function load(
  url: string,
  headers: Record<string, string>,
  length: number | { requests: number },
  connections: number,
  serverPid?: number,
): Promise<Window> {
  const span = typeof length === 'number' ? ['-d', String(length)] : ['-a', String(length.requests)];
  const args = [autocannonCli, '-c', String(connections), ...span, '-j'];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}=${value}`);
  args.push(url);
  const ownCpu = () => (serverPid === undefined ? undefined : cpuOf(serverPid)?.own);
  const cpuBefore = ownCpu();
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'ignore'] });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  const cpuAfter = ownCpu();
  if (code !== 0) throw new Error(`autocannon exited with ${code} on ${url}`);
  const result = JSON.parse(output) as {
    requests: { average: number; total: number };
    latency: { p50: number; p99: number; max: number };
    errors: number;
    timeouts: number;
    non2xx: number;
  };
  if (result.errors > 0 || result.non2xx > 0 || result.timeouts > 0) {
    throw new Error(`${url}: ${result.errors} errors, ${result.non2xx} non-2xx, ${result.timeouts} timeouts`);
  }
  const window: Window = {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
  };
  if (cpuBefore !== undefined && cpuAfter !== undefined && result.requests.total > 0)
    window.cpuUs = ((cpuAfter - cpuBefore) * 1e6) / result.requests.total;
  return window;
}
