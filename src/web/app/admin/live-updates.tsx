import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ADMIN_ROLE } from '@shared/contracts/auth';
import { CURRENT_USER_KEY, useCurrentUser } from '@web/features/auth/api';
import { connectLiveUpdates } from '@web/lib/live-updates';

/**
 * One live-updates stream for the signed-in admin's session (lib/live-updates.ts), open across screens;
 * closed on sign-out, and a session found over reads the user again, so the guard shows the sign-in.
 */
export function LiveUpdates() {
  const queryClient = useQueryClient();
  const { data: user } = useCurrentUser();
  const signedIn = user?.role === ADMIN_ROLE;
  useEffect(() => {
    if (!signedIn) return;
    return connectLiveUpdates(queryClient, () => {
      void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
    });
  }, [signedIn, queryClient]);
  return null;
}
