// What a module declares to act on an event. Modules export their subscribers; the composition
// root collects them, so the module that publishes never names who listens.
import type { Tx } from '../../db/client.ts';
import type { DomainEvent, TopicName } from './topics.ts';

export interface EventContext {
  /** The delivery's transaction: a subscriber's writes commit together with its "done" mark. */
  tx: Tx;
  at: Date;
}

export interface Subscriber<T extends TopicName = TopicName> {
  /** Stable and unique across the shop: deliveries are recorded under it. */
  name: string;
  topic: T;
  handle(ctx: EventContext, event: DomainEvent<T>): Promise<void>;
}

/** A subscriber of any one topic, as lists of them hold it. */
export type AnySubscriber = { [T in TopicName]: Subscriber<T> }[TopicName];

/** Declares a subscriber with its payload typed by its topic. */
export function subscriber<T extends TopicName>(declared: Subscriber<T>): AnySubscriber {
  return declared as unknown as AnySubscriber;
}
