export { SettingsService } from './settings.service.ts';
export { settingDefaults } from './settings.defaults.ts';
export { settingsRoutes } from './settings.routes.ts';
