// Generated catalogue for bench/scale.ts: products, SKUs, running flash sales, members and their
// favourites made by `generate_series` inside PostgreSQL (nothing shipped, nothing sent row by
// row). Plain indexes are dropped for the load and built again afterwards, and triggers (the SKU
// totals, foreign keys) are off while loading: the statements write consistent totals themselves.
import type pg from 'pg';

export interface ScaleSize {
  products: number;
  members: number;
  /** Of the products, how many go into the measured category's tree. */
  intoCategory: number;
}

const TABLES = ['catalog_products', 'catalog_skus', 'catalog_flash_sales', 'catalog_favorites', 'members'];

// Names in four languages from small word pools, so each noun matches one product in twenty:
// "rice", 米 (in 大米), 芒果 and ชา are each a noun of their own.
const EN_ADJ = ['Golden', 'Fresh', 'Organic', 'Premium', 'Classic', 'Mountain', 'Jasmine', 'Royal', 'Daily', 'Family'];
const EN_NOUN = ['rice', 'tea', 'mango', 'noodles', 'soap', 'lotion', 'cup', 'towel', 'shirt', 'speaker'];
const EN_NOUN2 = ['snack', 'coffee', 'honey', 'oil', 'biscuit', 'juice', 'bag', 'pen', 'lamp', 'socks'];
const ZH_ADJ = ['金色', '新鲜', '有机', '优选', '经典', '高山', '茉莉', '皇家', '日常', '家庭'];
const ZH_NOUN = ['大米', '茶叶', '芒果干', '面条', '香皂', '乳液', '水杯', '毛巾', '衬衫', '音箱'];
const ZH_NOUN2 = ['零食', '咖啡', '蜂蜜', '食用油', '饼干', '果汁', '背包', '钢笔', '台灯', '袜子'];
const TH_ADJ = ['ทองคำ', 'สด', 'ออร์แกนิก', 'พรีเมียม', 'คลาสสิก', 'ภูเขา', 'มะลิ', 'รอยัล', 'ประจำวัน', 'ครอบครัว'];
const TH_NOUN = ['ข้าว', 'ชา', 'มะม่วง', 'บะหมี่', 'สบู่', 'โลชั่น', 'แก้ว', 'ผ้าขนหนู', 'เสื้อ', 'ลำโพง'];
const TH_NOUN2 = ['ขนม', 'กาแฟ', 'น้ำผึ้ง', 'น้ำมัน', 'บิสกิต', 'น้ำผลไม้', 'กระเป๋า', 'ปากกา', 'โคมไฟ', 'ถุงเท้า'];

function pool(words: string[]): string {
  return `array[${words.map((word) => `'${word}'`).join(', ')}]`;
}

/** `adjective noun number` in one language: nouns cycle every 20 products, adjectives every 200. */
function nameOf(adjectives: string[], nouns: string[], more: string[]): string {
  return `(${pool(adjectives)})[1 + (i / 20) % 10] || ' ' || (${pool([...nouns, ...more])})[1 + i % 20] || ' ' || i`;
}

