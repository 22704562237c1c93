// Every domain event the shop publishes: one topic, one payload shape. Payloads are small JSON
// (ids, amounts in minor units, ISO times) so a subscriber reads what it needs from its own module.

export interface Topics {
  /** An order's money arrived (the QR callback, or born paid from balances). Key: the order id. */
  'order.paid': {
    orderId: number;
    memberId: number;
    /** Who the order was bought for: the on-behalf member, else the payer. */
    beneficiaryId: number;
    currency: string;
    goodsMinor: number;
    /** The level a set in the order grants the beneficiary, null when none. */
    grantsLevel: number | null;
    at: string;
    /** The set products in the order with their units (empty when none; absent on events published before it existed). */
    sets?: Array<{ productId: number; quantity: number }>;
  };
  /** The order's first parcel shipped: it is now shipping and can no longer be cancelled. Key: the order id. */
  'order.shipped': { orderId: number; memberId: number; shipmentId: number; at: string };
  /** The member (or the clock) confirmed receipt. Key: the order id. */
  'order.received': { orderId: number; memberId: number; at: string };
  /** The order completed with MP, net of the units refunded. Key: the order id. */
  'order.mp_activated': { orderId: number; memberId: number; payerId: number; rewardMp: number; at: string };
  /** An operator's step on an after-sale request other than paying it. Key: `<request id>:<step>`. */
  'aftersale.decided': { afterSaleId: number; orderId: number; memberId: number; action: string; at: string };
  /** An after-sale refund was paid. Key: the request id. */
  'aftersale.refunded': { afterSaleId: number; orderId: number; memberId: number; amountMinor: number; at: string };
  /** A reviewer approved or rejected a member's identity. Key: `<member id>:<reviewed at>`. */
  'identity.reviewed': { memberId: number; approved: boolean; at: string };
  /** A member's level rose (never published when it did not). Key: `<member id>:<level>`. */
  'member.level_raised': {
    memberId: number;
    fromLevel: number;
    level: number;
    /** Why: a paid set order (`causeId` its id) or an operator. */
    causeKind: string;
    causeId: number | null;
  };
  /** A member signed up (any path: code sign-up, third-party sign-up, operator, demo data). Key: the member id. */
  'member.registered': { memberId: number; sponsorId: number | null; at: string };
  /** A member's points balance moved by `deltaMinor` in one ledger transaction. Key: `<transaction id>:<member id>`. */
  'points.changed': {
    memberId: number;
    deltaMinor: number;
    kind: string;
    transactionId: number;
    reference: string | null;
  };
  /** A bonus record was written (paid, capped or both). Key: `<source>:<kind>:<earner id>`. */
  'bonus.paid': {
    recordId: number;
    earnerId: number;
    kind: 'BONUS_DIRECT' | 'BONUS_GENERATION' | 'BONUS_PAIRING';
    /** `order:<order id>` or `pairing:<day>`. */
    source: string;
    orderId: number | null;
    paidMinor: number;
    cappedMinor: number;
    day: string;
  };
  /** An operator answered a member's feedback. Key: `<feedback id>:<message id>`. */
  'feedback.replied': { feedbackId: number; memberId: number; messageId: number; at: string };
  /** A sell-beans order was paid: the beans reached the buyer, the money the seller's cash. Key: the order id. */
  'beans.order_paid': {
    orderId: number;
    sellerId: number;
    buyerId: number;
    beansMinor: number;
    totalMinor: number;
    currency: string;
    payMethod: 'QR' | 'CASH';
    at: string;
  };
  /** A withdrawal was paid out: the held amount left to PAYOUT (net), the fee and the tax accounts. Key: the withdrawal id. */
  'withdrawal.completed': {
    withdrawalId: number;
    memberId: number;
    amountMinor: number;
    feeMinor: number;
    taxMinor: number;
    netMinor: number;
    bankReference: string;
    at: string;
  };
}

export type TopicName = keyof Topics;

export const topicNames = [
  'order.paid',
  'order.shipped',
  'order.received',
  'order.mp_activated',
  'aftersale.decided',
  'aftersale.refunded',
  'identity.reviewed',
  'member.level_raised',
  'points.changed',
  'bonus.paid',
  'member.registered',
  'feedback.replied',
  'beans.order_paid',
  'withdrawal.completed',
] as const satisfies readonly TopicName[];

/** One published event as a subscriber receives it. */
export interface DomainEvent<T extends TopicName = TopicName> {
  id: number;
  topic: T;
  key: string;
  payload: Topics[T];
  createdAt: Date;
}
