import { startTransition, useEffect, useRef, useState } from 'react';
import type { CalendarDay } from '@shared/slot-rules';
import { Dialog, DialogContent } from '@web/components/ui/dialog';
import { Spinner } from '@web/components/ui/spinner';
import { useLanguage } from '@web/i18n/language';
import { lazyWithRetry } from '@web/lib/lazy-with-retry';
import { useSiteConfig } from '@web/lib/site-config';
import { useCloseOnBack } from '@web/lib/use-close-on-back';
import type { BookingSuccessProps } from './booking-success';
import type { ContactStepProps } from './contact-step';
import type { DemoBookingCreated } from '@shared/contracts/demo';
import { demoBookingMessages } from './messages';
import type { SlotStepProps } from './slot-step';

// The dialog itself is light, so a tap is answered at once. Its two steps are chunks of their own,
// each in the page's query client: the calendar (step 1; loaded with the dialog when a page prepares the tap,
// see `prepare`) and the form with its validation (step 2: zod, the phone rule; asked for once the calendar
// is shown).
const SlotStep = lazyWithRetry<SlotStepProps>(
  () => import('./slot-step').then((module) => ({ default: module.SlotStepInQueryScope })),
  { fallback: <StepLoading /> },
);
const ContactStep = lazyWithRetry<ContactStepProps>(
  () => import('./contact-step').then((module) => ({ default: module.ContactStepInQueryScope })),
  { fallback: <Spinner className="py-6" /> },
);

// The success view comes with the form's chunk: it is already there when the booking succeeds.
const BookingSuccess = lazyWithRetry<BookingSuccessProps>(
  () => import('./contact-step').then((module) => ({ default: module.BookingSuccess })),
  { fallback: <Spinner className="py-6" /> },
);

/** What the dialog's first screen needs beyond the dialog: loaded with it by a page preparing the tap. */
export const prepare = () => SlotStep.preload();

export type DemoBookingDialogProps = { open: boolean; onOpenChange(open: boolean): void };

/**
 * The demo-booking dialog (product §4): step 1 a day and a free time, step 2 the contact form. Pages open it
 * lazily: `lazyWithRetry(loadDemoBookingDialog)` (app/public-dialogs.ts).
 */
export default function DemoBookingDialog({ open, onOpenChange }: DemoBookingDialogProps) {
  const { language } = useLanguage();
  const m = demoBookingMessages[language];
  // Back closes the dialog instead of leaving the page.
  useCloseOnBack(open, () => onOpenChange(false));
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        data-funnel-dialog
        title={m.title}
        description={m.description}
        closeLabel={m.close}
        className="sm:max-w-2xl"
      >
        {/*
          The content unmounts when the dialog closes, taking the flow's state with it: after a booking or a
          close the next opening starts again with an empty form, no date, no time, on the calendar.
        */}
        <DemoBookingFlow onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function DemoBookingFlow({ onDone }: { onDone(): void }) {
  const { language } = useLanguage();
  const m = demoBookingMessages[language];
  const { businessTimeZone } = useSiteConfig();
  const [step, setStep] = useState<'slot' | 'contact'>('slot');
  const [booked, setBooked] = useState<DemoBookingCreated | null>(null);
  const [day, setDay] = useState<CalendarDay | null>(null);
  const [slot, setSlot] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const movedRef = useRef(false);
  // The dialog answers the tap in the same frame; its calendar, most of the work of opening it on a phone,
  // follows at once as a transition React can interrupt (drawn within a frame or two, not after a
  // few hundred milliseconds of rendering).
  const [calendarShown, setCalendarShown] = useState(false);

  useEffect(() => {
    startTransition(() => setCalendarShown(true));
    // While the visitor picks a day and a time, once the calendar is on the screen.
    const timer = setTimeout(() => ContactStep.preload().catch(() => {}), 500);
    return () => clearTimeout(timer);
  }, []);

  // After a step change (not on opening, where the dialog focuses its first control) move focus to the
  // new step's heading, so keyboard and screen-reader users continue where the content changed.
  useEffect(() => {
    if (movedRef.current && step === 'slot') headingRef.current?.focus();
    movedRef.current = true;
  }, [step]);

  const current = step === 'slot' ? 1 : 2;
  if (booked)
    return (
      <BookingSuccess
        m={m}
        language={language}
        timeZone={businessTimeZone}
        booking={booked}
        onClose={onDone}
      />
    );
  return (
    <div>
      <div className="mb-4">
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{m.step(current)}</p>
        <h3 ref={headingRef} tabIndex={-1} className="text-base font-semibold text-slate-900 outline-none">
          {step === 'slot' ? m.step1Title : m.step2Title}
        </h3>
      </div>
      {!calendarShown ? (
        <StepLoading />
      ) : step === 'slot' || !slot ? (
        <SlotStep
          m={m}
          language={language}
          timeZone={businessTimeZone}
          day={day}
          slot={slot}
          onDayChange={(next) => {
            setDay(next);
            setSlot(null);
          }}
          onSlotChange={setSlot}
          onNext={() => setStep('contact')}
        />
      ) : (
        <ContactStep
          m={m}
          language={language}
          timeZone={businessTimeZone}
          slot={slot}
          onBack={() => setStep('slot')}
          onBooked={setBooked}
          onSlotLost={() => {
            setSlot(null);
            setStep('slot');
          }}
        />
      )}
    </div>
  );
}

/** Where the calendar comes: as tall, so the dialog does not jump when it does. */
function StepLoading() {
  return (
    <div className="grid min-h-80 place-items-center">
      <Spinner />
    </div>
  );
}
