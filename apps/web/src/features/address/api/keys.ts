import { memberScope } from '@/lib/query-client.ts';
import type { Viewer } from '@/lib/viewer.ts';

export const addressKeys = {
  all: [memberScope, 'addresses'] as const,
  list: (viewer: Viewer) => [...addressKeys.all, 'list', viewer.token, viewer.locale] as const,
  one: (viewer: Viewer, id: number) => [...addressKeys.all, 'one', viewer.token, viewer.locale, id] as const,
};

/** Regions never change while the app runs: one key per parent and language. */
export const regionKeys = {
  children: (pid: number, locale: string) => ['regions', 'children', pid, locale] as const,
};
