import { addDays, dayIn } from '@shared/calendar-day';
import { useId, useState } from 'react';
import {
  FUNNEL_STEP_DEFINITIONS,
  FUNNEL_STEP_LABELS,
  FUNNEL_STEPS,
  type TrafficReport,
} from '@shared/contracts/analytics';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { ListError, ListLoading } from '@web/components/ui/list-states';
import { lazyWithRetry } from '@web/lib/lazy-with-retry';
import { useTraffic } from './api';

const TrafficChart = lazyWithRetry(() => import('./traffic-chart'), { failure: 'inline' });

const PRESETS = [7, 30, 90] as const;
type Period = { preset: (typeof PRESETS)[number] | 'custom'; from: string; to: string };

const shortDay = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}`;

/** Share of the previous step that went on, as '–' when there was nobody to lose. */
function dropOff(counts: readonly number[], index: number) {
  if (index === 0) return '';
  const before = counts[index - 1] ?? 0;
  if (before === 0) return '–';
  return `−${Math.round(((before - (counts[index] ?? 0)) / before) * 100)}%`;
}

/**
 * 'Ruch i konwersja': cookie-less visits, where visitors come from, what they read, and the funnel from a
 * visit to a paid order, for a chosen period (docs/decisions/0009).
 */
export function TrafficSection({ timeZone }: { timeZone: string }) {
  const today = dayIn(new Date(), timeZone);
  const [period, setPeriod] = useState<Period>({ preset: 30, from: addDays(today, -29), to: today });
  const traffic = useTraffic(period.from, period.to);
  const id = useId();
  const choose = (preset: (typeof PRESETS)[number]) =>
    setPeriod({ preset, from: addDays(today, -(preset - 1)), to: today });

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
          Ruch i konwersja
        </h2>
        <div className="flex flex-wrap items-end gap-2" role="group" aria-label="Okres">
          {PRESETS.map((preset) => (
            <Button
              key={preset}
              size="sm"
              variant={period.preset === preset ? 'primary' : 'outline'}
              aria-pressed={period.preset === preset}
              onClick={() => choose(preset)}
            >
              {preset} dni
            </Button>
          ))}
          <Button
            size="sm"
            variant={period.preset === 'custom' ? 'primary' : 'outline'}
            aria-pressed={period.preset === 'custom'}
            onClick={() => setPeriod((current) => ({ ...current, preset: 'custom' }))}
          >
            Własny
          </Button>
          {period.preset === 'custom' && (
            <>
              <div className="grid gap-1">
                <Label htmlFor={`${id}-from`}>Od</Label>
                <Input
                  id={`${id}-from`}
                  type="date"
                  value={period.from}
                  max={period.to}
                  onChange={(event) =>
                    event.target.value && setPeriod((current) => ({ ...current, from: event.target.value }))
                  }
                />
              </div>
              <div className="grid gap-1">
                <Label htmlFor={`${id}-to`}>Do</Label>
                <Input
                  id={`${id}-to`}
                  type="date"
                  value={period.to}
                  min={period.from}
                  max={today}
                  onChange={(event) =>
                    event.target.value && setPeriod((current) => ({ ...current, to: event.target.value }))
                  }
                />
              </div>
            </>
          )}
        </div>
      </div>
      {traffic.isError ? (
        <ListError
          title="Błąd podczas ładowania ruchu"
          error={traffic.error}
          onRetry={() => void traffic.refetch()}
        />
      ) : !traffic.data ? (
        <ListLoading text="Ładowanie ruchu..." />
      ) : (
        <TrafficBody report={traffic.data} />
      )}
    </section>
  );
}

function TrafficBody({ report }: { report: TrafficReport }) {
  const [asTable, setAsTable] = useState(false);
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <Card className="lg:col-span-2">
        <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
          <CardTitle className="text-base">
            Odwiedzający: {report.totals.visitors} · Odsłony: {report.totals.views}
          </CardTitle>
          <Button size="sm" variant="ghost" onClick={() => setAsTable((shown) => !shown)}>
            {asTable ? 'Pokaż wykres' : 'Pokaż jako tabelę'}
          </Button>
        </CardHeader>
        <CardContent>
          {asTable ? (
            <CountTable
              caption="Odwiedzający i odsłony dzień po dniu"
              head="Dzień"
              rows={report.days.map((day) => ({ key: day.day, label: shortDay(day.day), ...day }))}
            />
          ) : (
            <TrafficChart days={report.days} />
          )}
        </CardContent>
      </Card>
      <TopCard
        title="Źródła"
        head="Źródło"
        rows={report.sources.map((row) => ({ key: row.source, label: row.source, ...row }))}
      />
      <TopCard
        title="Kampanie"
        head="Kampania (utm_campaign)"
        rows={report.campaigns.map((row) => ({ key: row.campaign, label: row.campaign, ...row }))}
      />
      <TopCard
        title="Strony"
        head="Strona"
        rows={report.pages.map((row) => ({ key: row.path, label: row.path, ...row }))}
      />
      <FunnelCard funnel={report.funnel} />
    </div>
  );
}

type CountRow = { key: string; label: string; visitors: number; views: number };

function CountTable({ caption, head, rows }: { caption: string; head: string; rows: CountRow[] }) {
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="text-left text-xs text-slate-600">
          <th scope="col" className="py-1.5 font-medium">
            {head}
          </th>
          <th scope="col" className="py-1.5 text-right font-medium">
            Odwiedzający
          </th>
          <th scope="col" className="py-1.5 text-right font-medium">
            Odsłony
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row" className="max-w-0 truncate py-1.5 text-left font-normal text-slate-900">
              {row.label}
            </th>
            <td className="py-1.5 text-right tabular-nums">{row.visitors}</td>
            <td className="py-1.5 text-right tabular-nums">{row.views}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function TopCard({ title, head, rows }: { title: string; head: string; rows: CountRow[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{title}</CardTitle>
      </CardHeader>
      <CardContent>
        {rows.length === 0 ? (
          <p className="text-sm text-slate-600">Brak danych w tym okresie.</p>
        ) : (
          <CountTable caption={title} head={head} rows={rows} />
        )}
      </CardContent>
    </Card>
  );
}

function FunnelTable({ caption, rows }: { caption: string; rows: { key: string; counts: number[] }[] }) {
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="text-left text-xs text-slate-600">
          <th scope="col" className="py-1.5 font-medium">
            Krok
          </th>
          {rows.map((row) => (
            <th key={row.key} scope="col" className="py-1.5 text-right font-medium">
              {row.key}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {FUNNEL_STEPS.map((step, index) => (
          <tr key={step}>
            <th scope="row" className="py-1.5 text-left font-normal text-slate-900">
              {FUNNEL_STEP_LABELS[step]}
            </th>
            {rows.map((row) => (
              <td key={row.key} className="py-1.5 text-right tabular-nums">
                {row.counts[index] ?? 0}{' '}
                <span className="text-xs text-slate-500">{dropOff(row.counts, index)}</span>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** '?' beside the funnel's title: what each step counts, so the operator reads the drop-offs right. */
function FunnelDefinitions() {
  return (
    <details className="group relative">
      <summary
        aria-label="Co liczą kroki lejka?"
        className="flex size-6 cursor-pointer list-none items-center justify-center rounded-full border border-slate-300 text-xs font-semibold text-slate-700 hover:bg-slate-100 [&::-webkit-details-marker]:hidden"
      >
        ?
      </summary>
      <dl
        data-testid="funnel-definitions"
        className="absolute top-8 left-0 z-20 w-80 max-w-[calc(100vw-3rem)] space-y-2 rounded-lg border border-slate-200 bg-white p-3 text-xs shadow-lg"
      >
        {FUNNEL_STEPS.map((step) => (
          <div key={step}>
            <dt className="font-semibold text-slate-900">{FUNNEL_STEP_LABELS[step]}</dt>
            <dd className="text-slate-700">{FUNNEL_STEP_DEFINITIONS[step]}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

function FunnelCard({ funnel }: { funnel: TrafficReport['funnel'] }) {
  const [view, setView] = useState<'total' | 'source' | 'language'>('total');
  const rows =
    view === 'total'
      ? [{ key: 'Razem', counts: funnel.total }]
      : view === 'source'
        ? funnel.bySource.slice(0, 5).map((row) => ({ key: row.source, counts: row.counts }))
        : funnel.byLanguage.map((row) => ({ key: row.language.toUpperCase(), counts: row.counts }));
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-2">
          <CardTitle className="text-base">Lejek</CardTitle>
          <FunnelDefinitions />
        </div>
        <div role="group" aria-label="Podział lejka" className="flex gap-1">
          {(
            [
              ['total', 'Razem'],
              ['source', 'Wg źródła'],
              ['language', 'Wg języka'],
            ] as const
          ).map(([value, label]) => (
            <Button
              key={value}
              size="sm"
              variant={view === value ? 'secondary' : 'ghost'}
              aria-pressed={view === value}
              onClick={() => setView(value)}
            >
              {label}
            </Button>
          ))}
        </div>
      </CardHeader>
      <CardContent className="overflow-x-auto">
        <FunnelTable caption="Lejek: liczba osób na każdym kroku i odpływ od poprzedniego" rows={rows} />
      </CardContent>
    </Card>
  );
}
