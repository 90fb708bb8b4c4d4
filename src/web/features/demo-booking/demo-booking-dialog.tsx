import { useEffect, useRef, useState } from 'react';
import type { CalendarDay } from '@shared/slot-rules';
import { Dialog, DialogContent } from '@web/components/ui/dialog';
import { useLanguage } from '@web/i18n/language';
import { useSiteConfig } from '@web/lib/site-config';
import { ContactStep } from './contact-step';
import { demoBookingMessages } from './messages';
import { SlotStep } from './slot-step';

export type DemoBookingDialogProps = { open: boolean; onOpenChange(open: boolean): void };

/**
 * The demo-booking dialog (product §4): step 1 a day and a free time, step 2 the contact form. Pages open it
 * lazily: `const DemoBookingDialog = lazy(() => import('@web/features/demo-booking/demo-booking-dialog'))`.
 */
export default function DemoBookingDialog({ open, onOpenChange }: DemoBookingDialogProps) {
  const { language } = useLanguage();
  const m = demoBookingMessages[language];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
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
  const [day, setDay] = useState<CalendarDay | null>(null);
  const [slot, setSlot] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const movedRef = useRef(false);

  // After a step change (not on opening, where the dialog focuses its first control) move focus to the
  // new step's heading, so keyboard and screen-reader users continue where the content changed.
  useEffect(() => {
    if (movedRef.current && step === 'slot') headingRef.current?.focus();
    movedRef.current = true;
  }, [step]);

  const current = step === 'slot' ? 1 : 2;
  return (
    <div>
      <div className="mb-4">
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{m.step(current)}</p>
        <h3 ref={headingRef} tabIndex={-1} className="text-base font-semibold text-slate-900 outline-none">
          {step === 'slot' ? m.step1Title : m.step2Title}
        </h3>
      </div>
      {step === 'slot' || !slot ? (
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
          onBooked={onDone}
          onSlotLost={() => {
            setSlot(null);
            setStep('slot');
          }}
        />
      )}
    </div>
  );
}
