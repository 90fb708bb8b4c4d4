import 'react-day-picker/style.css';
import { DayPicker, type DayPickerProps } from 'react-day-picker';
import { pl } from 'react-day-picker/locale/pl';
import { enGB } from 'react-day-picker/locale/en-GB';
import type { CalendarDay } from '@shared/slot-rules';
import type { Language } from '@shared/language';
import { cn } from '@web/lib/cn';

/**
 * The month calendar (react-day-picker): Polish or English labels, week from Monday, brand colours, days
 * sized to fit a 360 px phone. Render it only on the client (inside a dialog or an admin screen), so a
 * prerendered page can never disagree with the browser about today's date (STACK-NOTES pitfall 8).
 */
export function Calendar({
  language,
  className,
  ...props
}: DayPickerProps & { language: Language; className?: string }) {
  return (
    <DayPicker
      locale={language === 'en' ? enGB : pl}
      weekStartsOn={1}
      showOutsideDays={false}
      className={cn(
        'text-sm text-slate-900',
        '[--rdp-accent-background-color:var(--color-brand-50)] [--rdp-accent-color:var(--color-brand-700)]',
        '[--rdp-day-height:40px] [--rdp-day-width:40px] [--rdp-day_button-height:38px] [--rdp-day_button-width:38px]',
        '[--rdp-disabled-opacity:0.45] [--rdp-weekday-opacity:1]',
        '[&_.rdp-caption_label]:text-base [&_.rdp-caption_label]:capitalize',
        '[&_.rdp-weekday]:text-slate-700',
        '[&_.rdp-day_button:not(:disabled):hover]:bg-slate-100',
        '[&_.rdp-selected]:text-sm [&_.rdp-selected_.rdp-day_button]:bg-brand-700 [&_.rdp-selected_.rdp-day_button]:text-white',
        '[&_.rdp-selected_.rdp-day_button:hover]:bg-brand-800',
        className,
      )}
      {...props}
    />
  );
}

/** The calendar's Date (local midnight) for a wall-calendar day, and back. */
export const dateOfDay = (day: CalendarDay) => new Date(day.year, day.month - 1, day.day);
export const dayOfDate = (date: Date): CalendarDay => ({
  year: date.getFullYear(),
  month: date.getMonth() + 1,
  day: date.getDate(),
});
