// Which links the in-app webview may open: only http(s) links whose origin operators listed in the
// `webviewOrigins` setting. Compared as parsed origins, so `https://shop.example@evil.example` or
// `https://shop.example.evil.example` never pass as the listed `https://shop.example`.
import { AppError } from '../../lib/errors.ts';

/** The link as it will be opened, or the refusal. */
export function checkWebviewLink(url: string, allowed: readonly string[]): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new AppError('FORBIDDEN', 'notice.webviewRefused', undefined, 'WEBVIEW_NOT_ALLOWED');
  }
  const origins = new Set(allowed.map((entry) => safeOrigin(entry)).filter((entry) => entry !== null));
  const isWeb = parsed.protocol === 'https:' || parsed.protocol === 'http:';
  if (!isWeb || parsed.username !== '' || parsed.password !== '' || !origins.has(parsed.origin))
    throw new AppError('FORBIDDEN', 'notice.webviewRefused', undefined, 'WEBVIEW_NOT_ALLOWED');
  return parsed.href;
}

function safeOrigin(entry: string): string | null {
  try {
    return new URL(entry).origin;
  } catch {
    return null;
  }
}
