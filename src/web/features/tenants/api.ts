import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateTenantValues, Tenant } from '@shared/contracts/tenants';
import { toast } from '@web/components/ui/toast-store';
import { apiList, apiRequest, serverMessage, withQuery } from '@web/lib/api';

const TENANTS_PATH = '/api/admin/tenants';
export const TENANTS_KEY = [TENANTS_PATH] as const;

/** Tenants are customers: hundreds at most, so one page of the largest size holds them all. */
export const TENANTS_PAGE_SIZE = 500;

export function useTenants() {
  return useQuery({
    queryKey: TENANTS_KEY,
    queryFn: () => apiList<Tenant>(withQuery(TENANTS_PATH, { limit: TENANTS_PAGE_SIZE })),
  });
}

export function useCreateTenant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTenantValues) => apiRequest<Tenant>('POST', TENANTS_PATH, body),
    onSuccess: async () => {
      toast({ title: 'Tenant został utworzony pomyślnie' });
      await queryClient.invalidateQueries({ queryKey: TENANTS_KEY });
    },
    onError: (error) =>
      toast({
        title: 'Błąd podczas tworzenia tenant',
        description: serverMessage(error),
        variant: 'destructive',
      }),
  });
}

export function useSetTenantActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) =>
      apiRequest<Tenant>('PUT', `${TENANTS_PATH}/${id}/status`, { isActive }),
    onSuccess: async () => {
      toast({ title: 'Status tenant został zaktualizowany' });
      await queryClient.invalidateQueries({ queryKey: TENANTS_KEY });
    },
    // product §8 gives the toggle no error handler; a silent failure would leave the operator guessing.
    onError: (error) => toast({ title: 'Błąd', description: serverMessage(error), variant: 'destructive' }),
  });
}

/** Beyond docs/product.md: replaces a leaked secret; the old one and its tokens stop working at once. */
export function useRotateTenantSecret() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<Tenant>('POST', `${TENANTS_PATH}/${id}/rotate-secret`),
    onSuccess: async () => {
      toast({
        title: 'Wygenerowano nowy sekret',
        description: 'Poprzedni sekret i wydane nim tokeny przestały działać.',
      });
      await queryClient.invalidateQueries({ queryKey: TENANTS_KEY });
    },
    onError: (error) => toast({ title: 'Błąd', description: serverMessage(error), variant: 'destructive' }),
  });
}
