import { formatGrosze } from '@shared/money';
import type { CorrectionDraft, InvoiceSummary, OrderRefundRequest } from '@shared/contracts/invoices';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AcceptDifferenceRequest,
  OrderCustomer,
  OrderFulfilment,
  OrderPayment,
  OrderPaymentInput,
} from '@shared/contracts/order-admin';
import type { OrderBuyer } from '@shared/contracts/order';
import { toast } from '@web/components/ui/toast-store';
import { apiRequest, serverMessage } from '@web/lib/api';

const orderPath = (id: string) => `/api/admin/orders/${id}`;

/** The pro forma as a download (the server answers it as an attachment). */
export const proformaUrl = (id: string) => `${orderPath(id)}/proforma.pdf`;

/** An issued invoice's PDF or FA(3) XML, as a download. */
export function useOrderFulfilment(id: string) {
  return useQuery({
    queryKey: [`${orderPath(id)}/fulfilment`],
    queryFn: () => apiRequest<OrderFulfilment>('GET', `${orderPath(id)}/fulfilment`),
  });
}

/**
 * A payment or a customer changes the order's status, history, e-mails and the dashboard's counts, and the
 * tenants and systems lists: everything on screen is fetched again.
 */
const refetchAll = (queryClient: ReturnType<typeof useQueryClient>) => queryClient.invalidateQueries();

/** What the operator is told once the order is paid: the invoice issued, or why the schema refused it. */
function paidToast(payment: OrderPayment) {
  toast(
    payment.invoiceFailure
      ? {
          title: 'Zamówienie opłacone, faktury nie wystawiono',
          description: `${payment.invoiceFailure} Popraw dane i wystaw ją ponownie w 'Faktury'.`,
          variant: 'destructive',
        }
      : {
          title: 'Zamówienie opłacone',
          description: 'Wystawiono fakturę VAT; klient otrzyma ją z potwierdzeniem płatności e-mailem.',
        },
  );
}

/** 'Zaksięguj wpłatę': a payment of any amount; the order is paid when the payments reach the gross. */
export function useRecordPayment(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payment: OrderPaymentInput) =>
      apiRequest<OrderPayment>('POST', `${orderPath(id)}/payment`, payment),
    onSuccess: async (payment) => {
      if (payment.paidOn) paidToast(payment);
      else {
        const { paidGrosze, grossGrosze } = payment.ledger;
        toast({
          title: 'Zaksięgowano wpłatę częściową',
          description: `Zapłacono ${formatGrosze(paidGrosze)} z ${formatGrosze(grossGrosze)}; zamówienie czeka na resztę.`,
        });
      }
      await refetchAll(queryClient);
    },
  });
}

/** 'Dane nabywcy': the buyer of a short-form order; a paid one's waiting invoice is issued with it. */
export function useGiveBuyer(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (buyer: OrderBuyer) =>
      apiRequest<{ invoice: InvoiceSummary | null; failure: string | null }>(
        'POST',
        `${orderPath(id)}/buyer`,
        buyer,
      ),
    onSuccess: async (result) => {
      toast(
        result.invoice
          ? { title: 'Zapisano dane nabywcy', description: `Wystawiono fakturę ${result.invoice.number}.` }
          : result.failure
            ? {
                title: 'Zapisano dane nabywcy',
                description: `Faktury nie wystawiono: ${result.failure}`,
                variant: 'destructive',
              }
            : {
                title: 'Zapisano dane nabywcy',
                description: 'Faktura VAT będzie na nie wystawiona po wpłacie.',
              },
      );
      await refetchAll(queryClient);
    },
  });
}

/** 'Przyjmij różnicę': the order is paid with what came, for the operator's reason. */
export function useAcceptDifference(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: AcceptDifferenceRequest) =>
      apiRequest<OrderPayment>('POST', `${orderPath(id)}/accept-difference`, request),
    onSuccess: async (payment) => {
      paidToast(payment);
      await refetchAll(queryClient);
    },
  });
}

/** 'Zwrot': money returned to the buyer, wholly or in part; the server issues the invoice's correction. */
/** The correction a refund would issue, as a draft: nothing is stored, no number taken. */
export function useRefundPreview(id: string) {
  return useMutation({
    mutationFn: (refund: OrderRefundRequest) =>
      apiRequest<CorrectionDraft>('POST', `${orderPath(id)}/refund/preview`, refund),
  });
}

export function useRefund(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (refund: OrderRefundRequest) =>
      apiRequest<InvoiceSummary>('POST', `${orderPath(id)}/refund`, refund),
    onSuccess: async (correction) => {
      toast({
        title: 'Wystawiono fakturę korygującą',
        description: `${correction.number}: klient otrzyma ją e-mailem.`,
      });
      await refetchAll(queryClient);
    },
  });
}

export function useCreateCustomer(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<OrderCustomer>('POST', `${orderPath(id)}/customer`),
    onSuccess: async () => {
      toast({
        title: 'Klient utworzony',
        description: 'Utworzono tenanta i instancję systemu; administrator otrzyma powitalny e-mail.',
      });
      await refetchAll(queryClient);
    },
    onError: (error) =>
      toast({ title: 'Nie utworzono klienta', description: serverMessage(error), variant: 'destructive' }),
  });
}
