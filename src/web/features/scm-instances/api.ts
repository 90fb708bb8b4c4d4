import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateScmInstanceValues, ScmInstance } from '@shared/contracts/scm-instances';
import { toast } from '@web/components/ui/toast-store';
import { apiList, apiRequest, serverMessage, withQuery } from '@web/lib/api';

const INSTANCES_PATH = '/api/admin/scm-instances';
export const INSTANCES_KEY = [INSTANCES_PATH] as const;

/** Club systems are customers: hundreds at most, so one page of the largest size holds them all. */
const PAGE_SIZE = 500;

export function useScmInstances() {
  return useQuery({
    queryKey: INSTANCES_KEY,
    queryFn: () => apiList<ScmInstance>(withQuery(INSTANCES_PATH, { limit: PAGE_SIZE })),
  });
}

/** product §8: 'Error' with the message, or the operation's own words when there is none. */
const failureToast = (fallback: string) => (error: Error) =>
  toast({
    title: 'Error',
    description: serverMessage(error) || fallback,
    variant: 'destructive',
  });

export function useCreateScmInstance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateScmInstanceValues) => apiRequest<ScmInstance>('POST', INSTANCES_PATH, body),
    onSuccess: async () => {
      toast({ title: 'SCM instance created successfully' });
      await queryClient.invalidateQueries({ queryKey: INSTANCES_KEY });
    },
    onError: failureToast('Failed to create SCM instance'),
  });
}

export function useDeleteScmInstance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest('DELETE', `${INSTANCES_PATH}/${id}`),
    onSuccess: async () => {
      toast({ title: 'SCM instance deleted successfully' });
      await queryClient.invalidateQueries({ queryKey: INSTANCES_KEY });
    },
    onError: failureToast('Failed to delete SCM instance'),
  });
}
