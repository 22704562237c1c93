// Builds each module's service once per app, over one database.
import type { AppConfig } from './config/env.ts';
import type { Db } from './db/client.ts';
import { AuditService } from './modules/audit/index.ts';
import { CatalogService } from './modules/catalog/index.ts';
import { LedgerService } from './modules/ledger/index.ts';
import { MemberService } from './modules/member/index.ts';
import { OauthService } from './modules/oauth/index.ts';
import { OperatorService } from './modules/operator/index.ts';
import { SettingsService } from './modules/settings/index.ts';
import { RateLimitService, VerifyService } from './modules/verify/index.ts';

export interface Services {
  db: Db;
  config: AppConfig;
  settings: SettingsService;
  members: MemberService;
  rateLimits: RateLimitService;
  verify: VerifyService;
  oauth: OauthService;
  operators: OperatorService;
  audit: AuditService;
  ledger: LedgerService;
  catalog: CatalogService;
}

export function createServices(db: Db, config: AppConfig): Services {
  const settings = new SettingsService();
  const rateLimits = new RateLimitService(db);
  const verify = new VerifyService(db, settings, rateLimits, config.isProduction);
  return {
    db,
    config,
    settings,
    members: new MemberService(db, config.sessionTtlMs, {
      settings,
      verify,
      limits: rateLimits,
      uploadsDir: config.uploadsDir,
    }),
    rateLimits,
    verify,
    oauth: new OauthService(db, settings, config.isProduction),
    operators: new OperatorService(db, config.sessionTtlMs),
    audit: new AuditService(),
    ledger: new LedgerService(settings),
    catalog: new CatalogService(db),
  };
}
