import { describe, expect, it } from 'vitest';
import { adminAudit, adminSettings, appVersion, ytConfig } from '@mall/contracts';
import { demoShopForFile, signedInOperator } from '../../../test/harness.ts';

const shop = demoShopForFile();

describe('ytConfig', () => {
  it('answers every call with a success envelope', async () => {
    for (const call of Object.values(ytConfig)) {
      const { status, envelope } = await shop.t.call(call);
      expect(status, call.path).toBe(200);
      expect(envelope, call.path).toMatchObject({ success: true, code: 200 });
    }
  });

  it('serves texts in the caller language, Thai falling back to English', async () => {
    expect(await shop.t.ok(ytConfig.privatePolicy, { lang: 'zh_HK' })).toContain('我們只為提供服務');
    expect(await shop.t.ok(ytConfig.terms, { lang: 'th_TH' })).toBe('การใช้ร้านค้านี้ถือว่าคุณยอมรับข้อกำหนดการให้บริการเหล่านี้');
    const english = 'By using this shop you agree to these terms.';
    await shop.t.ok(adminSettings.update, {
      token: shop.adminToken,
      body: { key: 'terms', value: { zh_CN: '使用即同意条款。', en_US: english } },
      json: true,
    });
    expect(await shop.t.ok(ytConfig.terms, { lang: 'th_TH' })).toBe(english);
    expect(await shop.t.ok(ytConfig.getHomeNoticeNew, { lang: 'en_US' })).toMatchObject({
      content: 'Members’ day: free shipping from 500.00, member prices for VIPs!',
    });
  });

  it('gives the advertisement as JSON text', async () => {
    const text = await shop.t.ok(ytConfig.getAdvertisement);
    expect(JSON.parse(text)).toMatchObject({ imageUrl: '/uploads/demo/advertisement.svg', seconds: 3 });
  });

  it('compares the caller app version with the published one', async () => {
    const older = await shop.t.ok(appVersion.checkUpdate, { headers: { 'app-version': 'h5_2.7.4' } });
    expect(older).toMatchObject({ currentVersion: '2.7.4', latestVersion: '2.7.5', hasUpdate: true });
    const same = await shop.t.ok(appVersion.checkUpdate, { headers: { 'app-version': 'h5_2.7.5' } });
    expect(same.hasUpdate).toBe(false);
    const newer = await shop.t.ok(appVersion.checkUpdate, { headers: { 'app-version': 'h5_2.10.0' } });
    expect(newer.hasUpdate).toBe(false);
  });
});

describe('the settings editor', () => {
  it('changes the product name for shoppers and records who did it', async () => {
    const saved = await shop.t.ok(adminSettings.update, {
      token: shop.adminToken,
      body: { key: 'productName', value: 'Pacer Shop' },
      json: true,
    });
    expect(saved).toMatchObject({ key: 'productName', value: 'Pacer Shop' });
    expect((await shop.t.ok(ytConfig.getAppSettings)).productName).toBe('Pacer Shop');
    const log = await shop.t.ok(adminAudit.page, { token: shop.adminToken, query: { action: 'settings.update' } });
    expect(log.list[0]).toMatchObject({
      operatorName: 'admin',
      targetId: 'productName',
      before: 'Pacer Mall',
      after: 'Pacer Shop',
    });
  });

  it('turns switches on and off', async () => {
    await shop.t.ok(adminSettings.update, {
      token: shop.adminToken,
      body: { key: 'showOpenLogin', value: true },
      json: true,
    });
    expect(await shop.t.ok(ytConfig.showOpenLogin)).toBe(true);
  });

  it('refuses a value of the wrong shape, naming the field, and changes nothing', async () => {
    const { status, envelope } = await shop.t.call(adminSettings.update, {
      token: shop.adminToken,
      body: { key: 'supportEmail', value: 'not an e-mail' },
      json: true,
    });
    expect(status).toBe(400);
    expect(envelope.message).toBe('supportEmail: is not valid');
    expect((await shop.t.ok(ytConfig.getAppSettings)).supportEmail).toBe('support@pacer-mall.example');
  });

  it('refuses an amount that is not in minor units, naming the field inside the setting', async () => {
    const { status, envelope } = await shop.t.call(adminSettings.update, {
      token: shop.adminToken,
      body: {
        key: 'orderRules',
        value: { shippingFeeMinor: 12.5, freeShippingMinor: 0, qrValidityMinutes: 30, beanValueMinor: 100 },
      },
      json: true,
    });
    expect(status).toBe(400);
    // Not "is required": the field is there, its value is not a whole number of minor units.
    expect(envelope.fields).toEqual([{ field: 'orderRules.shippingFeeMinor', message: 'is not valid' }]);
    const list = await shop.t.ok(adminSettings.list, { token: shop.adminToken });
    expect(list.find((row) => row.key === 'orderRules')?.pendingChangeId ?? null).toBeNull();
  });

  it('refuses an unknown setting', async () => {
    const { status } = await shop.t.call(adminSettings.update, {
      token: shop.adminToken,
      body: { key: 'nope', value: 1 },
      json: true,
    });
    expect(status).toBe(400);
  });

  it('keeps settings from operators without the role', async () => {
    const token = await signedInOperator(shop.t, {
      username: 'idreviewer',
      password: 'Review@12345',
      roles: ['identity'],
    });
    const { status, envelope } = await shop.t.call(adminSettings.update, {
      token,
      body: { key: 'productName', value: 'Hijacked' },
      json: true,
    });
    expect(status).toBe(403);
    expect(envelope.error).toBe('FORBIDDEN');
  });

  it('keeps settings from shoppers and guests', async () => {
    expect((await shop.t.call(adminSettings.list)).envelope.error).toBe('NO_POWER');
    expect((await shop.t.call(adminSettings.list, { token: 'member-or-forged' })).envelope.code).toBe(502);
  });
});
