import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_INVITATION_API,
  type AcceptInvitation,
  type Administrator,
  type InvitationView,
  type InviteAdministrator,
} from '@shared/contracts/administrators';
import type { PendingSignIn } from '@shared/contracts/mfa';
import type { AdminUser } from '@shared/contracts/auth';
import { toast } from '@web/components/ui/toast-store';
import { apiList, apiRequest, serverMessage } from '@web/lib/api';

const LIST_KEY = ['/api/admin/administrators'] as const;

export function useAdministrators() {
  return useQuery({
    queryKey: LIST_KEY,
    queryFn: async () => (await apiList<Administrator>('/api/admin/administrators?limit=500')).items,
  });
}

const failed = (title: string) => (error: Error) =>
  toast({ title, description: serverMessage(error), variant: 'destructive' });

export function useInviteAdministrator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteAdministrator) =>
      apiRequest<Administrator>('POST', '/api/admin/administrators', body),
    onSuccess: (created) => {
      void queryClient.invalidateQueries({ queryKey: LIST_KEY });
      toast({
        title: 'Zaproszenie wysłane',
        description: `Link do ustawienia hasła wysłano na ${created.email}.`,
      });
    },
  });
}

export type AdministratorAction = 'deactivate' | 'reactivate' | 'invitation';

const DONE: Record<AdministratorAction, (admin: Administrator) => string> = {
  deactivate: (admin) => `${admin.email} nie ma już dostępu do panelu.`,
  reactivate: (admin) =>
    admin.status === 'invited'
      ? `${admin.email} dostał nowe zaproszenie.`
      : `${admin.email} znów może się zalogować.`,
  invitation: (admin) => `Nowy link wysłano na ${admin.email}.`,
};
const TITLES: Record<AdministratorAction, string> = {
  deactivate: 'Administrator dezaktywowany',
  reactivate: 'Administrator aktywowany',
  invitation: 'Zaproszenie wysłane ponownie',
};

export function useAdministratorAction(action: AdministratorAction) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<Administrator>('POST', `/api/admin/administrators/${encodeURIComponent(id)}/${action}`),
    onSuccess: (admin) => {
      void queryClient.invalidateQueries({ queryKey: LIST_KEY });
      toast({ title: TITLES[action], description: DONE[action](admin) });
    },
    onError: failed('Nie udało się'),
  });
}

/**
 * An admin who lost their factors: their passkeys, app and recovery codes removed and their sessions ended;
 * they enrol again at the next sign-in and are told by e-mail. Asks for the caller's own second factor first
 * when it is older than the step-up window (the API client's step-up dialog).
 */
export function useResetFactors() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (admin: Administrator) =>
      apiRequest<{ ok: true }>('POST', `/api/admin/administrators/${encodeURIComponent(admin.id)}/reset-mfa`),
    onSuccess: (_, admin) => {
      void queryClient.invalidateQueries({ queryKey: LIST_KEY });
      toast({
        title: 'Logowanie dwuetapowe zresetowane',
        description: `${admin.email} skonfiguruje je ponownie przy następnym logowaniu; wysłaliśmy mu e-mail.`,
      });
    },
    onError: failed('Nie udało się'),
  });
}

/** The invitation link's page (signed out): whose invitation it is, or the friendly 404. */
export function useInvitation(token: string) {
  return useQuery({
    queryKey: [ADMIN_INVITATION_API, token],
    queryFn: () => apiRequest<InvitationView>('GET', `${ADMIN_INVITATION_API}/${encodeURIComponent(token)}`),
    retry: false,
  });
}

export function useAcceptInvitation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AcceptInvitation) =>
      // 202: the password is set, a second factor is to be enrolled before the first session.
      apiRequest<AdminUser | PendingSignIn>(
        'POST',
        `${ADMIN_INVITATION_API}/${encodeURIComponent(token)}`,
        body,
      ),
    onSuccess: (user) => {
      if ('status' in user) return;
      // The current-user query of the auth feature (features do not import each other).
      queryClient.setQueryData(['/api/admin/user'], user);
      toast({ title: 'Hasło ustawione', description: 'Witaj w panelu administracyjnym' });
    },
  });
}
