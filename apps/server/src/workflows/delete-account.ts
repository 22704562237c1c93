// Account deletion: proof first, then anonymising the member, revoking every session and
// unlinking third-party accounts in one transaction. Orders and money records are untouched.
import { withTransaction } from '../db/client.ts';
import type { Services } from '../services.ts';

export async function deleteAccount(services: Services, memberId: number, proof: { code?: string; password?: string }) {
  await services.members.proveDeletion(memberId, proof);
  const avatar = await withTransaction(services.db, async (tx) => {
    const previousAvatar = await services.members.anonymise(tx, memberId);
    await services.oauth.unlinkAll(tx, memberId);
    return previousAvatar;
  });
  await services.members.removeAvatarFiles(avatar);
}
