import { calls } from '@mall/contracts/browser';
import { useMutation } from '@tanstack/react-query';
import { request } from '@/lib/api.ts';

/** The product page's link carrying the member's invite code (the server refuses below VIP). */
export function useShareProduct() {
  return useMutation({
    mutationFn: async (productId: number) => {
      const { path } = await request(calls.share.productLink, { productId });
      return `${window.location.origin}${window.location.pathname}#${path}`;
    },
  });
}
