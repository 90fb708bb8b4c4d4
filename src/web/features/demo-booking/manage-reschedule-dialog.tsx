import { useState } from 'react';
import type { ManagedDemo } from '@shared/contracts/demo-manage';
import { formatSlotDateTime, todayIn, wallTimeIn, type CalendarDay } from '@shared/slot-rules';
import { Dialog, DialogContent } from '@web/components/ui/dialog';
import { toast } from '@web/components/ui/toast-store';
import { useLanguage } from '@web/i18n/language';
import { useSiteConfig } from '@web/lib/site-config';
import { useCloseOnBack } from '@web/lib/use-close-on-back';
import { failureText, useRescheduleDemo } from './manage-api';
import { demoManageMessages } from './manage-messages';
import { demoBookingMessages } from './messages';
import { SlotStep } from './slot-step';
import { inPublicQueryScope } from '@web/components/public-query-scope';

type RescheduleDialogProps = {
  token: string;
  /** The booking's current start: its day opens first, and it is not offered as a new time. */
  current: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  onChanged(demo: ManagedDemo): void;
};

export default inPublicQueryScope(RescheduleDialogContent);

/** The booking dialog's own calendar and free times (SlotStep), confirming a move instead of a booking. */
function RescheduleDialogContent({ token, current, open, onOpenChange, onChanged }: RescheduleDialogProps) {
  const { language } = useLanguage();
  const t = demoManageMessages[language];
  const { businessTimeZone } = useSiteConfig();
  const move = useRescheduleDemo(token);
  const currentDay = wallTimeIn(new Date(current), businessTimeZone);
  const today = todayIn(businessTimeZone);
  const startDay: CalendarDay =
    Date.parse(current) > Date.now()
      ? { year: currentDay.year, month: currentDay.month, day: currentDay.day }
      : today;
  const [day, setDay] = useState<CalendarDay | null>(startDay);
  const [slot, setSlot] = useState<string | null>(null);
  const m = { ...demoBookingMessages[language], next: move.isPending ? t.moving : t.confirmMove };

  // Back closes the dialog instead of leaving the page.
  useCloseOnBack(open, () => onOpenChange(false));
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t.rescheduleTitle}
        description={t.rescheduleDescription}
        closeLabel={t.close}
        className="sm:max-w-2xl"
      >
        <SlotStep
          m={m}
          language={language}
          timeZone={businessTimeZone}
          day={day}
          slot={slot}
          exclude={current}
          onDayChange={(next) => {
            setDay(next);
            setSlot(null);
          }}
          onSlotChange={setSlot}
          onNext={() => {
            if (!slot || move.isPending) return;
            move.mutate(slot, {
              onSuccess: (demo) => {
                onChanged(demo);
                onOpenChange(false);
                toast({
                  title: t.movedTitle,
                  description: t.movedDescription(
                    formatSlotDateTime(new Date(demo.selectedSlot), businessTimeZone),
                  ),
                  duration: 6000,
                });
              },
              onError: (error) => {
                setSlot(null);
                toast({
                  title: t.errorTitle,
                  description: failureText(error, language),
                  variant: 'destructive',
                });
              },
            });
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
