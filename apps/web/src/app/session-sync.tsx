import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useUser } from '@/shared/auth/api/get-user.ts';
import { memberScope } from '@/lib/query-client.ts';
import { mergeUser, useSession } from '@/lib/session.ts';

/**
 * Keeps the stored member fresh: at launch (and whenever a session starts) it asks the server for
 * the user and merges the answer into storage; when the session changes, member data is dropped.
 */
export function SessionSync() {
  const queryClient = useQueryClient();
  const token = useSession()?.token;
  // Storage already has the member; the fresh copy waits until the first screen has loaded.
  const { data: user } = useUser({ whenIdle: true });
  const previousToken = useRef(token);

  useEffect(() => {
    if (user) mergeUser(user);
  }, [user]);

  useEffect(() => {
    if (previousToken.current === token) return;
    previousToken.current = token;
    queryClient.removeQueries({
      queryKey: [memberScope],
      predicate: (query) => token === undefined || !query.queryKey.includes(token),
    });
  }, [queryClient, token]);

  return null;
}
