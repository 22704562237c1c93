// A small fake of Stripe's API for tests: node:http on a random local port, which the app reaches
// through STRIPE_API_URL, and the shop's provider setting pointed at Stripe with a fake key.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { withTransaction } from '../src/db/client.ts';
import type { TestApp } from './harness.ts';

/** Answers as Stripe does: JSON with a request id. */
export function stripeJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${randomUUID()}` });
  response.end(JSON.stringify(body));
}

export interface FakeStripe {
  /** The base address to give the app as STRIPE_API_URL. */
  url: string;
  close(): Promise<void>;
}

/** Starts the fake; `answer` gets every request with its whole (form-encoded) body. */
export async function startFakeStripe(
  answer: (request: IncomingMessage, response: ServerResponse, raw: string) => void,
): Promise<FakeStripe> {
  const server = createServer((request, response) => {
    let raw = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (raw += chunk));
    request.on('end', () => answer(request, response, raw));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Sells through Stripe (the fake's key and this webhook secret) or the sandbox. */
export async function setProvider(t: TestApp, kind: 'stripe' | 'sandbox', stripeWebhookSecret: string): Promise<void> {
  await withTransaction(t.db, (tx) =>
    t.services.settings.update(
      tx,
      'paymentProvider',
      {
        kind,
        promptpayType: 'MSISDN',
        promptpayId: '',
        stripeSecretKey: kind === 'stripe' ? 'sk_test_fake_key' : '',
        stripeWebhookSecret,
      },
      null,
    ),
  );
}
