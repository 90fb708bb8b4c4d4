import { useState } from 'react';
import { CalendarX, Trash2 } from 'lucide-react';
import type { AdminSlot } from '@shared/contracts/demo';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/checkbox';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { ListEmpty } from '@web/components/ui/list-states';
import { useDeleteSlot } from './api';
import { formatSlotLabel } from './slot-format';

/** product §2: the slot list with a booked/available badge, the booker's name and a delete button. */
export function SlotList({ slots, timeZone }: { slots: AdminSlot[]; timeZone: string }) {
  const remove = useDeleteSlot();
  const [confirming, setConfirming] = useState<AdminSlot | null>(null);
  const [notify, setNotify] = useState(true);

  if (slots.length === 0) {
    return <ListEmpty plain icon={CalendarX} text="Brak dostępnych slotów" />;
  }

  const now = Date.now();
  return (
    <>
      <ul className="max-h-[36rem] divide-y divide-slate-200 overflow-y-auto" aria-label="Sloty">
        {slots.map((slot) => {
          const label = formatSlotLabel(slot.datetime, timeZone);
          const past = Date.parse(slot.datetime) <= now;
          return (
            <li key={slot.id} className="flex items-center gap-3 py-3" data-testid="admin-slot">
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
                  <span className="font-medium text-slate-900 tabular-nums">{label}</span>
                  {slot.isBooked ? (
                    <Badge tone="blue">Zarezerwowany</Badge>
                  ) : (
                    <Badge tone="green">Dostępny</Badge>
                  )}
                  {past && <Badge tone="grey">Miniony</Badge>}
                </p>
                {slot.isBooked && (
                  <p className="mt-0.5 truncate text-sm text-slate-700">
                    Rezerwujący: <span className="font-medium">{slot.bookerName || 'Nieznany'}</span>
                  </p>
                )}
              </div>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Usuń slot ${label}`}
                disabled={remove.isPending && remove.variables?.id === slot.id}
                onClick={() => {
                  if (!slot.isBooked) return remove.mutate({ id: slot.id });
                  // Telling the visitor is the default for a coming demo; a past one needs no e-mail.
                  setNotify(!past);
                  setConfirming(slot);
                }}
                className="text-red-700 hover:bg-red-50 hover:text-red-800"
              >
                <Trash2 />
              </Button>
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        role="dialog"
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title="Usunąć zarezerwowany slot?"
        description={
          confirming
            ? `Slot ${formatSlotLabel(confirming.datetime, timeZone)} zarezerwował(a) ${
                confirming.bookerName || 'Nieznany'
              }. Rezerwacja zostanie na liście rezerwacji demo (oznaczona „slot usunięty”), ale termin zniknie z kalendarza.`
            : ''
        }
        confirmLabel="Usuń slot"
        onConfirm={() => {
          if (!confirming) return;
          remove.mutate({ id: confirming.id, notify });
          setConfirming(null);
        }}
      >
        <label className="flex items-start gap-3 rounded-lg border border-slate-200 p-3 text-sm text-slate-800">
          <Checkbox
            checked={notify}
            onCheckedChange={(checked) => setNotify(checked === true)}
            className="mt-0.5"
          />
          <span>
            <span className="font-medium text-slate-900">Powiadom odwiedzającego e-mailem</span>
            <span className="block text-slate-700">
              Rezerwacja zostanie anulowana, a odwiedzający dostanie odwołanie prezentacji z linkiem do wyboru
              nowego terminu.
            </span>
          </span>
        </label>
      </ConfirmDialog>
    </>
  );
}
