import { NO_SHOW_LABEL } from '@shared/contracts/demo-manage';
import type { DemoBookingItem } from '@shared/contracts/inbox';
import { Video } from 'lucide-react';
import { Badge } from '@web/components/ui/badge';
import { formatDateTime } from '@web/i18n/format';
import { ContactLine, Detail, Details, orDash, SourceDetail } from './details';

export function DemoBookingBody({ item, timeZone }: { item: DemoBookingItem; timeZone: string }) {
  return (
    <Details>
      <Detail label="Klub">{orDash(item.clubName)}</Detail>
      <Detail label="Termin prezentacji">
        <time dateTime={item.selectedSlot}>{formatDateTime(item.selectedSlot, timeZone)}</time>
      </Detail>
      <Detail label="Preferowany termin (jak widział odwiedzający)">{item.preferredDate}</Detail>
      {item.slotDeletedAt && (
        <Detail label="Slot usunięty">
          <time dateTime={item.slotDeletedAt}>{formatDateTime(item.slotDeletedAt, timeZone)}</time>
        </Detail>
      )}
      {item.noShowAt && (
        <Detail label={NO_SHOW_LABEL}>
          oznaczono <time dateTime={item.noShowAt}>{formatDateTime(item.noShowAt, timeZone)}</time>
        </Detail>
      )}
      <Detail label="Język">{item.language === 'en' ? 'angielski' : 'polski'}</Detail>
      <Detail label="Link do spotkania">
        {item.meetingUrl ? (
          <a href={item.meetingUrl} target="_blank" rel="noreferrer" className="text-brand-700 underline">
            {item.meetingUrl}
          </a>
        ) : (
          '—'
        )}
      </Detail>
      <SourceDetail source={item.source} />
    </Details>
  );
}

/**
 * The operator deleted the slot this booking held (the time is kept, but no longer in the calendar); the
 * visitor did not show up (a flag beside the status).
 */
export function DemoBookingBadges({ item }: { item: DemoBookingItem }) {
  return (
    <>
      {item.slotDeletedAt && <Badge tone="red">slot usunięty</Badge>}
      {item.noShowAt && <Badge tone="yellow">{NO_SHOW_LABEL}</Badge>}
    </>
  );
}

/**
 * The inbox row of a demo: the meeting's time first (the list is ordered by it), then who and
 * which club, how to reach them, and whether the meeting link is set — one line on a laptop screen.
 */
export function DemoBookingRow({ item, timeZone }: { item: DemoBookingItem; timeZone: string }) {
  return (
    <div className="grid min-w-0 gap-x-4 gap-y-0.5 text-sm md:grid-cols-[9.5rem_minmax(0,1fr)_minmax(0,1fr)] md:items-center">
      <time dateTime={item.selectedSlot} className="font-semibold text-slate-900 tabular-nums">
        {formatDateTime(item.selectedSlot, timeZone)}
      </time>
      <span className="min-w-0 truncate text-slate-700">
        {item.clubName ?? '—'}
        {item.language === 'en' && <span className="ml-2 text-xs text-slate-600">(EN)</span>}
      </span>
      <span className="flex min-w-0 items-center gap-2 truncate text-slate-700">
        <ContactLine email={item.email} phone={item.phone} />
        {item.meetingUrl && (
          <Video
            aria-label="Link do spotkania ustawiony"
            role="img"
            className="size-4 shrink-0 text-green-700"
          />
        )}
      </span>
    </div>
  );
}
