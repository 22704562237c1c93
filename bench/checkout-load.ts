// One window of load for `bench/checkout.ts`, in its own process: autocannon posting a form body to
// `url` as each buyer in turn (`token:addressId` pairs; `{address}` in the body is theirs), each
// request with its own idempotency key (`{key}`); `-` for none. Prints the figures as JSON.
import { createRequire } from 'node:module';
import path from 'node:path';

const [url, buyerArg, bodyArg, seconds, connections] = process.argv.slice(2) as [
  string,
  string,
  string,
  string,
  string,
];
const buyers = buyerArg === '-' ? [] : buyerArg.split(',').map((pair) => pair.split(':') as [string, string]);
const body = bodyArg === '-' ? '' : bodyArg;
const root = path.resolve(import.meta.dirname, '..');
const autocannon = createRequire(path.join(root, 'apps/server/package.json'))('autocannon') as (
  options: object,
) => Promise<{ requests: { average: number }; latency: { p50: number; p99: number }; non2xx: number; errors: number }>;

let sequence = 0;
const result = await autocannon({
  url,
  method: body ? 'POST' : 'GET',
  connections: Number(connections),
  duration: Number(seconds),
  headers: {
    lang: 'en_US',
    'app-version': 'h5_2.7.5',
    ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
  },
  requests: [
    {
      setupRequest: (request: { body?: string; headers: Record<string, string> }) => {
        sequence += 1;
        const buyer = buyers[sequence % Math.max(buyers.length, 1)];
        if (buyer) request.headers = { ...request.headers, token: buyer[0] };
        if (body)
          request.body = body
            .replace('{key}', `bench-${process.pid}-${sequence}`)
            .replace('{address}', buyer?.[1] ?? '');
        return request;
      },
    },
  ],
});
console.log(
  JSON.stringify({
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors,
  }),
);
