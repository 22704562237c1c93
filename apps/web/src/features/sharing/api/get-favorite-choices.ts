import { calls } from '@mall/contracts/browser';
import { useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api.ts';
import { useViewer } from '@/lib/viewer.ts';
import { salesPageKeys } from './keys.ts';

/** As many favourites as a sales page can take: the products the editor offers. */
const CHOICES = 30;

/** The member's listed favourites, newest first: what a new sales page is chosen from. */
export function useFavoriteChoices(isEnabled: boolean) {
  const viewer = useViewer();
  return useQuery({
    queryKey: salesPageKeys.choices(viewer),
    queryFn: async ({ signal }) => {
      const page = await request(calls.memberFavorite.query_page, { pageNum: 1, pageSize: CHOICES }, { signal });
      return page.list.filter((favorite) => favorite.isListed);
    },
    enabled: isEnabled && viewer.token !== 'guest',
  });
}
