import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminUser, LoginRequest } from '@shared/contracts/auth';
import type { PendingSignIn } from '@shared/contracts/mfa';
import { apiRequest, ApiRequestError } from '@web/lib/api';
import { toast } from '@web/components/ui/toast-store';

export const CURRENT_USER_KEY = ['/api/admin/user'] as const;

/** product §4: the current admin is read on load; 401 means "no user", not an error. */
export function useCurrentUser() {
  return useQuery({
    queryKey: CURRENT_USER_KEY,
    queryFn: async () => {
      try {
        return await apiRequest<AdminUser>('GET', '/api/admin/user');
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 401) return null;
        throw error;
      }
    },
  });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    // 200: signed in (no second factor and none required); 202: a second factor or enrolment comes next.
    mutationFn: (body: LoginRequest) =>
      apiRequest<AdminUser | PendingSignIn>('POST', '/api/admin/login', body),
    onSuccess: (result) => {
      if ('status' in result) return;
      queryClient.setQueryData(CURRENT_USER_KEY, result);
      toast({ title: 'Zalogowano pomyślnie', description: 'Witaj w panelu administracyjnym' });
    },
    onError: (error) => {
      const tooMany = error instanceof ApiRequestError && error.status === 429;
      toast({
        title: 'Błąd logowania',
        description: tooMany
          ? 'Zbyt wiele nieudanych prób. Spróbuj ponownie za kilka minut.'
          : 'Nieprawidłowy email lub hasło',
        variant: 'destructive',
      });
    },
  });
}

type LogoutOptions = {
  /** product §7: /api/admin/logout from the common header, /api/logout on the tenant and lifecycle pages. */
  path?: '/api/admin/logout' | '/api/logout';
  /** product §8: on the tenant page a failed logout is only logged. */
  quietFailure?: boolean;
};

export function useLogout({ path = '/api/admin/logout', quietFailure = false }: LogoutOptions = {}) {
  const queryClient = useQueryClient();
  const signedOut = () => {
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== CURRENT_USER_KEY[0] });
    queryClient.setQueryData(CURRENT_USER_KEY, null);
  };
  return useMutation({
    mutationFn: () => apiRequest('POST', path),
    onSuccess: () => {
      signedOut();
      toast({ title: 'Wylogowano', description: 'Do zobaczenia!' });
    },
    onError: (error) => {
      // An expired session is already the state the operator asked for.
      if (error instanceof ApiRequestError && error.status === 401) {
        signedOut();
        return;
      }
      if (quietFailure) {
        console.error('Logout failed', error);
        return;
      }
      toast({ title: 'Błąd wylogowania', description: error.message, variant: 'destructive' });
    },
  });
}
