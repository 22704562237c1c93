// The balancer of `npm run start:cluster`: HAProxy from Debian's package, round robin per request
// over the nodes, each checked on /healthz every second (out after 2 failures, back after 2 passes).
const CHECK_INTERVAL_MS = 1_000;
const FALL = 2;
// A busy node (the machine's cores taken by a node starting up) may answer a check late: a late
// answer is not a failure, or every node could be marked down at once and the balancer answer 503.
const CHECK_TIMEOUT_MS = 2_000;
/** How long HAProxy may take to stop sending to a node that fails /healthz, with a 1 s margin. */
export const BALANCER_REACTION_MS = CHECK_INTERVAL_MS * FALL + CHECK_TIMEOUT_MS + 1_000;

export interface BalancerPlan {
  host: string;
  port: number;
  /** The nodes' addresses (`host:port`), named node-1, node-2 … in that order. */
  nodes: readonly string[];
  /** HAProxy's admin socket (runtime API), through which rolling restarts swap nodes. */
  runtimeSocket?: string;
  /** Names resolved by Docker's DNS (compose): a node not up yet is not a start failure. */
  dockerDns?: boolean;
}

export function haproxyConfig(plan: BalancerPlan): string {
  const servers = plan.nodes.map((address, index) => `  server node-${index + 1} ${address} check`);
  const socket = plan.runtimeSocket ? [`  stats socket ${plan.runtimeSocket} mode 600 level admin`] : [];
  const dns = plan.dockerDns ? ['resolvers docker', '  nameserver dns 127.0.0.11:53', '  hold valid 10s', ''] : [];
  const serverDefaults = plan.dockerDns ? ' resolvers docker init-addr last,libc,none' : '';
  return [
    'global',
    '  maxconn 4096',
    ...socket,
    '',
    ...dns,
    'defaults',
    '  mode http',
    '  timeout connect 5s',
    '  timeout client 60s',
    // Longer than the nodes' REQUEST_TIMEOUT_MS (20 s), so a slow call gets the node's own 503 envelope.
    '  timeout server 30s',
    `  timeout check ${CHECK_TIMEOUT_MS}ms`,
    '  option forwardfor',
    // A request that could not reach a node (one just stopped or killed) is tried again on another:
    // nothing of it reached a node, so this is safe for every call. A GET or HEAD whose node closed
    // the connection without an answer (killed mid-call) is also tried again, since reading twice
    // is harmless; any other request that reached a node is never sent again by the balancer (the
    // client decides: money calls carry an idempotency key, so resending them is safe).
    '  retries 3',
    '  option redispatch 1',
    '  retry-on conn-failure empty-response',
    '',
    'frontend shop',
    `  bind ${plan.host}:${plan.port}`,
    // One id per request, given to the node (which logs it and answers it) so both logs join up.
    '  unique-id-format %{+X}o%ci-%cp-%Ts-%rt-%pid',
    '  http-request set-header X-Request-Id %[unique-id]',
    '  default_backend nodes',
    '',
    'backend nodes',
    '  balance roundrobin',
    '  http-request disable-l7-retry if !METH_GET',
    '  option httpchk GET /healthz',
    '  http-check expect status 200',
    `  default-server inter ${CHECK_INTERVAL_MS}ms fall ${FALL} rise 2${serverDefaults}`,
    ...servers,
    '',
  ].join('\n');
}
