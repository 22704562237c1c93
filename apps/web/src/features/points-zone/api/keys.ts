import { memberScope } from '@/lib/query-client.ts';
import type { Viewer } from '@/lib/viewer.ts';

export const pointsZoneKeys = {
  page: (viewer: Viewer, sort: string) => [memberScope, 'pointsZone', sort, viewer.token, viewer.locale] as const,
};
