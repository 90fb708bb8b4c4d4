import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { ListStates } from '@web/components/ui/list-states';
import { serverMessage } from '@web/lib/api';
import { useSiteConfig } from '@web/lib/site-config';
import { useAdminSlots } from './api';
import { BookingRulesCard } from './booking-rules-card';
import { BulkSlotsCard } from './bulk-slots-card';
import { CreateSlotCard } from './create-slot-card';
import { SlotList } from './slot-list';
import { formatCount } from '@web/i18n/format';

/** /security/admin/slots (product §2): counts, the creator and the list of slots. */
export function SlotManager() {
  const { businessTimeZone } = useSiteConfig();
  const query = useAdminSlots();
  const data = query.data;

  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-3 divide-x divide-slate-200 rounded-xl border border-slate-200 bg-white shadow-sm">
        <Stat label="Wszystkie" value={data?.total} />
        <Stat label="Zarezerwowane" value={data?.booked} />
        <Stat label="Dostępne" value={data?.available} />
      </dl>
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
        <div className="space-y-6">
          <CreateSlotCard timeZone={businessTimeZone} existing={data?.slots ?? []} />
          <BulkSlotsCard timeZone={businessTimeZone} />
          <BookingRulesCard />
        </div>
        <Card>
          <CardHeader className="flex flex-row items-center justify-between gap-2 space-y-0">
            <CardTitle>Lista slotów</CardTitle>
            {data && data.total > data.slots.length && (
              <p className="text-xs text-slate-600">
                Pokazano {data.slots.length} z {data.total}
              </p>
            )}
          </CardHeader>
          <CardContent>
            <ListStates
              query={query}
              loadingText="Ładowanie slotów..."
              errorTitle="Błąd podczas ładowania slotów"
              errorMessage={serverMessage}
              plain
            >
              {/* SlotList shows its own empty state: it stays mounted as its last slot goes. */}
              {data && <SlotList slots={data.slots} timeZone={businessTimeZone} />}
            </ListStates>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}

function Stat({ label, value }: { label: string; value: number | undefined }) {
  return (
    <div className="min-w-0 px-2 py-3 text-center sm:px-5 sm:py-4 sm:text-left">
      <dt className="text-xs font-medium text-slate-600 sm:text-sm">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold text-slate-900 tabular-nums">
        {value === undefined ? '–' : formatCount(value)}
      </dd>
    </div>
  );
}
