import { CalendarPlus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { Input } from '@web/components/ui/input';
import { Spinner } from '@web/components/ui/spinner';
import { toast } from '@web/components/ui/toast-store';
import { formatDateTime } from '@web/i18n/format';
import { useCalendarFeed, useCreateCalendarFeed, useRevokeCalendarFeed } from './api';

/**
 * The operator's own secret calendar address (Google Calendar: 'Add from URL'; Outlook: 'Subscribe from
 * web'). Stored hashed like a password: shown once when created; a new one replaces the old.
 */
export function CalendarFeedCard({ timeZone }: { timeZone: string }) {
  const feed = useCalendarFeed();
  const create = useCreateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const [confirmRevoke, setConfirmRevoke] = useState(false);
  const shownUrl = create.data?.url ?? null;
  const state = feed.data;

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Adres kalendarza skopiowano do schowka' });
    } catch {
      toast({ title: 'Nie udało się skopiować do schowka', variant: 'destructive' });
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <CalendarPlus className="size-4 text-brand-700" aria-hidden="true" />
          Kalendarz prezentacji (iCalendar)
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-3 text-sm text-slate-700">
        <p>
          Tajny adres z zarezerwowanymi prezentacjami do subskrypcji w Google Calendar („Dodaj z adresu URL”)
          lub Outlooku. Każdy operator ma własny adres; kto go zna, widzi prezentacje – nie udostępniaj go.
        </p>
        {feed.isPending ? (
          <Spinner label="Ładowanie..." />
        ) : shownUrl ? (
          <div className="space-y-2" data-testid="calendar-feed-url">
            <label className="block font-medium text-slate-900" htmlFor="calendar-feed-url">
              Twój adres (widoczny tylko teraz)
            </label>
            <div className="flex gap-2">
              <Input
                id="calendar-feed-url"
                readOnly
                value={shownUrl}
                onFocus={(event) => event.target.select()}
              />
              <Button variant="outline" onClick={() => void copy(shownUrl)}>
                Kopiuj
              </Button>
            </div>
          </div>
        ) : state?.active ? (
          <p>
            Adres aktywny od {formatDateTime(state.createdAt!, timeZone)}
            {state.lastUsedAt
              ? `, ostatnio pobrany ${formatDateTime(state.lastUsedAt, timeZone)}`
              : ', jeszcze nie pobrany'}
            . Jeśli go zgubisz, utwórz nowy: stary przestanie działać.
          </p>
        ) : (
          <p>Nie masz jeszcze adresu kalendarza.</p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => create.mutate()} disabled={create.isPending}>
            {state?.active || shownUrl ? 'Utwórz nowy adres' : 'Utwórz adres kalendarza'}
          </Button>
          {(state?.active || shownUrl) && (
            <Button variant="outline" onClick={() => setConfirmRevoke(true)} disabled={revoke.isPending}>
              Unieważnij adres
            </Button>
          )}
        </div>
      </CardContent>
      <ConfirmDialog
        role="dialog"
        open={confirmRevoke}
        onOpenChange={setConfirmRevoke}
        title="Unieważnić adres kalendarza?"
        description="Kalendarze, które go subskrybują, przestaną otrzymywać prezentacje."
        confirmLabel="Unieważnij"
        onConfirm={() => {
          create.reset();
          revoke.mutate();
          setConfirmRevoke(false);
        }}
      />
    </Card>
  );
}
