// The demo shop gives every demo member a small address book and lists hot regions.
import { describe, expect, it } from 'vitest';
import { member, memberAddress } from '@mall/contracts';
import { demoShopForFile } from '../../test/harness.ts';
import { demoAddressTexts, demoHotRegions } from './address-demo.data.ts';
import { DEMO_MEMBER_PASSWORD, DEMO_MEMBERS } from './demo.ts';

const shop = demoShopForFile();

describe('demo addresses', () => {
  it.each(DEMO_MEMBERS.map((demo) => demo.username))('%s has an address book with one default', async (username) => {
    const { token } = await shop.t.ok(member.login, { body: { username, password: DEMO_MEMBER_PASSWORD } });
    const book = await shop.t.ok(memberAddress.selectList, { token });
    expect(book).toHaveLength(demoAddressTexts[username]!.length);
    expect(book.filter((address) => address.isDefault === 1)).toHaveLength(1);
  });

  it('lists the demo hot regions', async () => {
    expect(await shop.t.ok(memberAddress.getAllHotRegion)).toHaveLength(demoHotRegions.length);
  });
});
