// The balancer of `npm run start:cluster`: HAProxy from Debian's package, round robin per request
// over the nodes, each checked on /healthz every second (out after 2 failures, back after 2 passes).
const CHECK_INTERVAL_MS = 1_000;
const FALL = 2;
/** How long HAProxy may take to stop sending to a node that fails /healthz, with a 1 s margin. */
export const BALANCER_REACTION_MS = CHECK_INTERVAL_MS * FALL + 1_000;

export interface BalancerPlan {
  host: string;
  port: number;
  /** The nodes' ports on 127.0.0.1. */
  nodes: readonly number[];
}

export function haproxyConfig(plan: BalancerPlan): string {
  const servers = plan.nodes.map((port, index) => `  server node-${index + 1} 127.0.0.1:${port} check`);
  return [
    'global',
    '  maxconn 4096',
    '',
    'defaults',
    '  mode http',
    '  timeout connect 5s',
    '  timeout client 60s',
    // Longer than the nodes' REQUEST_TIMEOUT_MS (20 s), so a slow call gets the node's own 503 envelope.
    '  timeout server 30s',
    '  option forwardfor',
    // A request that could not reach a node (one just stopped) is tried once on another.
    '  retries 2',
    '  option redispatch',
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
    '  option httpchk GET /healthz',
    '  http-check expect status 200',
    `  default-server inter ${CHECK_INTERVAL_MS}ms fall ${FALL} rise 2`,
    ...servers,
    '',
  ].join('\n');
}
