import type { BillingPeriod, ModuleCatalogue, PlanId } from '@shared/pricing/catalogue';

/**
 * product §3: what the pricing section hands to the order action. `totalCost` is for display only; the server
 * prices the order itself from the catalogue (product §7).
 */
export type OrderSummary = {
  plan: PlanId | null;
  paymentMode: BillingPeriod;
  selectedModules: string[];
  totalCost: number;
  moduleCatalogue: ModuleCatalogue;
};

/**
 * How a page opens the full order dialog: the pricing feature hands over the visitor's selection and the
 * module names in the page's language (the copy lives with the pricing feature, the form with ordering).
 */
export type FullOrderDialogProps = {
  open: boolean;
  onOpenChange(open: boolean): void;
  summary: OrderSummary;
  moduleNames: Readonly<Record<string, string>>;
};

/** The simple dialog orders one plan; the period is the one the visitor was looking at. */
export type SimpleOrderDialogProps = {
  open: boolean;
  onOpenChange(open: boolean): void;
  plan: PlanId;
  paymentMode: BillingPeriod;
};
