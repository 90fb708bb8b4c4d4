import { useCallback, useState } from 'react';
import { Rows3, Rows2 } from 'lucide-react';
import { useOperatorId } from '@web/lib/operator';
import { cn } from '@web/lib/cn';

/** How an inbox list shows its records: one line each, or the card with the details. */
export type ListDensity = 'compact' | 'comfortable';
const DENSITIES: { value: ListDensity; label: string; icon: typeof Rows3 }[] = [
  { value: 'compact', label: 'Kompaktowy', icon: Rows3 },
  { value: 'comfortable', label: 'Wygodny', icon: Rows2 },
];
const DEFAULT_DENSITY: ListDensity = 'compact';
const storageKey = (operator: string | null) => `inbox-density:${operator ?? 'anonymous'}`;

function read(key: string): ListDensity {
  try {
    const stored = window.localStorage.getItem(key);
    return stored === 'compact' || stored === 'comfortable' ? stored : DEFAULT_DENSITY;
  } catch {
    // Storage refused (a private window's quota, a policy): the default, not a broken screen.
    return DEFAULT_DENSITY;
  }
}

/**
 * The list layout the operator chose, remembered per operator in this browser (every inbox list alike):
 * compact by default, so a laptop screen shows a dozen records rather than two cards.
 */
export function useListDensity() {
  const key = storageKey(useOperatorId());
  const [state, setState] = useState(() => ({ key, density: read(key) }));
  const density = state.key === key ? state.density : read(key);
  const setDensity = useCallback(
    (next: ListDensity) => {
      setState({ key, density: next });
      try {
        window.localStorage.setItem(key, next);
      } catch {
        // Not remembered; the choice still holds on this screen.
      }
    },
    [key],
  );
  return [density, setDensity] as const;
}

/** The 'Kompaktowy' / 'Wygodny' switch in the list's header: two toggle buttons, the chosen one pressed. */
export function DensityToggle({
  density,
  onChange,
}: {
  density: ListDensity;
  onChange(density: ListDensity): void;
}) {
  return (
    <div
      role="group"
      aria-label="Układ listy"
      className="inline-flex rounded-md border border-slate-300 bg-white p-0.5"
    >
      {DENSITIES.map(({ value, label, icon: Icon }) => (
        <button
          key={value}
          type="button"
          aria-pressed={density === value}
          onClick={() => onChange(value)}
          className={cn(
            'inline-flex h-8 items-center gap-1.5 rounded px-2.5 text-sm font-medium text-slate-700',
            'hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none',
            density === value && 'bg-brand-50 text-brand-800 hover:bg-brand-50',
          )}
        >
          <Icon aria-hidden="true" className="size-4" />
          {label}
        </button>
      ))}
    </div>
  );
}
