import type { MembersQuery } from './members-page.ts';

export const membersKeys = {
  all: ['members'] as const,
  pages: () => [...membersKeys.all, 'page'] as const,
  page: (query: MembersQuery) => [...membersKeys.pages(), query] as const,
  detail: (memberId: number) => [...membersKeys.all, 'detail', memberId] as const,
};
