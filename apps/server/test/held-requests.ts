// Requests raced over real sockets: each request is sent whole but for its body's last byte, and
// only once every one of them is on the wire are the last bytes sent together. The server then
// receives all of them complete at the same instant, with no connection set-up in between.
import http from 'node:http';
import type { CallDef, Envelope } from '@mall/contracts';
import type { TestApp } from './harness.ts';
import { freePort } from './free-port.ts';

export interface HeldAnswer {
  status: number;
  envelope: Envelope<unknown>;
}

interface Held {
  sent: Promise<void>;
  release(): Promise<HeldAnswer>;
}

function formEncode(body: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else params.append(key, String(value));
  }
  return params.toString();
}

function hold(port: number, path: string, token: string, body: Record<string, unknown>): Held {
  const payload = Buffer.from(formEncode(body));
  const request = http.request({
    host: '127.0.0.1',
    port,
    path,
    method: 'POST',
    // Its own connection each: a shared one would queue the requests one behind the other.
    agent: false,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'content-length': String(payload.length),
      'app-version': 'h5_2.7.5',
      lang: 'en_US',
      token,
    },
  });
  const answer = new Promise<HeldAnswer>((resolve, reject) => {
    request.on('error', reject);
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          envelope: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Envelope<unknown>,
        }),
      );
      response.on('error', reject);
    });
  });
  const sent = new Promise<void>((resolve, reject) => {
    request.write(payload.subarray(0, payload.length - 1), (error) => (error ? reject(error) : resolve()));
  });
  return {
    sent,
    release() {
      request.end(payload.subarray(payload.length - 1));
      return answer;
    },
  };
}

/** The app listening on a free loopback port for the whole test file; `close` stops it. */
export async function listening(t: TestApp): Promise<{ port: number }> {
  const port = await freePort();
  await t.app.listen({ port, host: '127.0.0.1' });
  return { port };
}

/** Sends the calls' bodies at once over their own sockets (see the file's opening) and answers each. */
export async function raced(
  port: number,
  call: CallDef,
  token: string,
  bodies: readonly Record<string, unknown>[],
): Promise<HeldAnswer[]> {
  const held = bodies.map((body) => hold(port, call.path, token, body));
  await Promise.all(held.map((request) => request.sent));
  return Promise.all(held.map((request) => request.release()));
}
