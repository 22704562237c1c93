import { memberScope } from '@/lib/query-client.ts';
import type { Viewer } from '@/lib/viewer.ts';

export const favoriteKeys = {
  all: [memberScope, 'favorites'] as const,
  list: (viewer: Viewer) => [...favoriteKeys.all, viewer.token, viewer.locale] as const,
};
