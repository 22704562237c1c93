// Operators' known devices: a login presenting a device token issued to that operator is
// throttled only on the device's own counter (verify's LoginThrottle).
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { hashToken, newSessionToken } from '../../lib/secrets.ts';
import { operatorDevices } from './operator.schema.ts';

/** The device's id when `token` was issued to `operatorId`, else null. */
export async function knownDevice(db: DbOrTx, operatorId: number, token: string | undefined): Promise<number | null> {
  if (!token || token.length > 200) return null;
  const [row] = await db
    .update(operatorDevices)
    .set({ lastSeenAt: sql`now()` })
    .where(and(eq(operatorDevices.tokenHash, hashToken(token)), eq(operatorDevices.operatorId, operatorId)))
    .returning({ id: operatorDevices.id });
  return row?.id ?? null;
}

/** After a successful login: the device token to keep (a fresh one when the device is new). */
export async function rememberDevice(
  db: DbOrTx,
  operatorId: number,
  knownDeviceId: number | null,
  token: string | undefined,
): Promise<string> {
  if (knownDeviceId !== null && token) return token;
  const fresh = newSessionToken();
  await db.insert(operatorDevices).values({ operatorId, tokenHash: hashToken(fresh) });
  return fresh;
}

/** Forgets every device of an operator (account disabled). */
export async function forgetDevices(db: DbOrTx, operatorId: number): Promise<void> {
  await db.delete(operatorDevices).where(eq(operatorDevices.operatorId, operatorId));
}
