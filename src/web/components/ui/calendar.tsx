import { DayPicker, type DayPickerProps } from 'react-day-picker';
import { pl } from 'react-day-picker/locale/pl';
import { enGB } from 'react-day-picker/locale/en-GB';
import type { CalendarDay } from '@shared/slot-rules';
import type { Language } from '@shared/language';
import { cn } from '@web/lib/cn';

const navButton =
  'inline-flex size-9 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 ' +
  'aria-disabled:pointer-events-none aria-disabled:opacity-40';

/**
 * Styled with utilities instead of react-day-picker's stylesheet: that sheet is unlayered, so it would beat
 * Tailwind's layered utilities and no override could win. Modifier classes land on the day cell (td).
 */
const CLASS_NAMES: DayPickerProps['classNames'] = {
  months: 'relative',
  month_caption: 'flex h-10 items-center px-1',
  caption_label: 'text-base font-semibold capitalize',
  nav: 'absolute top-0 right-0 z-10 flex h-10 items-center gap-1',
  button_previous: navButton,
  button_next: navButton,
  chevron: 'size-4 fill-current',
  month_grid: 'mt-1 border-collapse',
  weekday: 'h-8 w-10 text-xs font-medium text-slate-700',
  day: 'size-10 p-0 text-center',
  day_button:
    'mx-auto flex size-[38px] items-center justify-center rounded-full tabular-nums hover:bg-slate-100 ' +
    'disabled:cursor-not-allowed disabled:text-slate-400 disabled:hover:bg-transparent',
  today: '[&:not([data-selected])>button]:font-bold [&:not([data-selected])>button]:text-brand-700',
  selected: 'font-semibold [&>button]:bg-brand-700 [&>button]:text-white [&>button]:hover:bg-brand-800',
  outside: 'text-slate-500',
  hidden: 'invisible',
};

/**
 * The month calendar (react-day-picker): Polish or English labels, week from Monday, brand colours, days
 * sized to fit a 360 px phone. Render it only on the client (inside a dialog or an admin screen), so a
 * prerendered page can never disagree with the browser about today's date (docs/contributing.md, stack pitfall 8).
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
      className={cn('w-fit text-sm text-slate-900', className)}
      classNames={CLASS_NAMES}
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
