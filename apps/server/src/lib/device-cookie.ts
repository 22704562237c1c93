// A known-device token travels as an HttpOnly cookie for browsers, and as the `device-token`
// header for other clients (answered in the same header after a login). Members and operators
// each have their own cookie, so one browser can be a known device for both.
import type { FastifyReply, FastifyRequest } from 'fastify';

const HEADER = 'device-token';
const MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

export interface DeviceCookie {
  name: string;
  /** The paths the browser sends it to: only as wide as the login calls that read it need. */
  path: string;
}

export function readDeviceToken(request: FastifyRequest, cookie: DeviceCookie): string | undefined {
  const header = request.headers[HEADER];
  const fromHeader = Array.isArray(header) ? header[0] : header;
  if (fromHeader) return fromHeader.trim();
  const cookies = request.headers.cookie ?? '';
  for (const part of cookies.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === cookie.name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

export function writeDeviceToken(reply: FastifyReply, cookie: DeviceCookie, token: string, isSecure: boolean): void {
  const attributes = [
    `${cookie.name}=${encodeURIComponent(token)}`,
    `Path=${cookie.path}`,
    `Max-Age=${MAX_AGE_SECONDS}`,
    'HttpOnly',
    'SameSite=Lax',
  ];
  if (isSecure) attributes.push('Secure');
  reply.header('set-cookie', attributes.join('; '));
  reply.header(HEADER, token);
}
