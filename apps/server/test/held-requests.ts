// Requests over real sockets that start together: each is connected and its headers sent first,
// then every body is written at once, so the server has all contenders in hand before any runs.
import http from 'node:http';

export interface HeldRequest {
  /** Resolves once the socket is connected and the headers are on their way. */
  ready: Promise<void>;
  /** Writes the body: the request reaches its handler. */
  release(): void;
  answer: Promise<{ status: number; body: string }>;
}

/** A POST to the server on this machine's `port`, held until `release()`. */
export function holdPost(port: number, path: string, payload: string, headers: Record<string, string>): HeldRequest {
  const bytes = Buffer.from(payload);
  const request = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path,
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
