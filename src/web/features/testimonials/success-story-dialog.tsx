import type { PublicTestimonial } from '@shared/contracts/testimonials';
import { Dialog, DialogContent } from '@web/components/ui/dialog';
import { useMessages } from '@web/i18n/language';
import { useCloseOnBack } from '@web/lib/use-close-on-back';
import { testimonialMessages } from './messages';
import { TestimonialLogo } from './testimonial-logo';

export type SuccessStoryDialogProps = {
  testimonial: PublicTestimonial;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The control that opened it: focus goes back there on close (there is no Radix trigger to return to). */
  returnFocusTo?: HTMLElement | null;
};

/** A club's success story: the full testimonial, opened from its slide. Loaded lazily by the slider. */
export default function SuccessStoryDialog({
  testimonial,
  open,
  onOpenChange,
  returnFocusTo,
}: SuccessStoryDialogProps) {
  const t = useMessages(testimonialMessages);
  // Back closes the dialog instead of leaving the page.
  useCloseOnBack(open, () => onOpenChange(false));
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-w-2xl"
        closeLabel={t.close}
        title={testimonial.clubName}
        description={t.storyEyebrow}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo?.focus();
        }}
      >
        <figure>
          <figcaption className="flex items-center gap-4 border-b border-slate-200 pb-4">
            <TestimonialLogo logoUrl={testimonial.logoUrl} className="size-12" />
            <div className="min-w-0">
              <p className="font-semibold break-words text-slate-900">{testimonial.authorName}</p>
              <p className="text-sm break-words text-slate-600">{testimonial.authorPosition}</p>
            </div>
          </figcaption>
          <blockquote className="mt-4 text-base leading-7 break-words whitespace-pre-line text-slate-800">
            <p>{testimonial.fullTestimonial}</p>
          </blockquote>
        </figure>
      </DialogContent>
    </Dialog>
  );
}
