// What a wallet line's reference means to a shopper. References are the ledger's own keys
// ("order:2001", "adjustment:17", ...); only the kinds a shopper can recognise get a line, the rest
// stay hidden rather than showing internal ids.
import type { WebMessageId } from '@/lib/messages.ts';

export interface ReferenceLabel {
  id: WebMessageId;
  values: Record<string, string>;
}

// The demo catalogue's orders carry their own prefix so they never collide with real ones.
const orderKinds = new Set(['order', 'demo-order']);

/** The message that describes `reference`, or null when a shopper would not recognise it. */
export function referenceLabel(reference: string | null | undefined): ReferenceLabel | null {
  const match = /^([a-z-]+):(\d+)$/.exec(reference?.trim() ?? '');
  if (!match) return null;
  const [, kind = '', number = ''] = match;
  if (orderKinds.has(kind)) return { id: 'webWallet.list.order', values: { number } };
  return null;
}
