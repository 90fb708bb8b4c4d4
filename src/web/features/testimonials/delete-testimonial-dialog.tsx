import type { Testimonial } from '@shared/contracts/testimonials';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { useDeleteTestimonial } from './api';

type DeleteTestimonialDialogProps = {
  testimonial: Testimonial | null;
  onOpenChange(open: boolean): void;
};

/** product §5 confirmation before deleting; it closes once the deletion succeeded. */
export function DeleteTestimonialDialog({ testimonial, onOpenChange }: DeleteTestimonialDialogProps) {
  const remove = useDeleteTestimonial();
  return (
    <ConfirmDialog
      open={testimonial !== null}
      onOpenChange={onOpenChange}
      title="Czy na pewno chcesz usunąć tę opinię?"
      description={
        <>
          Opinia klubu <strong className="font-semibold">{testimonial?.clubName}</strong> zniknie z panelu i
          ze strony głównej. Tej operacji nie można cofnąć.
        </>
      }
      confirmLabel="Usuń"
      pendingLabel="Usuwanie..."
      pending={remove.isPending}
      onConfirm={() => {
        if (testimonial) remove.mutate(testimonial.id, { onSuccess: () => onOpenChange(false) });
      }}
    />
  );
}
