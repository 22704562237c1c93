import { useSearchParams } from '@/lib/router.tsx';

/** The order a money page is about (`?orderId=`); 0 when missing or malformed. */
export function useOrderId(): number {
  const [params] = useSearchParams();
  const id = Number(params.get('orderId'));
  return Number.isSafeInteger(id) && id > 0 ? id : 0;
}
