// Security headers on every answer: the two apps, the API and the raw answers Node writes itself.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { onRequestHookHandler } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Answers of calls and answers written straight to the socket: JSON a browser never renders, so
 * the set OWASP advises for APIs. It is stricter than the pages' CSP and a fifth of its bytes,
 * which every call of a session otherwise carries.
 */
export const securityHeaders = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
} as const;

/**
 * The hashes of the inline scripts in the built pages (the shopper app sets the page language
 * and its skeleton before the first paint, preloads the first chunks and asks the page's first
 * call), so exactly those scripts may run and no others.
 */
export function inlineScriptHashes(htmlFiles: readonly string[]): string[] {
  const hashes = new Set<string>();
  for (const file of htmlFiles) {
    if (!existsSync(file)) continue;
    const html = readFileSync(file, 'utf8');
    for (const match of html.matchAll(/<script(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi)) {
      const source = match[1] ?? '';
      if (source.trim() === '') continue;
      hashes.add(`'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`);
    }
  }
  return [...hashes].sort();
}

export function helmetOptions(scriptHashes: readonly string[]): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...scriptHashes],
        scriptSrcAttr: ["'none'"],
        // antd and antd-mobile write their styles at run time and React sets style attributes;
        // neither can carry a hash, so inline styles are allowed (inline scripts are not).
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Product and banner images may live on other hosts that operators link to.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // The webview page frames external pages, but only links webview/check approved (the
        // operators' allow-list, which changes at run time, so it cannot be written here).
        frameSrc: ["'self'", 'https:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    // Uploaded images are public and the original client may load them from another origin.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    // Plain-HTTP demo installs must keep working: no HSTS pinning from this server.
    strictTransportSecurity: false,
  };
}

/**
 * The headers helmet writes with these options, worked out once: they depend on nothing in the
 * request, and building helmet's middleware again for every request (as @fastify/helmet does)
 * cost a few per cent of a cached answer.
 */
export function headersOf(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/** Where the calls of both apps live; nothing else is served under them (docs/api/protocol.md). */
const callPrefixes = ['/mallapi/', '/adminapi/'] as const;

/** Whether `url` (as the request wrote it) addresses a call rather than a page or a file. */
export function isCallUrl(url: string): boolean {
  return callPrefixes.some((prefix) => url.startsWith(prefix));
}

/**
 * Sets the security headers on every answer: the calls' set on calls, and the built pages' set
 * (their inline scripts allowed by hash) on pages, files and anything else.
 */
export function securityHeadersHook(htmlFiles: readonly string[]): onRequestHookHandler {
  const pageHeaders = headersOf(helmetOptions(inlineScriptHashes(htmlFiles)));
  return function setSecurityHeaders(request, reply, done) {
    reply.headers(isCallUrl(request.url) ? securityHeaders : pageHeaders);
    done();
  };
}
