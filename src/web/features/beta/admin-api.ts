import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { POPUP_SETTINGS_PATH } from '@shared/beta';
import { POPUP_SHOWN_ADMIN_PATH, type PopupSettings } from '@shared/contracts/beta';
import { inboxPath } from '@shared/contracts/inbox';
import { toast } from '@web/components/ui/toast-store';
import { apiRequest } from '@web/lib/api';

export const POPUP_SETTINGS_KEY = [POPUP_SETTINGS_PATH] as const;

export function usePopupSettings() {
  return useQuery({
    queryKey: POPUP_SETTINGS_KEY,
    queryFn: () => apiRequest<PopupSettings>('GET', POPUP_SETTINGS_PATH),
  });
}

/** product §8 popup-settings toasts; the setting is read again afterwards (product §7). */
export function useSetPopupEnabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) =>
      apiRequest<PopupSettings>('POST', '/api/admin/popup-settings', { enabled }),
    onSuccess: () =>
      toast({ title: 'Ustawienia zaktualizowane', description: 'Status popup został pomyślnie zmieniony.' }),
    onError: () =>
      toast({
        title: 'Błąd',
        description: 'Wystąpił błąd podczas aktualizacji ustawień.',
        variant: 'destructive',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: POPUP_SETTINGS_KEY }),
  });
}

/** The 'test' button: today's "already shown" marker of this browser goes (the server keeps it). */
export function useClearPopupShown() {
  return useMutation({
    mutationFn: () => apiRequest<void>('DELETE', POPUP_SHOWN_ADMIN_PATH),
    onSuccess: () =>
      toast({
        title: 'Popup zresetowany',
        description: 'Otwórz stronę główną: popup pojawi się po 3 sekundach, jeśli jest włączony.',
      }),
    onError: () =>
      toast({
        title: 'Błąd',
        description: 'Nie udało się zresetować popupu. Spróbuj ponownie.',
        variant: 'destructive',
      }),
  });
}

/** Reads the sign-ups, their statistics and the switch again. */
export function useRefreshBeta() {
  const queryClient = useQueryClient();
  const base = inboxPath('beta-signups');
  return () =>
    queryClient.invalidateQueries({
      predicate: ({ queryKey }) => {
        const path = String(queryKey[0]);
        return path === base || path.startsWith(`${base}/`) || path === POPUP_SETTINGS_PATH;
      },
    });
}
