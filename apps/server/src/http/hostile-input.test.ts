// Hostile input at the edge: control characters and numbers that merely coerce are refused with a
// 400 naming the field, before they reach a service or the database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { member, memberFavorite } from '@mall/contracts';
import { createMember, createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  await createMember(t.services, { username: 'alice', mobile: '0811111111' });
  ({ token } = await t.ok(member.login, { body: { username: 'alice', password: 'Demo@123456' } }));
});
afterAll(() => t.close());

async function get(url: string, headers: Record<string, string> = {}) {
  const response = await t.app.inject({ method: 'GET', url, headers: { lang: 'en_US', ...headers } });
  return { status: response.statusCode, envelope: response.json() };
}

describe('control characters', () => {
  it('refuses a NUL byte in a form field with a 400 naming it', async () => {
    const { status, envelope } = await t.call(member.login, {
      body: { username: 'ali\u0000ce', password: 'x1234567' },
    });
    expect(status).toBe(400);
    expect(envelope).toMatchObject({ success: false, code: 400, error: 'VALIDATION', result: null });
    expect(envelope.fields?.[0]?.field).toBe('username');
    expect(envelope.message).toMatch(/control character/);
  });

  it('refuses a NUL byte in JSON and in the query, in the caller language', async () => {
    const json = await t.call(member.login, { json: true, body: { username: 'alice', password: 'a\u0000bcdefg' } });
    expect(json.status).toBe(400);
    expect(json.envelope.fields?.[0]?.field).toBe('password');
    const query = await get('/mallapi/product/searchKeyword?keyword=%00drop', { lang: 'zh_HK' });
    expect(query.status).toBe(400);
    expect(query.envelope.fields[0].field).toBe('keyword');
    expect(query.envelope.message).toMatch(/控制字元/);
  });

  it('refuses other control characters, nested ones too', async () => {
    for (const bad of ['\u0001', '\u001b[31m', '\u007f', '\u0085']) {
      const { status } = await t.call(member.login, { body: { username: `a${bad}`, password: 'x1234567' } });
      expect(status, JSON.stringify(bad)).toBe(400);
    }
    const nested = await t.call(member.login, { json: true, body: { username: 'alice', password: ['\u0000'] } });
    expect(nested.status).toBe(400);
  });

  it.each([5_000, 200_000])('answers a body nested %i levels deep quickly', async (depth) => {
    const payload = `{"username":"alice","password":${'['.repeat(depth)}"\u0000"${']'.repeat(depth)}}`;
    const started = Date.now();
    const response = await t.app.inject({
      method: 'POST',
      url: member.login.path,
      headers: { 'content-type': 'application/json', lang: 'en_US' },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, error: 'VALIDATION' });
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('lets tabs and line breaks through to the call', async () => {
    const { status } = await get('/mallapi/product/searchKeyword?keyword=a%09b%0Ac');
    expect(status).toBe(200);
  });
});

describe('numbers', () => {
  const refused = ['true', '0x1F', '1e3', '%201', '1%20', '', '1.5', '-0x1', 'Infinity', 'NaN', '+1', '9'.repeat(20)];

  it.each(refused)('refuses id=%s in the query', async (value) => {
    const { status, envelope } = await get(`/mallapi/product/detail?id=${value}`);
    expect(status).toBe(400);
    expect(envelope.error).toBe('VALIDATION');
    expect(envelope.fields[0].field).toBe('id');
  });

  it('refuses a repeated id', async () => {
    const { status, envelope } = await get('/mallapi/product/detail?id=1&id=2');
    expect(status).toBe(400);
    expect(envelope.fields[0].field).toBe('id');
  });

  it('accepts a plain decimal id', async () => {
    const { envelope } = await get('/mallapi/product/detail?id=31');
    expect(envelope.error).toBe('PRODUCT_GONE');
  });

  it.each([[true], [[1]], [''], [null], ['0x1F'], [1.5], [{}]])('refuses productId=%j in JSON', async (value) => {
    const { status, envelope } = await t.call(memberFavorite.add, { token, json: true, body: { productId: value } });
    expect(status).toBe(400);
    expect(envelope.fields?.[0]?.field).toBe('productId');
  });

  it('accepts a JSON number and a decimal string for an id', async () => {
    for (const productId of [999, '999']) {
      const { envelope } = await t.call(memberFavorite.add, { token, json: true, body: { productId } });
      expect(envelope.error).toBe('PRODUCT_GONE');
    }
  });

  it('treats an empty optional id as absent, as the original client sends it', async () => {
    const { envelope } = await get('/mallapi/product/detail?id=31&flashSaleId=&productGoodsId=');
    expect(envelope.error).toBe('PRODUCT_GONE');
  });

  it('refuses hex and exponent ids in an id list', async () => {
    for (const value of ['0x1F', '1e3', '1,true']) {
      const { status } = await get(`/mallapi/product/searchKeyword?brandId=${value}`);
      expect(status, value).toBe(400);
    }
    expect((await get('/mallapi/product/searchKeyword?brandId=1,2')).status).toBe(200);
  });

  it('refuses paging that only coerces', async () => {
    for (const value of ['true', '1e1', '0x2']) {
      const { status, envelope } = await get(`/mallapi/product/searchKeyword?pageSize=${value}`);
      expect(status, value).toBe(400);
      expect(envelope.fields[0].field).toBe('pageSize');
    }
  });
});
