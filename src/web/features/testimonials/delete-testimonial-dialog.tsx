import { AlertDialog } from 'radix-ui';
import type { Testimonial } from '@shared/contracts/testimonials';
import { Button } from '@web/components/ui/button';
import { useDeleteTestimonial } from './api';

type DeleteTestimonialDialogProps = {
  testimonial: Testimonial | null;
  onOpenChange(open: boolean): void;
};

/**
 * SPEC §5 confirmation before deleting. An alert dialog: focus starts on "Anuluj", so Enter pressed by
 * habit keeps the testimonial. It stays open while the request runs and closes once it succeeded.
 */
export function DeleteTestimonialDialog({ testimonial, onOpenChange }: DeleteTestimonialDialogProps) {
  const remove = useDeleteTestimonial();
  return (
    <AlertDialog.Root open={testimonial !== null} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 animate-in bg-slate-950/60" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-1.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2 animate-in rounded-xl bg-white p-5 shadow-xl sm:p-6">
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">
            Czy na pewno chcesz usunąć tę opinię?
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-700">
            Opinia klubu <strong className="font-semibold">{testimonial?.clubName}</strong> zniknie z panelu i
            ze strony głównej. Tej operacji nie można cofnąć.
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="outline">Anuluj</Button>
            </AlertDialog.Cancel>
            <Button
              variant="destructive"
              disabled={remove.isPending}
              onClick={() => {
                if (testimonial) remove.mutate(testimonial.id, { onSuccess: () => onOpenChange(false) });
              }}
            >
              {remove.isPending ? 'Usuwanie...' : 'Usuń'}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
