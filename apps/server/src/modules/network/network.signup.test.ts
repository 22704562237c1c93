// Every member is placed, whichever way they joined: the demo shop's members, and a shopper who
// signs up with a code and an invite code lands under that sponsor, at the bottom of the left leg.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { member, team, verify } from '@mall/contracts';
import { relayOnce } from '../../workflows/relay-events.ts';
import { demoShopForFile } from '../../../test/harness.ts';
import { demoMember } from '../../../test/orders-support.ts';

const shop = demoShopForFile();

async function codeFor(mobile: string) {
  const { t } = shop;
  await t.ok(verify.smscode, { body: { mobile, type: 'register' } });
  const response = await t.app.inject({ method: 'GET', url: `/dev/sms-outbox?mobile=${mobile}` });
  return (response.json() as { messages: { code: string }[] }).messages[0]!.code;
}

describe('placement on sign-up', () => {
  it('places every member of the demo shop', async () => {
    const { t } = shop;
    await relayOnce(t.services);
    const { rows } = await t.db.execute<{ unplaced: number }>(sql`
      select count(*)::int as unplaced from members m
      where not exists (select 1 from network_nodes n where n.member_id = m.id)`);
    expect(rows[0]!.unplaced).toBe(0);
  });

  it('places a shopper who signs up with an invite code under that sponsor', async () => {
    const { t } = shop;
    const sponsor = await demoMember(t, 'demo_vip');
    const { inviteCode } = await t.ok(member.getUser, { token: sponsor.token });
    const mobile = '0819900001';
    const session = await t.ok(member.register, {
      body: { mobile, code: await codeFor(mobile), password: 'secret12', agree: 'true', inviteCode: inviteCode! },
    });
    await relayOnce(t.services);
    const chart = await t.ok(team.tree, { body: { kind: 'sponsor', depth: 1 }, token: sponsor.token });
    expect(chart.nodes.map((node) => node.memberId)).toContain(session.user.memberId);
    const { rows } = await t.db.execute<{ ancestor: number; side: string }>(sql`
      select ancestor_id as ancestor, side from network_paths
      where descendant_id = ${session.user.memberId} and ancestor_id = ${sponsor.memberId}`);
    expect(rows).toEqual([{ ancestor: sponsor.memberId, side: 'left' }]);
  });
});
