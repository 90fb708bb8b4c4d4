import type { ReactNode } from 'react';
import { Dialog, DialogContent } from '@web/components/ui/dialog';
import { JUMPS } from './use-inbox-shortcuts';

const Key = ({ children }: { children: ReactNode }) => (
  <kbd className="rounded border border-slate-300 bg-slate-50 px-1.5 py-0.5 font-mono text-xs text-slate-800 shadow-sm">
    {children}
  </kbd>
);

const SHORTCUTS: { keys: ReactNode; what: string }[] = [
  {
    keys: (
      <>
        <Key>j</Key> / <Key>k</Key>
      </>
    ),
    what: 'Następny / poprzedni rekord',
  },
  {
    keys: (
      <>
        <Key>Enter</Key> lub <Key>o</Key>
      </>
    ),
    what: 'Otwórz bieżący rekord',
  },
  { keys: <Key>Esc</Key>, what: 'Zamknij otwarty rekord (w wyszukiwaniu: wróć do listy)' },
  {
    keys: (
      <>
        <Key>s</Key>, potem cyfra lub litera
      </>
    ),
    what: 'Ustaw status (numer z listy lub pierwsza litera nazwy)',
  },
  { keys: <Key>n</Key>, what: 'Notatka otwartego rekordu' },
  {
    keys: (
      <>
        <Key>Ctrl</Key> + <Key>Enter</Key>
      </>
    ),
    what: 'Zapisz otwarty rekord',
  },
  { keys: <Key>/</Key>, what: 'Szukaj' },
  { keys: <Key>x</Key>, what: 'Zaznacz / odznacz bieżący rekord' },
  ...JUMPS.map((jump) => ({
    keys: (
      <>
        <Key>g</Key>, potem <Key>{jump.key}</Key>
      </>
    ),
    what: `Przejdź do: ${jump.label}`,
  })),
  { keys: <Key>?</Key>, what: 'Ta lista skrótów' },
];

/** '?': every shortcut of the inbox lists, in one dialog. */
export function ShortcutsDialog({
  open,
  onOpenChange,
  statuses,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The list's statuses, numbered as 's' then a digit picks them. */
  statuses: readonly { value: string; label: string }[];
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Skróty klawiszowe"
        description="Działają na listach, gdy nie piszesz w polu tekstowym."
      >
        <dl className="divide-y divide-slate-100 text-sm">
          {SHORTCUTS.map((shortcut) => (
            <div key={shortcut.what} className="flex items-baseline justify-between gap-4 py-1.5">
              <dt className="shrink-0 text-slate-700">{shortcut.keys}</dt>
              <dd className="text-right text-slate-900">{shortcut.what}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-4 text-sm text-slate-700">
          Statusy tej listy: {statuses.map((status, index) => `${index + 1} ${status.label}`).join(' · ')}
        </p>
      </DialogContent>
    </Dialog>
  );
}
