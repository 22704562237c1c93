export const appSettingsKeys = {
  all: ['appSettings'] as const,
  settings: () => [...appSettingsKeys.all, 'settings'] as const,
};
