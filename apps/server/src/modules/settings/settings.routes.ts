import type { FastifyInstance } from 'fastify';
import {
  adminSettings,
  appVersion,
  pickText,
  publicSettingKeys,
  ytConfig,
  type LocalizedText,
  type OperatorRole,
} from '@mall/contracts';
import type { Db } from '../../db/client.ts';
import { registerCall } from '../../lib/register-call.ts';
import { audited, type AuditService } from '../audit/index.ts';
import { compareVersions, versionFromHeader } from './app-version.ts';
import { homeNotice } from './settings.notice.ts';
import type { SettingChangesService } from './setting-changes.service.ts';
import type { SettingsService } from './settings.service.ts';

export interface SettingsRouteDeps {
  db: Db;
  settings: SettingsService;
  settingChanges: SettingChangesService;
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
  registerCall(app, ytConfig.getHomeNoticeNew, async ({ locale }) => homeNotice(settings, db, locale));
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

  const { settingChanges } = deps;
  const actorOf = (operator: { operatorId: number; roles: readonly OperatorRole[] }) => ({
    operatorId: operator.operatorId,
    roles: operator.roles,
  });
  registerCall(app, adminSettings.list, async ({ operator }) => settings.list(db, operator.roles));
  registerCall(app, adminSettings.update, async ({ body, request, operator }) =>
    audited(deps, request, settingChanges.actionFor(body.key), 'setting', async (tx) => {
      const edit = await settingChanges.edit(tx, actorOf(operator), body.key, body.value);
      return { targetId: body.key, before: edit.before, after: edit.after, result: edit.result };
    }),
  );
  registerCall(app, adminSettings.pending, async () => settingChanges.pending(db));
  registerCall(app, adminSettings.approve, async ({ body, request, operator }) =>
    audited(deps, request, 'settings.approve', 'setting', async (tx) => {
      const approved = await settingChanges.approve(tx, actorOf(operator), body.id);
      return { targetId: approved.change.key, before: approved.before, after: approved.after, result: approved.change };
    }),
  );
  registerCall(app, adminSettings.reject, async ({ body, request, operator }) =>
    audited(deps, request, 'settings.reject', 'setting', async (tx) => {
      const rejected = await settingChanges.reject(tx, actorOf(operator), body.id);
      return { targetId: rejected.key, before: null, after: { rejected: rejected.value }, result: rejected };
    }),
  );
}