async function dropPlainIndexes(client: pg.Client): Promise<string[]> {
  const found = await client.query<{ indexname: string; indexdef: string }>(
    `select i.indexname, i.indexdef from pg_indexes i
     where i.schemaname = 'public' and i.tablename = any($1)
       and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
    [TABLES],
  );
  for (const row of found.rows) await client.query(`drop index "${row.indexname}"`);
  return found.rows.map((row) => row.indexdef);
}

async function insertProducts(client: pg.Client, size: ScaleSize, categoryId: number): Promise<void> {
  await client.query(
    `insert into catalog_products (category_id, brand_id, type, name, subtitle, description, images, is_listed, sort,
       created_at, min_price, min_member_price, stock_total, sold_total)
     select case when i <= $2 then tree[1 + i % array_length(tree, 1)] else everywhere[1 + i % array_length(everywhere, 1)] end,
            brands[1 + i % array_length(brands, 1)], 'normal',
            jsonb_build_object('zh_CN', ${nameOf(ZH_ADJ, ZH_NOUN, ZH_NOUN2)}, 'zh_HK', ${nameOf(ZH_ADJ, ZH_NOUN, ZH_NOUN2)},
              'en_US', ${nameOf(EN_ADJ, EN_NOUN, EN_NOUN2)}, 'th_TH', ${nameOf(TH_ADJ, TH_NOUN, TH_NOUN2)}),
            '{"zh_CN": "生成", "en_US": "Generated"}'::jsonb, '{"zh_CN": "生成", "en_US": "Generated."}'::jsonb, cover,
            i % 50 <> 0, abs(hashint4(i)) % 100, now() - i * interval '1 second',
            1000 + (i::bigint * 7919) % 90000, 900 + (i::bigint * 7919) % 81000, (i * 31) % 500, (i * 17) % 5000
     from generate_series(1, $1) as i,
          (select array(select c.id from catalog_categories c where c.id = $3 or c.parent_id = $3 order by c.id) as tree,
                  array(select c.id from catalog_categories c order by c.id) as everywhere,
                  array(select b.id from catalog_brands b order by b.id) as brands,
                  (select p.images from catalog_products p where p.images <> '[]'::jsonb order by p.id limit 1) as cover) pools`,
    [size.products, size.intoCategory, categoryId],
  );
}

async function insertSkusAndFlashSales(client: pg.Client, firstId: number): Promise<void> {
  await client.query(
    `insert into catalog_skus (product_id, price_minor, member_price_minor, stock, sold_count)
     select p.id, p.min_price, p.min_member_price, p.stock_total, p.sold_total from catalog_products p where p.id >= $1`,
    [firstId],
  );
  // A hundred running flash sales: the price sorts merge them with the catalogue prices.
  await client.query(
    `insert into catalog_flash_sales (product_id, sku_id, starts_at, ends_at, price_minor, stock)
     select k.product_id, k.id, now() - interval '1 day', now() + interval '30 days', k.price_minor / 2, 100
     from catalog_skus k where k.product_id >= $1 and k.product_id % 10007 = 0 order by k.product_id limit 100`,
    [firstId],
  );
}

async function insertMembers(client: pg.Client, size: ScaleSize, firstProduct: number, lastProduct: number) {
  await client.query(
    `insert into members (username, password_hash, nickname, invite_code, sponsor_id, created_at)
     select 'scale_' || i, 'not-a-hash', 'Scale ' || i, 'SC' || i, (select min(id) from members), now() - i * interval '1 minute'
     from generate_series(1, $1) as i`,
    [size.members],
  );
  // Three favourites each, spread over the generated products.
  const span = lastProduct - firstProduct + 1;
  await client.query(
    `insert into catalog_favorites (member_id, product_id, created_at)
     select m.id, $1 + ((m.id * 7919 + j * 104729) % $2), now() - j * interval '1 hour'
     from members m cross join generate_series(1, 3) as j where m.username like 'scale\\_%'
     on conflict do nothing`,
    [firstProduct, span],
  );
}

/** Loads the generated rows; `favouritesOf` also gets 1,000 favourites (the measured member). */
export async function loadScaleData(
  client: pg.Client,
  size: ScaleSize,
  categoryId: number,
  favouritesOf: number,
): Promise<void> {
  const definitions = await dropPlainIndexes(client);
  await client.query(`set session_replication_role = replica`);
  const before = await client.query<{ id: number }>(`select coalesce(max(id), 0)::int + 1 as id from catalog_products`);
  const firstId = before.rows[0]!.id;
  await insertProducts(client, size, categoryId);
  await insertSkusAndFlashSales(client, firstId);
  const last = await client.query<{ id: number }>(`select max(id)::int as id from catalog_products`);
  await insertMembers(client, size, firstId, last.rows[0]!.id);
  await client.query(
    `insert into catalog_favorites (member_id, product_id, created_at)
     select $1, p.id, now() - (p.id % 1000) * interval '1 minute' from catalog_products p
     where p.id >= $2 and p.id % 997 = 0 order by p.id limit 1000 on conflict do nothing`,
    [favouritesOf, firstId],
  );
  await client.query(`set session_replication_role = origin`);
  for (const definition of definitions) await client.query(definition);
  for (const table of TABLES) await client.query(`vacuum analyze ${table}`);
}
