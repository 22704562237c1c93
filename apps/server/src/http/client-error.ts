// Requests Node's HTTP parser refuses before Fastify sees them (a URL or headers over the size
// limit, a malformed request line) still get the envelope, not a bare status line.
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { errorKinds, type ErrorKind } from '@mall/contracts';
import { normalizeLocale, type Locale } from '@mall/i18n';
import { translate } from '../lib/i18n.ts';
import { securityHeaders } from './security-headers.ts';

interface ClientError extends Error {
  code?: string;
  rawPacket?: unknown;
}

/** The headers were not parsed, so the caller's language is looked for in the raw bytes. */
function localeOf(raw: unknown): Locale {
  if (!Buffer.isBuffer(raw)) return normalizeLocale(undefined);
  const text = raw.subarray(0, 64 * 1024).toString('latin1');
  const match = /\r\nlang:[ \t]*([A-Za-z_-]{2,10})/i.exec(text) ?? /^[^\r\n]*[?&]lang=([A-Za-z_-]{2,10})/.exec(text);
  return normalizeLocale(match?.[1]);
}

function kindOf(error: ClientError): ErrorKind {
  if (error.code === 'HPE_HEADER_OVERFLOW') return 'HEADERS_TOO_LARGE';
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return 'TIMEOUT';
  return 'VALIDATION';
}

export function clientErrorHandler(error: ClientError, socket: Socket): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed || !socket.writable) {
    socket.destroy();
    return;
  }
  const kind = kindOf(error);
  const locale = localeOf(error.rawPacket);
  const message =
    kind === 'HEADERS_TOO_LARGE'
      ? translate(locale, 'error.HEADERS_TOO_LARGE')
      : kind === 'TIMEOUT'
        ? translate(locale, 'error.TIMEOUT')
        : translate(locale, 'error.VALIDATION', { field: 'request', reason: translate(locale, 'validation.invalid') });
  const { code, status } = errorKinds[kind];
  const body = JSON.stringify({ success: false, code, message, result: null, error: kind });
  const headers = {
    ...securityHeaders,
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
  };
  const head = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}`)
    .join('\r\n');
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\n${head}\r\n\r\n${body}`);
}
