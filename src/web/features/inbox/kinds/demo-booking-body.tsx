import type { DemoBookingItem } from '@shared/contracts/inbox';
import { Badge } from '@web/components/ui/badge';
import { formatDateTime } from '@web/i18n/format';
import { Detail, Details, orDash } from './details';

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
      <Detail label="Język">{item.language === 'en' ? 'angielski' : 'polski'}</Detail>
    </Details>
  );
}

/** The operator deleted the slot this booking held: the time is kept, but no longer in the calendar. */
export function DemoBookingBadges({ item }: { item: DemoBookingItem }) {
  return item.slotDeletedAt ? <Badge tone="red">slot usunięty</Badge> : null;
}
