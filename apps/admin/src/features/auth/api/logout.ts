import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { calls } from '@mall/contracts/browser';
import { callApi } from '../../../lib/api.ts';
import { clearToken } from '../../../lib/session.ts';

export function logout(): Promise<null> {
  return callApi(calls.adminAuth.logout, undefined, { isQuiet: true });
}

/**
 * Revokes the session on the server and goes to the login page; the local session ends even when
 * the server cannot be reached. The cache is emptied only after leaving the page, so that nothing
 * still on screen refetches without a token.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => logout().catch(() => null),
    onSettled: async () => {
      clearToken();
      await navigate('/login', { replace: true });
      queryClient.clear();
    },
  });
}
