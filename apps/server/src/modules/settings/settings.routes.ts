import type { FastifyInstance } from 'fastify';
import { adminSettings, appVersion, pickText, publicSettingKeys, ytConfig, type LocalizedText } from '@mall/contracts';
import { registerCall } from '../../http/route.ts';
import type { Services } from '../../services.ts';
import { audited } from '../../workflows/audited.ts';
import { compareVersions, versionFromHeader } from './app-version.ts';

export async function settingsRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const { settings } = services;
  const localized = (
    call: (typeof ytConfig)['getAboutUs'],
    key: 'aboutUs' | 'cashPolicy' | 'privacyPolicy' | 'terms',
  ) => registerCall(app, call, async ({ locale }) => pickText((await settings.get(key)) as LocalizedText, locale));

  localized(ytConfig.getAboutUs, 'aboutUs');
  localized(ytConfig.cashPolicy, 'cashPolicy');
  localized(ytConfig.privatePolicy, 'privacyPolicy');
  localized(ytConfig.terms, 'terms');
  registerCall(app, ytConfig.getDownloadUrl, async () => settings.get('downloadUrl'));
  registerCall(app, ytConfig.showOpenLogin, async () => settings.get('showOpenLogin'));
  registerCall(app, ytConfig.showInterestBanner, async () => settings.get('showInterestBanner'));
  registerCall(app, ytConfig.showSupplierBrand, async () => settings.get('showSupplierBrand'));
  registerCall(app, ytConfig.getLotBootImg, async () => settings.get('lotBootImage'));
  registerCall(app, ytConfig.getAdvertisement, async () => JSON.stringify(await settings.get('advertisement')));
  registerCall(app, ytConfig.getHomeNoticeNew, async ({ locale }) => {
    const content = pickText(await settings.get('homeNotice'), locale);
    if (content === '') return null;
    return { content, updatedAt: (await settings.updatedAt('homeNotice')) ?? new Date(0).toISOString() };
  });
  registerCall(app, ytConfig.getAppSettings, async () => {
    const all = await settings.all();
    return Object.fromEntries(publicSettingKeys.map((key) => [key, all[key]])) as never;
  });

  registerCall(app, appVersion.checkUpdate, async ({ request }) => {
    const all = await settings.all();
    const currentVersion = versionFromHeader(request.headers['app-version']);
    const hasUpdate = currentVersion !== null && compareVersions(currentVersion, all.appVersion) < 0;
    return {
      currentVersion,
      latestVersion: all.appVersion,
      hasUpdate,
      forceUpdate: hasUpdate && all.appForceUpdate,
      downloadUrl: all.downloadUrl,
    };
  });

  registerCall(app, adminSettings.list, async () => settings.list());
  registerCall(app, adminSettings.update, async ({ body, request, operator }) =>
    audited(services, request, 'settings.update', 'setting', async (tx) => {
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
