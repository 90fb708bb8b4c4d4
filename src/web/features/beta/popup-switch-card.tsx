import { useId } from 'react';
import { Card } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { Switch } from '@web/components/ui/switch';
import { usePopupSettings, useSetPopupEnabled } from './admin-api';

/** product §2 beta-tests: the pop-up on/off switch. */
export function PopupSwitchCard() {
  const id = useId();
  const settings = usePopupSettings();
  const setEnabled = useSetPopupEnabled();
  // While saving, the switch shows where it is going.
  const enabled = setEnabled.isPending ? setEnabled.variables : settings.data?.enabled;
  return (
    <Card className="flex items-center justify-between gap-4 p-5">
      <div className="min-w-0">
        <label htmlFor={id} className="font-semibold text-slate-900">
          Popup testów beta na stronie
        </label>
        <p className="mt-1 text-sm text-slate-700" aria-live="polite">
          {settings.isError
            ? 'Nie udało się odczytać ustawienia.'
            : enabled === undefined
              ? 'Ładowanie ustawienia...'
              : enabled
                ? 'Włączony: odwiedzający zobaczą formularz 3 sekundy po wejściu na stronę.'
                : 'Wyłączony: formularz nie pojawia się na stronie.'}
        </p>
      </div>
      {settings.isPending ? (
        <Spinner label="Ładowanie ustawienia..." />
      ) : (
        <Switch
          id={id}
          checked={enabled === true}
          disabled={setEnabled.isPending || settings.isError}
          onCheckedChange={(checked) => setEnabled.mutate(checked)}
        />
      )}
    </Card>
  );
}
