// Requests the server makes to providers an operator configured (SMS gateway, OAuth endpoints).
// Their URLs come from settings, so without a guard they are a request forgery into the
// server's own network: only public unicast addresses are reached, checked on the literal when
// the setting is saved and on every resolved address at connect time (no DNS-rebinding window).
import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import ipaddr from 'ipaddr.js';

/** Whether an address is on the public internet (not loopback, private, link-local, reserved...). */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

/** Whether a socket's peer address is this machine (IPv4, IPv6 or IPv4-mapped loopback). */
export function isLoopbackSocket(address: string | undefined): boolean {
  if (!address || !ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'loopback';
}

/** Why a provider URL may not be used, or null when it may. `allowPrivate` is for development only. */
export function outboundUrlProblem(raw: string, allowPrivate: boolean): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'INVALID_URL';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'INVALID_URL';
  if (url.username || url.password) return 'INVALID_URL';
  if (allowPrivate) return null;
  const host = url.hostname
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '')
    .toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local') || host.endsWith('.internal')) {
    return 'PRIVATE_URL';
  }
  if (ipaddr.isValid(host)) return isPublicAddress(host) ? null : 'PRIVATE_URL';
  // The URL parser already turns short and numeric forms (http://2130706433/) into dotted ones;
  // anything still looking numeric is not a name a resolver should be asked about.
  if (/^[\d.]+$/.test(host) || /^0x/i.test(host)) return 'INVALID_URL';
  return null;
}

export class OutboundRefused extends Error {}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** A resolver that fails the connection when any address of the host is not public. */
export function publicOnlyLookup(hostname: string, options: LookupOptions, callback: LookupCallback): void {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    const list = addresses;
    const refused = list.find((entry) => !isPublicAddress(entry.address));
    if (refused || list.length === 0) {
      return callback(new OutboundRefused(`${hostname} resolves to a non-public address`), []);
    }
    if (options.all) return callback(null, list);
    return callback(null, list[0]!.address, list[0]!.family);
  });
}

export interface OutboundRequest {
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  timeoutMs: number;
  allowPrivate: boolean;
}

export interface OutboundResponse {
  status: number;
  text: string;
}

const MAX_RESPONSE_BYTES = 1_048_576;

/** One request to a provider; refuses non-public targets unless `allowPrivate`. Never follows redirects. */
export function outboundRequest(rawUrl: string, init: OutboundRequest): Promise<OutboundResponse> {
  const problem = outboundUrlProblem(rawUrl, init.allowPrivate);
  if (problem) return Promise.reject(new OutboundRefused(`${problem}: ${rawUrl}`));
  const url = new URL(rawUrl);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: init.method,
        headers:
          init.body === undefined ? init.headers : { ...init.headers, 'content-length': Buffer.byteLength(init.body) },
        timeout: init.timeoutMs,
        ...(init.allowPrivate ? {} : { lookup: publicOnlyLookup as never }),
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_RESPONSE_BYTES) request.destroy(new Error('response too large'));
          else chunks.push(chunk);
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
        );
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error('timeout')));
    // The socket timeout is per silence; a provider dripping bytes is cut at the same deadline overall.
    const deadline = setTimeout(() => request.destroy(new Error('timeout')), init.timeoutMs);
    request.on('close', () => clearTimeout(deadline));
    request.on('error', reject);
    request.end(init.body);
  });
}
