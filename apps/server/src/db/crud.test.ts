// The back-office table engine: a page of the list, create, update, a refused delete of a row in
// use, and the calls it registers refusing a role without the right. Driven on the catalogue's
// hot words and categories, the simplest tables it serves.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAudit, adminCatalog } from '@mall/contracts';
import { createTestApp, signedInOperator, type TestApp } from '../../test/harness.ts';
import { withTransaction } from './client.ts';
import { crudPage, crudRemove, crudSave } from './crud.ts';

let t: TestApp;
let adminToken: string;
let financeToken: string;

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await signedInOperator(t, { username: 'crud_admin', password: 'Crud@Admin-12345', roles: ['admin'] });
  financeToken = await signedInOperator(t, {
    username: 'crud_finance',
    password: 'Crud@Finance-12345',
    roles: ['finance'],
  });
});
afterAll(() => t.close());

const word = (text: string, sort: number) => ({
  kind: 'product' as const,
  word: { zh_CN: text },
  sort,
  isVisible: true,
});

describe('the table engine', () => {
  it('pages the list in its order and counts every row', async () => {
    const table = t.services.catalog.admin.table('hotWord');
    const read = { locale: 'en_US' as const, now: new Date() };
    await withTransaction(t.db, async (tx) => {
      for (let sort = 1; sort <= 5; sort += 1) await crudSave(tx, table, read, word(`word ${sort}`, sort), undefined);
    });
    const first = await crudPage(t.db, table, read, { pageNum: 1, pageSize: 2 });
    const last = await crudPage(t.db, table, read, { pageNum: 3, pageSize: 2 });
    const all = await t.ok(adminCatalog.hotWord.list, { token: adminToken });
    expect(first).toMatchObject({ pageNum: 1, pageSize: 2, total: all.length, hasMore: true });
    expect(first.list.map((row) => row.id)).toEqual(all.slice(0, 2).map((row) => row.id));
    expect(last).toMatchObject({ total: all.length, hasMore: false });
    expect(last.list.map((row) => row.id)).toEqual(all.slice(4, 6).map((row) => row.id));
  });

  it('creates and updates through the calls, each change audited with its before and after', async () => {
    const created = await t.ok(adminCatalog.hotWord.save, { token: adminToken, json: true, body: word('lamp', 7) });
    expect(created).toMatchObject({ word: { zh_CN: 'lamp' }, sort: 7 });
    const updated = await t.ok(adminCatalog.hotWord.save, {
      token: adminToken,
      json: true,
      body: { ...word('desk lamp', 8), id: created.id },
    });
    expect(updated).toMatchObject({ id: created.id, word: { zh_CN: 'desk lamp' }, sort: 8 });
    const missing = await t.call(adminCatalog.hotWord.save, {
      token: adminToken,
      json: true,
      body: { ...word('nothing', 1), id: 999_999 },
    });
    expect(missing.status).toBe(404);
    const log = await t.ok(adminAudit.page, { token: adminToken, query: { pageSize: 100 } });
    const saves = log.list.filter(
      (entry) => entry.action === 'catalog.hotWord.save' && entry.targetId === String(created.id),
    );
    expect(saves).toHaveLength(2);
  });

  it('refuses to delete a row something refers to, and leaves the transaction usable', async () => {
    const table = t.services.catalog.admin.table('category');
    const read = { locale: 'en_US' as const, now: new Date() };
    const category = { name: { zh_CN: 'lights' }, sort: 0, isVisible: true };
    const parent = await withTransaction(t.db, (tx) => crudSave(tx, table, read, category, undefined));
    const child = { ...category, name: { zh_CN: 'desk lights' }, parentId: parent.after.id };
    await withTransaction(t.db, (tx) => crudSave(tx, table, read, child, undefined));
    await withTransaction(t.db, async (tx) => {
      await expect(crudRemove(tx, table, read, parent.after.id)).rejects.toMatchObject({ errorKey: 'IN_USE' });
      await expect(crudRemove(tx, table, read, 999_999)).rejects.toMatchObject({ kind: 'NOT_FOUND' });
      expect((await crudPage(tx, table, read, { pageNum: 1, pageSize: 10 })).total).toBe(2);
    });
  });

  it('refuses the calls to a role without the right, and lets the right role delete', async () => {
    const created = await t.ok(adminCatalog.hotWord.save, { token: adminToken, json: true, body: word('fan', 1) });
    const listed = await t.call(adminCatalog.hotWord.list, { token: financeToken });
    const saved = await t.call(adminCatalog.hotWord.save, { token: financeToken, json: true, body: word('x', 1) });
    const deleted = await t.call(adminCatalog.hotWord.delete, {
      token: financeToken,
      json: true,
      body: { id: created.id },
    });
    expect([listed.status, saved.status, deleted.status]).toEqual([403, 403, 403]);
    const still = await t.ok(adminCatalog.hotWord.list, { token: adminToken });
    expect(still.map((row) => row.id)).toContain(created.id);
    await t.ok(adminCatalog.hotWord.delete, { token: adminToken, json: true, body: { id: created.id } });
    const after = await t.ok(adminCatalog.hotWord.list, { token: adminToken });
    expect(after.map((row) => row.id)).not.toContain(created.id);
  });
});
