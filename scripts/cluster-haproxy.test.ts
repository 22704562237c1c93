// The balancer's configuration: HAProxy accepts it, it resends only what is safe to resend, and the
// example compose file's copy is the one `npm run start:cluster` writes, for Docker's names.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { haproxyConfig } from './cluster-haproxy.ts';

const root = path.resolve(import.meta.dirname, '..');
const haproxy = process.env.HAPROXY_PATH ?? '/usr/sbin/haproxy';
const composeNodes = ['node-1:8080', 'node-2:8080', 'node-3:8080'];

describe('the cluster balancer configuration', () => {
  const config = haproxyConfig({
    host: '127.0.0.1',
    port: 8080,
    nodes: ['127.0.0.1:9001', '127.0.0.1:9002'],
    runtimeSocket: '/tmp/mall-test.sock',
  });

  it('resends a request to another node only when it never reached one, or when it only reads', () => {
    expect(config).toContain('  retry-on conn-failure empty-response\n');
    expect(config).toContain('  option redispatch 1\n');
    // L7 retries (the node closed without answering) only for GET and HEAD: never a POST.
    expect(config).toContain('  http-request disable-l7-retry if !METH_GET\n');
    expect(config).not.toMatch(/retry-on[^\n]*(response-timeout|all-retryable|50\d)/);
  });

  it.skipIf(!existsSync(haproxy))('is accepted by HAProxy', () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'mall-haproxy-'));
    try {
      const file = path.join(folder, 'haproxy.cfg');
      writeFileSync(file, config);
      expect(() => execFileSync(haproxy, ['-c', '-q', '-f', file], { stdio: 'pipe' })).not.toThrow();
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it("gives compose.example.yaml the cluster's configuration, for Docker's names", () => {
    const written = readFileSync(path.join(root, 'deploy/haproxy.cfg'), 'utf8');
    const body = written.slice(written.indexOf('\n') + 1);
    expect(body).toBe(haproxyConfig({ host: '*', port: 8080, nodes: composeNodes, dockerDns: true }));
    const compose = readFileSync(path.join(root, 'compose.example.yaml'), 'utf8');
    for (const node of composeNodes) expect(compose).toContain(`  ${node.split(':')[0]}:`);
    expect(compose).toContain('./deploy/haproxy.cfg:/usr/local/etc/haproxy/haproxy.cfg:ro');
  });
});
