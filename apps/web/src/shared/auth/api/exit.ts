import { calls } from '@mall/contracts/browser';
import { useMutation } from '@tanstack/react-query';
import { request } from '@/lib/api.ts';
import { clearSession } from '@/lib/session.ts';

const exit = calls.member.exit;

/**
 * Revokes the token on the server, then forgets the session here. The local session goes even when
 * the call fails, so a shopper who asked to log out is never left logged in on this device.
 */
export function useExit() {
  return useMutation({
    mutationFn: () => request(exit),
    onSettled: () => clearSession(),
  });
}
