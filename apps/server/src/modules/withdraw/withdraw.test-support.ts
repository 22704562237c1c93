// Shared by the withdrawal test files: credentials, a member ready to withdraw, operators.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { memberBank, withdraw } from '@mall/contracts';
import type { TestApp } from '../../../test/harness.ts';
import { demoMember } from '../../../test/orders-support.ts';

export const photo = () =>
  sharp({ create: { width: 320, height: 200, channels: 3, background: { r: 200, g: 120, b: 30 } } })
    .jpeg()
    .toBuffer();

/** Uploads one credential image as the member; answers the raw response. */
/** A file to send instead of the test photo. */
export interface UploadedFile {
  bytes: Buffer;
  filename: string;
  type: string;
}

export async function uploadFile(
  t: TestApp,
  url: string,
  token: string,
  fields: Record<string, string> = {},
  file?: UploadedFile,
) {
  const boundary = '----withdraw-test';
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file?.filename ?? 'c.jpg'}"\r\nContent-Type: ${file?.type ?? 'image/jpeg'}\r\n\r\n`,
    ),
    file?.bytes ?? (await photo()),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  const response = await t.app.inject({
    method: 'POST',
    url,
    headers: { token, lang: 'en_US', 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat(parts),
  });
  return response.json() as { success: boolean; result: { id: number; url: string }; error?: string };
}

export async function credentialId(t: TestApp, token: string): Promise<number> {
  const answer = await uploadFile(t, withdraw.uploadCredential.path, token);
  if (!answer.success) throw new Error(`credential upload failed: ${JSON.stringify(answer)}`);
  return answer.result.id;
}

export interface Withdrawer {
  token: string;
  memberId: number;
  cardId: number;
}

/** demo_v730: approved identity and a passed bank card. */
export async function demoWithdrawer(t: TestApp): Promise<Withdrawer> {
  const buyer = await demoMember(t, 'demo_v730');
  const cards = await t.ok(memberBank.selectList, { token: buyer.token });
  const card = cards.find((found) => found.status === 1);
  if (!card) throw new Error('demo_v730 has no passed card');
  return { token: buyer.token, memberId: buyer.memberId, cardId: card.id };
}

export const key = () => `w-${randomUUID()}`;

/** Applies with a fresh credential. */
export async function applyBody(t: TestApp, who: Withdrawer, amount: string) {
  return { amount, bankCardId: who.cardId, credentialIds: [await credentialId(t, who.token)], idempotencyKey: key() };
}

export async function cashOf(t: TestApp, memberId: number): Promise<{ cash: number; held: number }> {
  const balances = await t.services.ledger.balances(t.db, memberId);
  return { cash: balances.CASH, held: balances.heldCash };
}

/** A system account's CASH balance, derived from transfers as the audit does. */
export async function systemCash(t: TestApp, name: string): Promise<number> {
  const { rows } = await t.db.execute<{ balance: string }>(sql`
    select coalesce(sum(case when t.credit_account_id = a.id then t.amount_minor else -t.amount_minor end), 0) as balance
      from ledger_accounts a join ledger_transfers t on a.id in (t.credit_account_id, t.debit_account_id)
     where a.system_name = ${name} and a.asset = 'CASH'`);
  return Number(rows[0]!.balance);
}
