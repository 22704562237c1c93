// Builds each module's service once per app, over one database.
import type { AppConfig } from './config/env.ts';
import type { Db } from './db/client.ts';
import { AuditService } from './modules/audit/index.ts';
import { MemberService } from './modules/member/index.ts';
import { OperatorService } from './modules/operator/index.ts';
import { SettingsService } from './modules/settings/index.ts';

export interface Services {
  db: Db;
  config: AppConfig;
  settings: SettingsService;
  members: MemberService;
  operators: OperatorService;
  audit: AuditService;
}

export function createServices(db: Db, config: AppConfig): Services {
  return {
    db,
    config,
    settings: new SettingsService(db),
    members: new MemberService(db, config.sessionTtlMs),
    operators: new OperatorService(db, config.sessionTtlMs),
    audit: new AuditService(db),
  };
}
