// Security headers on every answer: the two apps, the API and the raw answers Node writes itself.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { FastifyHelmetOptions } from '@fastify/helmet';

/** For answers written straight to the socket, where the helmet plugin never runs. */
export const securityHeaders = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
} as const;

/**
 * The hashes of the inline scripts in the built pages (the shopper app sets the page language
 * and its skeleton before the first paint), so exactly those scripts may run and no others.
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

export function helmetOptions(scriptHashes: readonly string[]): FastifyHelmetOptions {
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
