import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InvoiceList, InvoiceSummary, KsefStatus } from '@shared/contracts/invoices';
import {
  KSEF_CHECK_PATH,
  KSEF_OUTAGES_PATH,
  KSEF_OVERVIEW_PATH,
  type KsefCheck,
  type KsefOutage,
  type KsefOutageInput,
  type KsefOverview,
} from '@shared/contracts/ksef-sending';
import { toast } from '@web/components/ui/toast-store';
import { apiRequest, serverMessage, withQuery } from '@web/lib/api';

export const monthZipUrl = (month: string) => withQuery('/api/admin/invoices/month.zip', { month });

export function useInvoices(month: string, ksefStatus: KsefStatus | '' = '') {
  const path = withQuery('/api/admin/invoices', {
    month: month || undefined,
    ksefStatus: ksefStatus || undefined,
  });
  return useQuery({ queryKey: [path], queryFn: () => apiRequest<InvoiceList>('GET', path) });
}

/** Issues a paid order's invoice again after the FA(3) schema refused it (its data or the builder fixed). */
export function useRetryInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) =>
      apiRequest<InvoiceSummary>('POST', `/api/admin/orders/${orderId}/invoice`),
    onSuccess: async (invoice) => {
      toast({
        title: 'Wystawiono fakturę VAT',
        description: `${invoice.number}: klient otrzyma ją e-mailem.`,
      });
      await queryClient.invalidateQueries();
    },
    onError: async (error) => {
      toast({ title: 'Nie wystawiono faktury', description: serverMessage(error), variant: 'destructive' });
      await queryClient.invalidateQueries();
    },
  });
}

/** 'Wyślij ponownie': a rejected invoice queued for KSeF again (after the cause was fixed). */
export function useResendInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<InvoiceSummary>('POST', `/api/admin/invoices/${id}/resend`),
    onSuccess: async (invoice) => {
      toast({
        title: 'Faktura w kolejce do KSeF',
        description: `${invoice.number} zostanie wysłana ponownie.`,
      });
      await queryClient.invalidateQueries();
    },
    onError: (error) =>
      toast({ title: 'Nie wysłano ponownie', description: serverMessage(error), variant: 'destructive' }),
  });
}

/** How sending to KSeF is set up, what waits, and the offline invoices with their deadlines. */
export function useKsefOverview() {
  return useQuery({
    queryKey: [KSEF_OVERVIEW_PATH],
    queryFn: () => apiRequest<KsefOverview>('GET', KSEF_OVERVIEW_PATH),
  });
}

/** 'Sprawdź połączenie': signs in to KSeF with the configured credentials. */
export function useKsefCheck() {
  return useMutation({
    mutationFn: () => apiRequest<KsefCheck>('POST', KSEF_CHECK_PATH),
  });
}

/** An announced unavailability or failure declared: the offline invoices it touches get their new deadline. */
export function useDeclareKsefOutage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: KsefOutageInput) => apiRequest<KsefOutage>('POST', KSEF_OUTAGES_PATH, input),
    onSuccess: async () => {
      toast({ title: 'Zapisano ogłoszenie', description: 'Terminy faktur offline przeliczone.' });
      await queryClient.invalidateQueries();
    },
  });
}

export function useRemoveKsefOutage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<void>('DELETE', `${KSEF_OUTAGES_PATH}/${id}`),
    onSuccess: async () => {
      toast({ title: 'Usunięto ogłoszenie', description: 'Terminy faktur offline przeliczone.' });
      await queryClient.invalidateQueries();
    },
    onError: (error) =>
      toast({ title: 'Nie usunięto', description: serverMessage(error), variant: 'destructive' }),
  });
}
