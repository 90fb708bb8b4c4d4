import { Dialog, DialogContent } from '@web/components/ui/dialog';

export type DemoBookingDialogProps = { open: boolean; onOpenChange(open: boolean): void };

/**
 * The demo-booking dialog (SPEC §4: calendar step, then the form). Pages open it lazily:
 * `const DemoBookingDialog = lazy(() => import('@web/features/demo-booking/demo-booking-dialog'))`.
 * The two steps are built by the demo-booking issue; this interface stays.
 */
export default function DemoBookingDialog({ open, onOpenChange }: DemoBookingDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Umów prezentację">
        <p className="text-sm text-slate-700">Wybierz termin prezentacji.</p>
      </DialogContent>
    </Dialog>
  );
}
