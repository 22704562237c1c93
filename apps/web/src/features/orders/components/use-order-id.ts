import { useSearchParams } from '@/lib/router.tsx';

/** A number the address names (`?orderId=`, `?shipmentId=`); 0 when missing or malformed. */
export function useIdParam(name: 'orderId' | 'shipmentId'): number {
  const [params] = useSearchParams();
  const id = Number(params.get(name));
  return Number.isSafeInteger(id) && id > 0 ? id : 0;
}
