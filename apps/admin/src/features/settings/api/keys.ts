export const settingsKeys = {
  all: ['settings'] as const,
  list: () => [...settingsKeys.all, 'list'] as const,
  pending: () => [...settingsKeys.all, 'pending'] as const,
};
