// What a money page pays, read from its address: the provider's return URL names it as `orderId`
// and, when it is not an order, `payableKind` (docs/domain/payment.md, "What an intent pays").
// The shape of a kind, as `payableKindInput` in the contracts (whose zod schemas the browser
// bundle leaves out).
const KIND = /^[a-z][a-z0-9-]{0,39}$/;

export interface PayableRef {
  /** The payable's id: an order's, or one of `kind`. */
  id: number;
  /** Undefined for an order, as on the wire. */
  kind?: string;
}

/** The payable named by `?orderId=` and `&payableKind=`; null when either is missing or malformed. */
export function readPayable(params: URLSearchParams): PayableRef | null {
  const id = Number(params.get('orderId'));
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const kind = params.get('payableKind');
  // An empty kind is an order, as the server reads it.
  if (kind === null || kind === '' || kind === 'order') return { id };
  return KIND.test(kind) ? { id, kind } : null;
}

export const isOrder = (payable: PayableRef): boolean => payable.kind === undefined;

/** The body naming the payable to `pay/prepay` and `pay/status`. */
export function payableBody(payable: PayableRef): { orderId: number; payableKind?: string } {
  return payable.kind === undefined ? { orderId: payable.id } : { orderId: payable.id, payableKind: payable.kind };
}

/** A money page of the payable, with more of the query (`reason`) when given. */
export function payablePath(path: string, payable: PayableRef, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams({ orderId: String(payable.id) });
  if (payable.kind !== undefined) query.set('payableKind', payable.kind);
  for (const [key, value] of Object.entries(extra)) query.set(key, value);
  return `${path}?${query.toString()}`;
}
