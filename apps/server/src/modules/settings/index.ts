export { SettingsService } from './settings.service.ts';
export { settingDefaults } from './settings.defaults.ts';
export { settingsRoutes } from './settings.routes.ts';
export { SettingChangesService } from './setting-changes.service.ts';
export type { SettingActor } from './settings.policy.ts';
export { homeNotice } from './settings.notice.ts';
