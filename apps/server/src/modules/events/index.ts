export { publish, publishRowsWith, publishWith } from './events.publish.ts';
export { subscriber, type AnySubscriber, type EventContext, type Subscriber } from './events.subscribers.ts';
export {
  DELIVERY_ATTEMPTS,
  EventsService,
  type DeadLetter,
  type DeliveryOutcome,
  type NewDelivery,
} from './events.service.ts';
export { eventsRoutes, type EventsRouteDeps } from './events.routes.ts';
export { topicNames, type DomainEvent, type TopicName, type Topics } from './topics.ts';
