// Every step from every status of each after-sales machine: the allowed moves land where the
// spec's flow says, everything else is refused, and final statuses allow nothing.
import { describe, expect, it } from 'vitest';
import { afterSaleTypes, type AfterSaleType } from '@mall/contracts';
import { isFinal, nextStatus, type AfterSaleStep } from './aftersale.states.ts';

const steps: AfterSaleStep[] = [
  'approve',
  'reject',
  'submitExpress',
  'receive',
  'inspectPass',
  'inspectFail',
  'inspectShort',
  'refund',
  'shipReplacement',
  'complete',
  'cancel',
  'closeOverdue',
];

/** The whole table: `type:status:step` → where it goes; every other combination is refused. */
const allowed: Record<string, number> = {
  'refund:1:approve': 5,
  'refund:1:reject': 6,
  'refund:5:refund': 7,
  'refund:1:cancel': 8,
  'return:1:approve': 2,
  'return:1:reject': 6,
  'return:2:submitExpress': 3,
  'return:3:receive': 4,
  'return:4:inspectPass': 5,
  'return:4:inspectFail': 6,
  'return:5:refund': 7,
  'return:1:cancel': 8,
  'return:2:cancel': 8,
  'return:2:closeOverdue': 8,
  'exchange:1:approve': 2,
  'exchange:1:reject': 8,
  'exchange:2:submitExpress': 3,
  'exchange:11:submitExpress': 3,
  'exchange:3:receive': 4,
  'exchange:4:inspectPass': 5,
  'exchange:4:inspectFail': 9,
  'exchange:4:inspectShort': 11,
  'exchange:5:shipReplacement': 6,
  'exchange:6:complete': 7,
  'exchange:1:cancel': 10,
  'exchange:2:cancel': 10,
  'exchange:11:cancel': 10,
  'exchange:2:closeOverdue': 10,
  'exchange:11:closeOverdue': 10,
};

const statusesOf: Record<AfterSaleType, number[]> = {
  refund: [1, 2, 3, 4, 5, 6, 7, 8],
  return: [1, 2, 3, 4, 5, 6, 7, 8],
  exchange: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11],
};

describe('after-sales state machines', () => {
  it('allows exactly the table’s moves and refuses every other step from every status', () => {
    for (const type of afterSaleTypes)
      for (const status of statusesOf[type])
        for (const step of steps)
          expect(nextStatus(type, status, step), `${type} ${status} ${step}`).toBe(
            allowed[`${type}:${status}:${step}`] ?? null,
          );
  });

  it('lets nothing leave a final status', () => {
    for (const type of afterSaleTypes)
      for (const status of statusesOf[type].filter((status) => isFinal(type, status)))
        for (const step of steps) expect(nextStatus(type, status, step), `${type} ${status} ${step}`).toBeNull();
    expect(statusesOf.refund.filter((status) => isFinal('refund', status))).toEqual([6, 7, 8]);
    expect(statusesOf.exchange.filter((status) => isFinal('exchange', status))).toEqual([7, 8, 9, 10]);
  });
});
