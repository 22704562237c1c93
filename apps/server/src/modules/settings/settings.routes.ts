import type { FastifyInstance } from 'fastify';
import { adminSettings, appVersion, pickText, publicSettingKeys, ytConfig, type LocalizedText } from '@mall/contracts';
import type { Db } from '../../db/client.ts';
import { registerCall } from '../../lib/register-call.ts';
import { audited, type AuditService } from '../audit/index.ts';
import { compareVersions, versionFromHeader } from './app-version.ts';
import type { SettingsService } from './settings.service.ts';

export interface SettingsRouteDeps {
  db: Db;
  settings: SettingsService;
  audit: AuditService;
}

export async function settingsRoutes(app: FastifyInstance, deps: SettingsRouteDeps) {
  const { db, settings } = deps;
  const localized = (
    call: (typeof ytConfig)['getAboutUs'],
    key: 'aboutUs' | 'cashPolicy' | 'privacyPolicy' | 'terms',
  ) => registerCall(app, call, async ({ locale }) => pickText((await settings.get(db, key)) as LocalizedText, locale));

  localized(ytConfig.getAboutUs, 'aboutUs');
  localized(ytConfig.cashPolicy, 'cashPolicy');
  localized(ytConfig.privatePolicy, 'privacyPolicy');
  localized(ytConfig.terms, 'terms');
  registerCall(app, ytConfig.getDownloadUrl, async () => settings.get(db, 'downloadUrl'));
  registerCall(app, ytConfig.showOpenLogin, async () => settings.get(db, 'showOpenLogin'));
  registerCall(app, ytConfig.showInterestBanner, async () => settings.get(db, 'showInterestBanner'));
  registerCall(app, ytConfig.showSupplierBrand, async () => settings.get(db, 'showSupplierBrand'));
  registerCall(app, ytConfig.getLotBootImg, async () => settings.get(db, 'lotBootImage'));
  registerCall(app, ytConfig.getAdvertisement, async () => JSON.stringify(await settings.get(db, 'advertisement')));
  registerCall(app, ytConfig.getHomeNoticeNew, async ({ locale }) => {
    const content = pickText(await settings.get(db, 'homeNotice'), locale);
    if (content === '') return null;
    return { content, updatedAt: (await settings.updatedAt(db, 'homeNotice')) ?? new Date(0).toISOString() };
  });
  registerCall(app, ytConfig.getAppSettings, async () => {
    const all = await settings.all(db);
    return Object.fromEntries(publicSettingKeys.map((key) => [key, all[key]])) as never;
  });

  registerCall(app, appVersion.checkUpdate, async ({ request }) => {
    const all = await settings.all(db);
    const currentVersion = versionFromHeader(request.appVersion ?? undefined);
    const hasUpdate = currentVersion !== null && compareVersions(currentVersion, all.appVersion) < 0;
    return {
      currentVersion,
      latestVersion: all.appVersion,
      hasUpdate,
      forceUpdate: hasUpdate && all.appForceUpdate,
      downloadUrl: all.downloadUrl,
    };
  });

  registerCall(app, adminSettings.list, async () => settings.list(db));
  registerCall(app, adminSettings.update, async ({ body, request, operator }) =>
    audited(deps, request, 'settings.update', 'setting', async (tx) => {
      const change = await settings.update(tx, body.key, body.value, operator.operatorId);
      return {
        targetId: body.key,
        before: change.before,
        after: change.after,
        result: { key: body.key, value: change.after, updatedAt: change.updatedAt },
      };
    }),
  );
}
