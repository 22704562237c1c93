import { calls } from '@mall/contracts/browser';
import { useInfiniteQuery } from '@tanstack/react-query';
import { request } from '@/lib/api.ts';
import { useViewer } from '@/lib/viewer.ts';
import { catalogListKeys } from '../../../shared/catalog-lists/api/keys.ts';
import { PAGE_SIZE, pagedQueryOptions } from '../../../shared/catalog-lists/api/paged.ts';

const getRecommendations = calls.appIndex.queryMemberRecommend;

/** Products recommended to this viewer. */
export function useRecommendations() {
  const viewer = useViewer();
  return useInfiniteQuery(
    pagedQueryOptions(catalogListKeys.recommendations(viewer), (pageNum, signal) =>
      request(getRecommendations, { pageNum, pageSize: PAGE_SIZE }, { signal }),
    ),
  );
}
