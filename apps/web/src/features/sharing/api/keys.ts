import { memberScope } from '@/lib/query-client.ts';
import type { Viewer } from '@/lib/viewer.ts';

export const salesPageKeys = {
  all: [memberScope, 'salesPages'] as const,
  mine: (token: string) => [...salesPageKeys.all, 'mine', token] as const,
  choices: (viewer: Viewer) => [...salesPageKeys.all, 'choices', viewer.token, viewer.locale] as const,
  /** A page as the viewer sees it (prices by level): not member-scoped, a guest opens it too. */
  detail: (viewer: Viewer, code: string) => ['salesPage', code, viewer.token, viewer.locale] as const,
};
