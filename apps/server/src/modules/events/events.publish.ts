// Publishing a domain event: one row in the outbox, in the caller's transaction, so the event
// exists exactly when the change that caused it committed.
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { outbox } from './events.schema.ts';
import type { TopicName, Topics } from './topics.ts';

/**
 * Records `topic` for `key` in the caller's transaction. One event per topic and key: a replayed
 * change publishes nothing more. Answers whether this call added it.
 */
export async function publish<T extends TopicName>(
  tx: Tx,
  topic: T,
  key: string,
  payload: Topics[T],
  at?: Date,
): Promise<boolean> {
  const inserted = await tx
    .insert(outbox)
    .values({ topic, key, payload, ...(at ? { createdAt: at } : {}) })
    .onConflictDoNothing()
    .returning({ id: outbox.id });
  return inserted.length > 0;
}

/**
 * The same publish as a CTE named `name` of a caller's one statement (an order written at once),
 * so the event commits with that statement.
 */
export function publishWith<T extends TopicName>(
  db: DbOrTx,
  name: string,
  topic: T,
  key: string,
  payload: Topics[T],
): SQL {
  return sql`${sql.identifier(name)} as (${db.insert(outbox).values({ topic, key, payload }).onConflictDoNothing().getSQL()})`;
}

/**
 * Publishes `topic` once per row of `rows` (a select of `key` text and `payload` jsonb) as a CTE
 * named `name` of a caller's one statement, for events whose keys come from that statement (a
 * ledger transaction's id).
 */
export function publishRowsWith(name: string, topic: TopicName, rows: SQL): SQL {
  return sql`${sql.identifier(name)} as (
    insert into ${outbox} (topic, key, payload)
    select ${topic}, e.key, e.payload from (${rows}) as e(key, payload)
    on conflict do nothing)`;
}
