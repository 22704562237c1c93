import type { Paging } from '../../../lib/url-paging.ts';

export const eventKeys = {
  all: ['events'] as const,
  failed: (query: Paging) => [...eventKeys.all, 'failed', query] as const,
};
