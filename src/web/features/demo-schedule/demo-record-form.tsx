import { useId, useState } from 'react';
import { CalendarClock, Users } from 'lucide-react';
import { demoRecordUpdateSchema } from '@shared/contracts/demo-manage';
import type { DemoBookingItem } from '@shared/contracts/inbox';
import { formatDateTime, wallTimeIn } from '@shared/date-format';
import { polishPlural } from '@shared/plural';
import { ManageDialogFooter } from '@web/components/inbox/manage-dialog';
import { StatusForm } from '@web/components/inbox/status-form';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Switch } from '@web/components/ui/switch';
import { ApiRequestError } from '@web/lib/api';
import { useSaveDemoRecord } from './api';
import { NoShowField } from './no-show-field';

type DemoRecordFormProps = {
  item: DemoBookingItem;
  /** The business zone the operator works in (Europe/Warsaw). */
  timeZone: string;
  onSaved(): void;
};

/** The visitor's clock when it shows another time than the business zone's (Berlin keeps Warsaw's time). */
function visitorClock(item: DemoBookingItem, timeZone: string): string | null {
  const zone = item.visitorTimeZone;
  if (!zone) return null;
  const business = wallTimeIn(new Date(item.selectedSlot), timeZone);
  const visitor = wallTimeIn(new Date(item.selectedSlot), zone);
  if (business.day === visitor.day && business.hour === visitor.hour && business.minute === visitor.minute)
    return null;
  return `${formatDateTime(item.selectedSlot, zone)} u odwiedzającego (${zone})`;
}

/** The club's size as the visitor gave it: "120 członków" (the record's header names the club). */
function membersLine(count: number): string {
  return `${count} ${polishPlural(count, 'członek', 'członków', 'członków')}`;
}

/** What the follow-up switch says under it: sent already, or when it will go. */
function followUpHint(item: DemoBookingItem, timeZone: string): string {
  if (item.followUpSentAt) return `Wysłano ${formatDateTime(item.followUpSentAt, timeZone)}.`;
  return 'Godzinę po zakończeniu prezentacji, z linkiem do zamówienia pakietu dobranego do liczby członków. Nie wysyłamy go po odwołanej prezentacji ani gdy odwiedzający się nie pojawił.';
}

/**
 * The demo's one dialog: what the operator needs at a glance (the meeting on both clocks, the club's size;
 * the person is in the record's header) above status, notes, the meeting link, 'Nie pojawił się' and the follow-up switch, saved together —
 * the visitor gets one e-mail for it.
 */
export function DemoRecordForm({ item, timeZone, onSaved }: DemoRecordFormProps) {
  const [meetingUrl, setMeetingUrl] = useState(item.meetingUrl ?? '');
  const [followUp, setFollowUp] = useState(!item.followUpOff);
  const followUpId = useId();
  const [error, setError] = useState<string | undefined>();
  const [noShow, setNoShow] = useState(item.noShowAt !== null);
  const [noShowError, setNoShowError] = useState<string | undefined>();
  const save = useSaveDemoRecord(item.id);
  const otherClock = visitorClock(item, timeZone);

  return (
    <div className="space-y-4">
      <dl className="grid gap-2 rounded-lg bg-slate-50 p-3 text-sm text-slate-800">
        <div className="flex gap-2">
          <CalendarClock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
          <dt className="sr-only">Termin prezentacji</dt>
          <dd>
            <time dateTime={item.selectedSlot} className="font-semibold text-slate-900">
              {formatDateTime(item.selectedSlot, timeZone)}
            </time>{' '}
            (czas polski)
            {otherClock && <span className="block text-slate-600">{otherClock}</span>}
          </dd>
        </div>
        {item.memberCount !== null && (
          <div className="flex gap-2">
            <Users aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
            <dt className="sr-only">Liczba członków</dt>
            <dd>{membersLine(item.memberCount)}</dd>
          </div>
        )}
      </dl>
      <StatusForm
        key={item.id}
        kind="demo-bookings"
        initialStatus={item.status}
        initialNotes={item.adminNotes}
        onSubmit={(update) => {
          const parsed = demoRecordUpdateSchema.safeParse({ ...update, meetingUrl, noShow, followUp });
          if (!parsed.success) {
            setError(parsed.error.issues.find((issue) => issue.path[0] === 'meetingUrl')?.message);
            return;
          }
          setError(undefined);
          setNoShowError(undefined);
          save.mutate(parsed.data, {
            onSuccess: onSaved,
            onError: (failure) => {
              if (!(failure instanceof ApiRequestError)) return;
              if (failure.fields.meetingUrl) setError(failure.fields.meetingUrl);
              if (failure.fields.noShow) setNoShowError(failure.fields.noShow);
            },
          });
        }}
      >
        <Field
          label="Link do spotkania"
          error={error}
          hint="Zapisany razem ze statusem: odwiedzający dostanie jeden e-mail o zmianie."
          className="mt-4"
        >
          <Input
            type="url"
            inputMode="url"
            placeholder="https://meet.example.com/abc-defg-hij"
            value={meetingUrl}
            onChange={(event) => setMeetingUrl(event.target.value)}
          />
        </Field>
        <NoShowField
          checked={noShow}
          onCheckedChange={setNoShow}
          started={new Date(item.selectedSlot).getTime() <= Date.now()}
          error={noShowError}
        />
        <div className="mt-4 flex items-start justify-between gap-4">
          <div className="min-w-0">
            <Label htmlFor={followUpId}>Wyślij podziękowanie po prezentacji</Label>
            <p className="mt-1 text-sm text-slate-600">{followUpHint(item, timeZone)}</p>
          </div>
          <Switch
            id={followUpId}
            checked={followUp}
            disabled={item.followUpSentAt !== null}
            onCheckedChange={setFollowUp}
          />
        </div>
        <ManageDialogFooter saving={save.isPending} />
      </StatusForm>
    </div>
  );
}
