// Account deletion: proof first, then anonymising the member, revoking every session and
// unlinking third-party accounts in one transaction; identity documents and bank cards go too.
// Orders and money records are untouched.
import { withTransaction, type Db } from '../db/client.ts';
import type { BankCardService, IdentityService } from '../modules/identity/index.ts';
import type { MemberService } from '../modules/member/index.ts';
import type { OauthService } from '../modules/oauth/index.ts';

export async function deleteAccount(
  deps: { db: Db; members: MemberService; oauth: OauthService; identity: IdentityService; bankCards: BankCardService },
  memberId: number,
  proof: { code?: string | undefined; password?: string | undefined },
) {
  const { members, oauth, identity, bankCards } = deps;
  await members.proveDeletion(deps.db, memberId, proof);
  const { avatar, documents } = await withTransaction(deps.db, async (tx) => {
    const previousAvatar = await members.anonymise(tx, memberId);
    await oauth.unlinkAll(tx, memberId);
    await bankCards.removeAll(tx, memberId);
    return { avatar: previousAvatar, documents: await identity.forget(tx, memberId) };
  });
  await members.removeAvatarFiles(avatar);
  await identity.removeFiles(documents);
}
