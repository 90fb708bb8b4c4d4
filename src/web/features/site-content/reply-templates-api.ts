import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { REPLY_TEMPLATES_PATH, type ReplyTemplates } from '@shared/contracts/reply-templates';
import { toast } from '@web/components/ui/toast-store';
import { apiRequest } from '@web/lib/api';

const KEY = [REPLY_TEMPLATES_PATH] as const;

export function useReplyTemplatesForEditing() {
  return useQuery({ queryKey: KEY, queryFn: () => apiRequest<ReplyTemplates>('GET', REPLY_TEMPLATES_PATH) });
}

export function useSaveReplyTemplates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (templates: ReplyTemplates) =>
      apiRequest<ReplyTemplates>('PUT', REPLY_TEMPLATES_PATH, templates),
    onSuccess: (saved) => {
      queryClient.setQueryData(KEY, saved);
      toast({ title: 'Zapisano szablony odpowiedzi', description: 'Są już do wyboru w „Odpowiedz”.' });
    },
  });
}
