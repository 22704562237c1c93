// afterSale/apply without a key, as the original client sends it: one open request per order line.
// A resend answers the open one, 8 copies sent at once make exactly one, other content is refused
// while it is open, and once it is given up a new request can be made.
import { describe, expect, it } from 'vitest';
import { afterSale } from '@mall/contracts';
import { receivedOrder, together } from '../../../test/aftersale-support.ts';
import { demoShopForFile } from '../../../test/harness.ts';
import { demoMember } from '../../../test/orders-support.ts';

const shop = demoShopForFile();
const t = () => shop.t;

const CLEANSER = 'Gentle Amino Acid Cleanser';

describe('afterSale/apply without an idempotency key', () => {
  it('answers a resend with the open request and refuses other content while it is open', async () => {
    const buyer = await demoMember(t(), 'demo_vip');
    const { lineId } = await receivedOrder(t(), shop.adminToken, buyer, CLEANSER, 3);
    const body = { orderLineId: lineId, type: 'refund', reason: 1, quantity: 1, comment: 'Broken seal' } as const;
    const first = await t().ok(afterSale.apply, { body, token: buyer.token });
    const again = await t().ok(afterSale.apply, { body, token: buyer.token });
    expect(again.id).toBe(first.id);

    const other = await t().call(afterSale.apply, { body: { ...body, quantity: 2 }, token: buyer.token });
    expect(other.status).toBe(409);
    expect(other.envelope).toMatchObject({ success: false, error: 'AFTER_SALE_LINE_OPEN' });

    // A key makes its own request beside the open keyless one, as the line's units allow.
    const keyed = await t().ok(afterSale.apply, {
      body: { ...body, idempotencyKey: 'k-keyed-0001' },
      token: buyer.token,
    });
    expect(keyed.id).not.toBe(first.id);

    // Given up, the keyless request no longer answers: the same content asks anew.
    await t().ok(afterSale.cancel, { body: { id: first.id }, token: buyer.token });
    const anew = await t().ok(afterSale.apply, { body, token: buyer.token });
    expect(anew.id).not.toBe(first.id);
    expect(anew.status).toBe(1);
  });

  it('makes one request of 8 keyless copies sent at once', async () => {
    const buyer = await demoMember(t(), 'demo_regular');
    const { lineId } = await receivedOrder(t(), shop.adminToken, buyer, CLEANSER, 2);
    const body = { orderLineId: lineId, type: 'return', reason: 2, quantity: 1, comment: 'Wrong size' } as const;
    const answers = await together(
      Array.from({ length: 8 }, () => () => t().call(afterSale.apply, { body, token: buyer.token })),
    );
    expect(answers.map((answer) => answer.envelope.success)).toEqual(Array(8).fill(true));
    const ids = new Set(answers.map((answer) => answer.envelope.result?.id));
    expect(ids.size).toBe(1);
    const page = await t().ok(afterSale.queryPage, { body: {}, token: buyer.token });
    expect(page.list.filter((request) => request.orderLineId === lineId)).toHaveLength(1);
  });
});
