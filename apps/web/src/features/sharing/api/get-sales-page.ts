import { calls } from '@mall/contracts/browser';
import { useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api.ts';
import { useViewer } from '@/lib/viewer.ts';
import { salesPageKeys } from './keys.ts';

/** A sales page by its code, priced for whoever looks (a guest too). */
export function useSalesPage(code: string) {
  const viewer = useViewer();
  return useQuery({
    queryKey: salesPageKeys.detail(viewer, code),
    queryFn: ({ signal }) => request(calls.salesPage.detail, { code }, { signal }),
    enabled: code !== '',
  });
}
