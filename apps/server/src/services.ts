// Builds each module's service once per app, over one database.
import type { AppConfig } from './config/env.ts';
import type { Db } from './db/client.ts';
import { AddressService } from './modules/address/index.ts';
import { AuditService } from './modules/audit/index.ts';
import { CatalogService } from './modules/catalog/index.ts';
import { LedgerService } from './modules/ledger/index.ts';
import { MemberService } from './modules/member/index.ts';
import { OauthService } from './modules/oauth/index.ts';
import { OperatorService } from './modules/operator/index.ts';
import { SettingChangesService, SettingsService } from './modules/settings/index.ts';
import { RateLimitService, VerifyService } from './modules/verify/index.ts';

export interface Services {
  db: Db;
  config: AppConfig;
  settings: SettingsService;
  settingChanges: SettingChangesService;
  members: MemberService;
  rateLimits: RateLimitService;
  verify: VerifyService;
  oauth: OauthService;
  operators: OperatorService;
  audit: AuditService;
  ledger: LedgerService;
  catalog: CatalogService;
  addresses: AddressService;
}

/** `log` is the server log (development codes are printed there). */
export function createServices(db: Db, config: AppConfig, log: (line: string) => void = () => {}): Services {
  const settings = new SettingsService({ allowPrivateUrls: config.allowPrivateProviderUrls });
  const rateLimits = new RateLimitService();
  const verify = new VerifyService(settings, rateLimits, {
    isProduction: config.isProduction,
    allowPrivateUrls: config.allowPrivateProviderUrls,
    log,
  });
  return {
    db,
    config,
    settings,
    settingChanges: new SettingChangesService(settings),
    members: new MemberService(config.sessionTtlMs, {
      settings,
      verify,
      limits: rateLimits,
      uploadsDir: config.uploadsDir,
    }),
    rateLimits,
    verify,
    oauth: new OauthService(settings, config.isProduction, config.allowPrivateProviderUrls),
    operators: new OperatorService({ settings, limits: rateLimits, sessionTtlMs: config.operatorSessionTtlMs }),
    audit: new AuditService(),
    ledger: new LedgerService(settings),
    catalog: new CatalogService(),
    addresses: new AddressService((tx, mobile, field) => verify.normalizeMobile(tx, mobile, field)),
  };
}
