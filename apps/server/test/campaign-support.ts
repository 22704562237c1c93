// Shared steps of the campaign tests: fresh members of a level, each signed in with an address
// copied from a demo member's book, made in a few statements so races can use dozens.
import { sql } from 'drizzle-orm';
import type { TestApp } from './harness.ts';

export interface FreshBuyer {
  memberId: number;
  token: string;
  addressId: number;
}

export async function freshBuyers(t: TestApp, prefix: string, count: number, level: number): Promise<FreshBuyer[]> {
  const created = await t.db.execute<{ id: number }>(sql`
    insert into members (username, password_hash, nickname, invite_code, level, sponsor_id)
    select ${prefix} || n, 'not-a-password', ${prefix} || n, upper(${prefix}) || n, ${level}::smallint,
           (select id from members where sponsor_id is null limit 1)
    from generate_series(1, ${count}) n
    returning id`);
  const ids = created.rows.map((row) => Number(row.id));
  const addresses = await t.db.execute<{ id: number; member_id: number }>(sql`
    insert into member_addresses (member_id, name, mobile, province_id, city_id, area_id, zip, address, is_default)
    select m.id, a.name, a.mobile, a.province_id, a.city_id, a.area_id, a.zip, a.address, true
    from unnest(${`{${ids.join(',')}}`}::int[]) as m(id)
    cross join (select * from member_addresses order by id limit 1) a
    returning id, member_id`);
  const addressOf = new Map(addresses.rows.map((row) => [Number(row.member_id), Number(row.id)]));
  const result: FreshBuyer[] = [];
  for (const memberId of ids) {
    const session = await t.services.members.openSessionFor(t.db, memberId);
    result.push({ memberId, token: session.token, addressId: addressOf.get(memberId)! });
  }
  return result;
}
