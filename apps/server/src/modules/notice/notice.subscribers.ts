// One subscriber per entry of the topic table: each event writes at most one notification, keyed by
// the event's topic and key, so a redelivered or replayed event writes nothing more.
import { sql } from 'drizzle-orm';
import { subscriber, type AnySubscriber, type TopicName } from '../events/index.ts';
import { notificationRules, type NotificationRule, type NotificationRules } from './notice.topics.ts';

function ruleSubscriber<T extends TopicName>(topic: T, rule: NotificationRule<T>): AnySubscriber {
  return subscriber({
    name: `notice.${topic}`,
    topic,
    handle: async ({ tx }, { key, payload, createdAt }) => {
      const template = rule.template(payload);
      if (template === null) return;
      await tx.execute(sql`
        insert into member_notifications (member_id, kind, template, params, source, created_at)
        values (${rule.member(payload)}, ${rule.kind}, ${template}, ${JSON.stringify(rule.params(payload))}::jsonb,
          ${`${topic}:${key}`}, ${createdAt})
        on conflict (source, member_id) do nothing`);
    },
  });
}

/** The notice module's subscribers, one per topic of the table. */
export function noticeSubscribers(rules: NotificationRules = notificationRules): AnySubscriber[] {
  return (Object.keys(rules) as TopicName[]).map((topic) =>
    ruleSubscriber(topic, rules[topic] as NotificationRule<typeof topic>),
  );
}
