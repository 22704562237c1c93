// The known-device token travels as an HttpOnly cookie for the browser shop, and as the
// `device-token` header for other clients (answered in the same header after a login).
import type { FastifyReply, FastifyRequest } from 'fastify';

const COOKIE = 'mall_device';
const HEADER = 'device-token';
const MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

export function readDeviceToken(request: FastifyRequest): string | undefined {
  const header = request.headers[HEADER];
  const fromHeader = Array.isArray(header) ? header[0] : header;
  if (fromHeader) return fromHeader.trim();
  const cookies = request.headers.cookie ?? '';
  for (const part of cookies.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === COOKIE) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

export function writeDeviceToken(reply: FastifyReply, token: string, isSecure: boolean): void {
  const attributes = [
    `${COOKIE}=${encodeURIComponent(token)}`,
    'Path=/',
    `Max-Age=${MAX_AGE_SECONDS}`,
    'HttpOnly',
    'SameSite=Lax',
  ];
  if (isSecure) attributes.push('Secure');
  reply.header('set-cookie', attributes.join('; '));
  reply.header(HEADER, token);
}
