// Raw HTTP/1.1 over a real socket: the request target reaches the server exactly as written (no
// client normalises `%64`, `..` or `//` away), from the local address the test chooses.
import net from 'node:net';
import os from 'node:os';

export interface RawRequest {
  port: number;
  /** The server's address to connect to; 127.0.0.1 unless said. */
  host?: string;
  /** The address the connection leaves from, which the server sees as the caller's. */
  localAddress?: string;
  method?: string;
  /** The request target as sent on the request line, unencoded and unnormalised. */
  target: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

function dechunk(body: string): string {
  let out = '';
  let rest = body;
  for (;;) {
    const lineEnd = rest.indexOf('\r\n');
    if (lineEnd < 0) return out;
    const size = Number.parseInt(rest.slice(0, lineEnd), 16);
    if (!Number.isFinite(size) || size === 0) return out;
    out += rest.slice(lineEnd + 2, lineEnd + 2 + size);
    rest = rest.slice(lineEnd + 2 + size + 2);
  }
}

function parseAnswer(raw: string): RawAnswer {
  const headEnd = raw.indexOf('\r\n\r\n');
  const head = headEnd < 0 ? raw : raw.slice(0, headEnd);
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const rawBody = headEnd < 0 ? '' : raw.slice(headEnd + 4);
  const body = headers['transfer-encoding'] === 'chunked' ? dechunk(rawBody) : rawBody;
  return { status: Number(statusLine.split(' ')[1] ?? 0), headers, body };
}

/** Sends one request on a fresh connection and reads the answer to its end. */
export function rawRequest(request: RawRequest): Promise<RawAnswer> {
  const body = request.body ?? '';
  const headers: Record<string, string> = {
    host: 'shop.test',
    connection: 'close',
    ...(body !== '' || request.method === 'POST' ? { 'content-length': String(Buffer.byteLength(body)) } : {}),
    ...request.headers,
  };
  const head = [
    `${request.method ?? 'GET'} ${request.target} HTTP/1.1`,
    ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
  ];
  return new Promise((resolve, reject) => {
    const socket = net.connect({
      host: request.host ?? '127.0.0.1',
      port: request.port,
      ...(request.localAddress ? { localAddress: request.localAddress } : {}),
    });
    const chunks: Buffer[] = [];
    socket.setTimeout(10_000, () => socket.destroy(new Error(`no answer to ${request.target}`)));
    socket.on('connect', () => socket.write(`${head.join('\r\n')}\r\n\r\n${body}`));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(parseAnswer(Buffer.concat(chunks).toString('utf8'))));
  });
}

/**
 * An IPv4 address of this machine other than loopback, if it has one: a connection from it to a
 * server listening on it is, to the server, a caller from another machine on that network.
 */
export function nonLoopbackAddress(): string | undefined {
  for (const entries of Object.values(os.networkInterfaces())) {
    for (const entry of entries ?? []) {
      if (entry.family === 'IPv4' && !entry.internal) return entry.address;
    }
  }
  return undefined;
}
