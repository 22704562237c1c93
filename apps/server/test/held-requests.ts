// Requests over real sockets that start together: each is connected and its headers sent first,
// then every body is written at once, so the server has all contenders in hand before any runs.
import http from 'node:http';
import type { CallDef, Envelope } from '@mall/contracts';
import { formEncode, type TestApp } from './harness.ts';
import { freePort } from './free-port.ts';

export interface HeldRequest {
  /** Resolves once the socket is connected and the headers are on their way. */
  ready: Promise<void>;
  /** Writes the body: the request reaches its handler. */
  release(): void;
  answer: Promise<{ status: number; body: string }>;
}

export interface HeldAnswer {
  status: number;
  envelope: Envelope<unknown>;
}

/** A POST to the server on this machine's `port`, held until `release()`. */
export function holdPost(port: number, path: string, payload: string, headers: Record<string, string>): HeldRequest {
  const bytes = Buffer.from(payload);
  const request = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path,
    // Its own connection each: a shared one would queue the requests one behind the other.
    agent: false,
    headers: { ...headers, 'content-length': String(bytes.length) },
  });
  const ready = new Promise<void>((resolve, reject) => {
    request.once('error', reject);
    request.once('socket', (socket) => {
      if (!socket.connecting) resolve();
      else socket.once('connect', () => resolve());
    });
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.once('error', reject);
    request.once('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.once('end', () =>
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
      );
      response.once('error', reject);
    });
  });
  request.flushHeaders();
  return { ready, release: () => request.end(bytes), answer };
}

/** Holds every request until all are connected, then releases them together and answers them all. */
export async function raceHeld(requests: HeldRequest[]): Promise<{ status: number; body: string }[]> {
  await Promise.all(requests.map((held) => held.ready));
  for (const held of requests) held.release();
  return Promise.all(requests.map((held) => held.answer));
}

/** The app listening on a free loopback port for the whole test file; `t.close` stops it. */
export async function listening(t: TestApp): Promise<{ port: number }> {
  const port = await freePort();
  await t.app.listen({ port, host: '127.0.0.1' });
  return { port };
}

/** Sends a member's calls with these form bodies together (see the file's opening) and answers each. */
export async function raced(
  port: number,
  call: CallDef,
  token: string,
  bodies: readonly Record<string, unknown>[],
): Promise<HeldAnswer[]> {
  const headers = {
    'content-type': 'application/x-www-form-urlencoded',
    'app-version': 'h5_2.7.5',
    lang: 'en_US',
    token,
  };
  const answers = await raceHeld(bodies.map((body) => holdPost(port, call.path, formEncode(body), headers)));
  return answers.map(({ status, body }) => ({ status, envelope: JSON.parse(body) as Envelope<unknown> }));
}
