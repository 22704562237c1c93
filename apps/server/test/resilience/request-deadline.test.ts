// A call still unanswered after REQUEST_TIMEOUT_MS answers the timeout envelope, a call with a body
// included, over a real socket; its work runs on, and resending it with its key gets the first result.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adjustingShop, type AdjustingShop } from './adjusting-shop.ts';

let shop: AdjustingShop;

beforeAll(async () => {
  // The statement timeout is far longer than the request's: only the request's deadline can answer.
  shop = await adjustingShop({ REQUEST_TIMEOUT_MS: '1000', DB_STATEMENT_TIMEOUT_MS: '60000' });
}, 120_000);
afterAll(() => shop?.close());

async function adjust(key: string): Promise<{ status: number; envelope: Record<string, unknown> }> {
  const response = await shop.sendAdjustment(key);
  return { status: response.status, envelope: (await response.json()) as Record<string, unknown> };
}

describe('a POST that outlives the request timeout', () => {
  it('answers the timeout envelope while its work still waits, and its key then gets the first result', async () => {
    await shop.block();
    let timedOut;
    try {
      timedOut = await adjust('deadline-late');
    } finally {
      await shop.release();
    }
    expect(timedOut.status).toBe(503);
    expect(timedOut.envelope).toMatchObject({ success: false, code: 503, error: 'TIMEOUT', result: null });
    expect(timedOut.envelope.message).toBe('The request timed out, please try again later');

    // The adjustment went on once the table was free; resent with its key, it is not made twice.
    const resent = await adjust('deadline-late');
    expect(resent.envelope.success, JSON.stringify(resent.envelope)).toBe(true);
    expect(await shop.recorded('deadline-late')).toBe(1);
  });
});
