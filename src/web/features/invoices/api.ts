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
import type {
  CsvMapping,
  StatementConfirmRequest,
  StatementImport,
  StatementImportRequest,
  StatementLine,
  StatementOrder,
} from '@shared/contracts/statements';
import { formatPln } from '@shared/money';
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

export function useCsvMapping() {
  return useQuery({
    queryKey: ['/api/admin/statements/csv-mapping'],
    queryFn: () => apiRequest<{ mapping: CsvMapping | null }>('GET', '/api/admin/statements/csv-mapping'),
  });
}

/** The credits still waiting for the operator (they stay listed after a reload until booked). */
export function useOpenLines() {
  return useQuery({
    queryKey: ['/api/admin/statements/lines'],
    queryFn: () => apiRequest<{ items: StatementLine[] }>('GET', '/api/admin/statements/lines'),
  });
}

/** The orders a credit may be paired with by hand. */
export function useUnpaidOrders() {
  return useQuery({
    queryKey: ['/api/admin/statements/unpaid-orders'],
    queryFn: () => apiRequest<{ items: StatementOrder[] }>('GET', '/api/admin/statements/unpaid-orders'),
  });
}

export function useImportStatement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: StatementImportRequest) =>
      apiRequest<StatementImport>('POST', '/api/admin/statements', request),
    onSuccess: async () => {
      await queryClient.invalidateQueries();
    },
  });
}

/** Books a credit as its order's payment: the payment, the VAT invoice and its e-mail follow on the server. */
export function useConfirmLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...request }: { id: string } & StatementConfirmRequest) =>
      apiRequest<StatementLine>('POST', `/api/admin/statements/lines/${id}/confirm`, request),
    onSuccess: async (line) => {
      const order = line.order;
      toast({
        title: 'Wpłata zaksięgowana',
        description: !order
          ? ''
          : order.paid
            ? `${order.proformaNumber}: zamówienie opłacone, wystawiono fakturę VAT i wysłano ją klientowi.`
            : `${order.proformaNumber}: wpłata częściowa, zapłacono ${formatPln(order.paidPln, 'whole-bare')} z ${formatPln(order.grossPln, 'whole-bare')}.`,
      });
      await queryClient.invalidateQueries();
    },
    onError: (error) =>
      toast({ title: 'Nie zaksięgowano wpłaty', description: serverMessage(error), variant: 'destructive' }),
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
