// Regions (loaded from data packages at start), the operators' hot regions and members' addresses.
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { regionCountries } from '@mall/contracts';
import { memberTable as members } from '../member/index.ts';

/** One province, city/district or area/sub-district; a Thai sub-district with two zips is two rows. */
export const regions = pgTable(
  'regions',
  {
    id: serial('id').primaryKey(),
    /** The source's own code with the country, e.g. `TH-500101-50200` or `CN-440305`: the key of reloads. */
    code: text('code').notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => regions.id),
    level: smallint('level').notNull(),
    country: text('country', { enum: regionCountries }).notNull(),
    nameZh: text('name_zh'),
    nameEn: text('name_en'),
    nameTh: text('name_th'),
    zip: text('zip'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
  },
  (table) => [uniqueIndex('regions_code_uq').on(table.code), index('regions_parent_idx').on(table.parentId)],
);

/** The regions operators put first in the picker. */
export const hotRegions = pgTable('hot_regions', {
  regionId: integer('region_id')
    .primaryKey()
    .references(() => regions.id),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const memberAddresses = pgTable(
  'member_addresses',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    name: text('name').notNull(),
    mobile: text('mobile').notNull(),
    provinceId: integer('province_id')
      .notNull()
      .references(() => regions.id),
    cityId: integer('city_id')
      .notNull()
      .references(() => regions.id),
    areaId: integer('area_id')
      .notNull()
      .references(() => regions.id),
    zip: text('zip').notNull(),
    address: text('address').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('member_addresses_member_idx').on(table.memberId),
    // The database, not the service, guarantees one default per member.
    uniqueIndex('member_addresses_one_default_uq')
      .on(table.memberId)
      .where(sql`${table.isDefault}`),
  ],
);
