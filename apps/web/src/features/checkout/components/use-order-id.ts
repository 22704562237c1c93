import { useSearchParams } from '@/lib/router.tsx';
import { readPayable, type PayableRef } from '../lib/payable.ts';

/** The order a money page is about (`?orderId=`); 0 when missing or malformed. */
export function useOrderId(): number {
  const [params] = useSearchParams();
  const id = Number(params.get('orderId'));
  return Number.isSafeInteger(id) && id > 0 ? id : 0;
}

/** What a money page pays (`?orderId=` and, for another kind than an order, `&payableKind=`). */
export function usePayable(): PayableRef | null {
  const [params] = useSearchParams();
  return readPayable(params);
}
