import { calls, type FlashSaleState } from '@mall/contracts/browser';
import type { FlashSaleView } from '@mall/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { request } from '@/lib/api.ts';
import { useLocale } from '@/lib/locale.ts';
import { catalogListKeys } from '../../../shared/catalog-lists/api/keys.ts';
import { PAGE_SIZE, pagedQueryOptions, type Page } from '../../../shared/catalog-lists/api/paged.ts';

const getFlashSales = calls.appIndex.flashSalePage;

/** The lists the shop shows: running and coming (ended sales are the back office's). */
type ShownState = Exclude<FlashSaleState, 'ended'>;

/** A flash sale with the device time its answer arrived, so its countdown follows the server's clock. */
export interface TimedFlashSale extends FlashSaleView {
  receivedAt: number;
}

async function fetchFlashSales(state: ShownState, pageNum: number, signal: AbortSignal): Promise<Page<TimedFlashSale>> {
  const page = await request(getFlashSales, { state, pageNum, pageSize: PAGE_SIZE }, { signal });
  // Each page arrives at its own time; its countdowns measure the clock offset from that moment.
  const receivedAt = Date.now();
  return { ...page, list: page.list.map((sale) => ({ ...sale, receivedAt })) };
}

/** Running (`grab`) or coming (`waiting`) flash sales. */
export function useFlashSales(state: ShownState) {
  return useInfiniteQuery(
    pagedQueryOptions(catalogListKeys.flashSales(useLocale(), state), (pageNum, signal) =>
      fetchFlashSales(state, pageNum, signal),
    ),
  );
}
