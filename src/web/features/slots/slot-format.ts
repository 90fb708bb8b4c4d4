import { formatDateTime } from '@web/i18n/format';

/** "śr., 15.07.2026 10:00": the operator reads the weekday at a glance (business zone, Polish). */
export function formatSlotLabel(datetime: string | Date, timeZone: string): string {
  const weekday = new Intl.DateTimeFormat('pl-PL', { weekday: 'short', timeZone }).format(new Date(datetime));
  return `${weekday} ${formatDateTime(datetime, timeZone)}`;
}

/** "środa, 15.07.2026 10:00" for the preview of the slot about to be created. */
export function formatSlotLong(datetime: Date, timeZone: string): string {
  const weekday = new Intl.DateTimeFormat('pl-PL', { weekday: 'long', timeZone }).format(datetime);
  return `${weekday}, ${formatDateTime(datetime, timeZone)}`;
}
