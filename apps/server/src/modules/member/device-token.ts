// The member's known-device token: the `mall_device` cookie for the browser shop, or the
// `device-token` header for other clients (lib/device-cookie.ts).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { readDeviceToken as read, writeDeviceToken as write, type DeviceCookie } from '../../lib/device-cookie.ts';

const COOKIE: DeviceCookie = { name: 'mall_device', path: '/' };

export function readDeviceToken(request: FastifyRequest): string | undefined {
  return read(request, COOKIE);
}

export function writeDeviceToken(reply: FastifyReply, token: string, isSecure: boolean): void {
  write(reply, COOKIE, token, isSecure);
}
