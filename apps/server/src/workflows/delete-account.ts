// Account deletion: proof first, then anonymising the member, revoking every session and
// unlinking third-party accounts in one transaction. Orders and money records are untouched.
import { withTransaction, type Db } from '../db/client.ts';
import type { MemberService } from '../modules/member/index.ts';
import type { OauthService } from '../modules/oauth/index.ts';

export async function deleteAccount(
  deps: { db: Db; members: MemberService; oauth: OauthService },
  memberId: number,
  proof: { code?: string | undefined; password?: string | undefined },
) {
  const { members, oauth } = deps;
  await members.proveDeletion(deps.db, memberId, proof);
  const avatar = await withTransaction(deps.db, async (tx) => {
    const previousAvatar = await members.anonymise(tx, memberId);
    await oauth.unlinkAll(tx, memberId);
    return previousAvatar;
  });
  await members.removeAvatarFiles(avatar);
}
