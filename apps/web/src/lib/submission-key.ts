// A key for one submission the shopper means (an order, an after-sales request): the page makes it
// once, so a double tap or a resend answers the first result instead of making a second one.
export function submissionKey(): string {
  const random = globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`;
  return `web-${random}`;
}
