import type { DemoBookingItem } from '@shared/contracts/inbox';
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
      <Detail label="Język">{item.language === 'en' ? 'angielski' : 'polski'}</Detail>
    </Details>
  );
}
