import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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
import { apiRequest, serverMessage } from '@web/lib/api';

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
