import { describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '@mall/contracts';
import { canApply, orderEvents, refusal, type OrderEvent } from './orders.states.ts';

const { pendingPayment, paid, shipping, received, closed, complete } = ORDER_STATUS;
const allStatuses = [pendingPayment, paid, shipping, received, closed, complete];

describe('order state machine', () => {
  it('allows each event only from the statuses the rules name', () => {
    const allowed: Record<OrderEvent, number[]> = {
      pay: [pendingPayment],
      close: [pendingPayment],
      cancelPaid: [paid],
      ship: [paid],
      receive: [shipping],
      complete: [received],
    };
    for (const event of Object.keys(orderEvents) as OrderEvent[]) {
      const from = allStatuses.filter((status) => canApply(event, status));
      expect(from, event).toEqual(allowed[event]);
    }
  });

  it('reaches the next status of the lifecycle', () => {
    expect(orderEvents.pay.to).toBe(paid);
    expect(orderEvents.close.to).toBe(closed);
    expect(orderEvents.cancelPaid.to).toBe(closed);
    expect(orderEvents.ship.to).toBe(shipping);
    expect(orderEvents.receive.to).toBe(received);
    expect(orderEvents.complete.to).toBe(complete);
  });

  it('never leaves a closed or complete order', () => {
    for (const event of Object.keys(orderEvents) as OrderEvent[]) {
      expect(canApply(event, closed), event).toBe(false);
      expect(canApply(event, complete), event).toBe(false);
    }
  });

  it("refuses cancelling a shipped order with the spec's text", () => {
    for (const status of [shipping, received, complete]) {
      expect(refusal('cancelPaid', status).messageId).toBe('orders.cancelAfterShipping');
      expect(refusal('close', status).messageId).toBe('orders.cancelAfterShipping');
    }
    expect(refusal('cancelPaid', closed).messageId).toBe('orders.illegalStep');
    expect(refusal('ship', pendingPayment).messageId).toBe('orders.illegalStep');
  });
});
