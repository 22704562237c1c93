export const advertisementKeys = {
  all: ['advertisement'] as const,
  current: () => [...advertisementKeys.all, 'current'] as const,
};
