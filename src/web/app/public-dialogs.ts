/**
 * The dialogs a tap on a public page opens, and the toasts' container, as their chunks' loaders: the islands
 * render them with `lazyWithRetry(loader)`, and the island that opens one loads it once mounted (`after` in
 * app/islands.ts), so the tap finds it ready. Without React: the first script imports this file.
 */
export const loadDemoBookingDialog = () => import('@web/features/demo-booking/demo-booking-dialog');
export const loadFullOrderDialog = () => import('@web/features/ordering/full-order-dialog');
export const loadSimpleOrderDialog = () => import('@web/features/ordering/simple-order-dialog');
export const loadToaster = () =>
  import('@web/components/ui/toaster').then((module) => ({ default: module.Toaster }));
