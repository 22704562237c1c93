// Which domain events become a member's notification: one entry per topic. Adding a topic is one
// entry here (its kind, the template under `notice.tpl.*` in the catalogues, its params) and its
// template's texts in the four catalogues; the subscriber and its idempotency come from the entry.
import type { Topics, TopicName } from '../events/index.ts';

/** Params kept with the notification; a name ending in `Minor` is shown as money without the suffix. */
export type NotificationParams = Record<string, string | number>;

export interface NotificationRule<T extends TopicName> {
  kind: 'system' | 'points';
  /** Who is told. */
  member(payload: Topics[T]): number;
  /** The template's name (texts `notice.tpl.<name>.title` and `.content`); null: nothing to tell. */
  template(payload: Topics[T]): string | null;
  params(payload: Topics[T]): NotificationParams;
}

export type NotificationRules = { [T in TopicName]?: NotificationRule<T> };

export const notificationRules: NotificationRules = {
  'order.shipped': {
    kind: 'system',
    member: (p) => p.memberId,
    template: () => 'orderShipped',
    params: (p) => ({ orderId: p.orderId }),
  },
  'aftersale.refunded': {
    kind: 'system',
    member: (p) => p.memberId,
    template: () => 'refunded',
    params: (p) => ({ orderId: p.orderId, amountMinor: p.amountMinor }),
  },
  'identity.reviewed': {
    kind: 'system',
    member: (p) => p.memberId,
    template: (p) => (p.approved ? 'identityApproved' : 'identityRejected'),
    params: () => ({}),
  },
  'points.changed': {
    kind: 'points',
    member: (p) => p.memberId,
    template: (p) => (p.deltaMinor === 0 ? null : p.deltaMinor > 0 ? 'pointsEarned' : 'pointsSpent'),
    params: (p) => ({ pointsMinor: Math.abs(p.deltaMinor) }),
  },
  'member.level_raised': {
    kind: 'system',
    member: (p) => p.memberId,
    template: () => 'levelRaised',
    params: (p) => ({ level: p.level }),
  },
  'bonus.paid': {
    kind: 'system',
    member: (p) => p.earnerId,
    template: (p) => (p.paidMinor > 0 ? 'bonusPaid' : null),
    params: (p) => ({ paidMinor: p.paidMinor }),
  },
  'withdrawal.completed': {
    kind: 'system',
    member: (p) => p.memberId,
    template: () => 'withdrawalCompleted',
    params: (p) => ({ amountMinor: p.amountMinor, netMinor: p.netMinor }),
  },
  'beans.order_paid': {
    kind: 'system',
    member: (p) => p.sellerId,
    template: () => 'beansSold',
    params: (p) => ({ beansMinor: p.beansMinor, totalMinor: p.totalMinor }),
  },
  'feedback.replied': {
    kind: 'system',
    member: (p) => p.memberId,
    template: () => 'feedbackReplied',
    params: (p) => ({ feedbackId: p.feedbackId }),
  },
};
