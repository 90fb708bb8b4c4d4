import { useEffect, useState } from 'react';
import { CalendarClock, CalendarX2, Globe } from 'lucide-react';
import type { DemoManagePageData, ManagedDemo } from '@shared/contracts/demo-manage';
import { BOOK_DEMO_HASH, DEMO_STATUS_WORDS, demoStatusOf } from '@shared/demo-manage';
import { formatSlotDateTime } from '@shared/slot-rules';
import { Button } from '@web/components/ui/button';
import { useLanguage } from '@web/i18n/language';
import { lazyWithRetry } from '@web/lib/lazy-with-retry';
import { useSiteConfig } from '@web/lib/site-config';
import { demoManageMessages, type DemoManageMessages } from './manage-messages';
import { visitorClockDiffers, visitorLocalTime, visitorTimeZone } from './visitor-time';

// The calendar and the forms load when the visitor opens them: the page itself stays light.
const RescheduleDialog = lazyWithRetry(() => import('./manage-reschedule-dialog'), { failure: 'floating' });
const CancelDialog = lazyWithRetry(() => import('./manage-cancel-dialog'), { failure: 'floating' });

const linkButton =
  'inline-flex h-11 items-center justify-center rounded-md px-5 font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/** "czwartek, 26.11.2026 09:00" in the business zone: the same text on the server and in the browser. */
function longDateTime(iso: string, timeZone: string, language: string) {
  const date = new Date(iso);
  const weekday = new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'pl-PL', {
    weekday: 'long',
    timeZone,
  }).format(date);
  return `${weekday}, ${formatSlotDateTime(date, timeZone)}`;
}

/** /prezentacja/<token>: the booking, and the two actions while it can still change. */
export function DemoManageView({ data }: { data: DemoManagePageData | null }) {
  const t = demoManageMessages[useLanguage().language];
  if (!data || data.state !== 'found') {
    return <InvalidLink t={t} tooMany={data?.state === 'too-many'} />;
  }
  return <ManagedBooking t={t} token={data.token} initial={data.demo} />;
}

function InvalidLink({ t, tooMany }: { t: DemoManageMessages; tooMany: boolean }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center sm:py-32">
      <CalendarX2 className="size-12 text-brand-700" aria-hidden="true" />
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">
        {tooMany ? t.tooManyHeading : t.invalidHeading}
      </h1>
      <p className="mt-4 text-lg text-slate-600">{tooMany ? t.tooManyBody : t.invalidBody}</p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <a
          href={`/#${BOOK_DEMO_HASH}`}
          className={`${linkButton} bg-brand-700 text-white hover:bg-brand-800`}
        >
          {t.bookDemo}
        </a>
        <a href="/" className={`${linkButton} border border-slate-300 text-slate-900 hover:bg-slate-50`}>
          {t.home}
        </a>
      </div>
    </div>
  );
}

function ManagedBooking({
  t,
  token,
  initial,
}: {
  t: DemoManageMessages;
  token: string;
  initial: ManagedDemo;
}) {
  const { language } = useLanguage();
  const { businessTimeZone } = useSiteConfig();
  const [demo, setDemo] = useState(initial);
  const [open, setOpen] = useState<'reschedule' | 'cancel' | null>(null);
  const [loaded, setLoaded] = useState<Set<string>>(new Set());
  // The visitor's own clock is known only in the browser: shown after hydration, never rendered by the server.
  const [localTime, setLocalTime] = useState<string | null>(null);
  useEffect(() => {
    const start = new Date(demo.selectedSlot);
    setLocalTime(
      visitorClockDiffers(start, businessTimeZone)
        ? t.yourTime(visitorLocalTime(start, businessTimeZone), visitorTimeZone())
        : null,
    );
  }, [demo.selectedSlot, businessTimeZone, t]);

  const show = (dialog: 'reschedule' | 'cancel') => {
    setLoaded((previous) => new Set(previous).add(dialog));
    setOpen(dialog);
  };
  const status = DEMO_STATUS_WORDS[language][demoStatusOf(demo.status)];

  return (
    <div className="mx-auto max-w-2xl px-6 py-16 sm:py-24">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{t.eyebrow}</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900">{t.heading}</h1>
      <p className="mt-3 text-slate-600">{t.intro}</p>

      <dl
        className="mt-8 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white shadow-sm"
        data-testid="managed-demo"
      >
        <Row label={t.when}>
          <span className="flex items-start gap-2">
            <CalendarClock className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
            <span>
              <time
                dateTime={demo.selectedSlot}
                className="font-semibold text-slate-900"
                data-testid="demo-time"
              >
                {longDateTime(demo.selectedSlot, businessTimeZone, language)}
              </time>{' '}
              <span className="text-slate-600">({t.polishTime})</span>
              {localTime && (
                <span className="mt-1 flex items-center gap-1.5 text-sm text-slate-600">
                  <Globe className="size-3.5" aria-hidden="true" />
                  {localTime}
                </span>
              )}
              <span className="mt-1 block text-sm text-slate-600">{t.duration(demo.durationMinutes)}</span>
            </span>
          </span>
        </Row>
        {demo.clubName && <Row label={t.club}>{demo.clubName}</Row>}
        {demo.meetingUrl && !demo.lockedBecause && (
          <Row label={t.meetingLink}>
            <a
              href={demo.meetingUrl}
              className="break-all font-medium text-brand-700 underline underline-offset-2"
              target="_blank"
              rel="noopener noreferrer"
            >
              {demo.meetingUrl}
            </a>
          </Row>
        )}
        <Row label={t.person}>{demo.name}</Row>
        <Row label={t.status}>
          <span className="font-medium text-slate-900" data-testid="demo-status">
            {status}
          </span>
        </Row>
      </dl>

      {demo.slotDeleted && !demo.lockedBecause && (
        <p
          role="status"
          className="mt-6 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
        >
          {t.slotDeleted}
        </p>
      )}

      {demo.lockedBecause ? (
        <div className="mt-6 space-y-4">
          <p role="status" className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-slate-800">
            {t.locked[demo.lockedBecause]}
          </p>
          {demo.lockedBecause !== 'completed' && (
            <a
              href={`/#${BOOK_DEMO_HASH}`}
              className={`${linkButton} bg-brand-700 text-white hover:bg-brand-800`}
            >
              {t.bookAgain}
            </a>
          )}
        </div>
      ) : (
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Button size="lg" onClick={() => show('reschedule')}>
            {t.reschedule}
          </Button>
          <Button size="lg" variant="outline" onClick={() => show('cancel')}>
            {t.cancel}
          </Button>
        </div>
      )}

      {loaded.has('reschedule') && (
        <RescheduleDialog
          token={token}
          current={demo.selectedSlot}
          open={open === 'reschedule'}
          onOpenChange={(next) => setOpen(next ? 'reschedule' : null)}
          onChanged={setDemo}
        />
      )}
      {loaded.has('cancel') && (
        <CancelDialog
          token={token}
          open={open === 'cancel'}
          onOpenChange={(next) => setOpen(next ? 'cancel' : null)}
          onChanged={setDemo}
        />
      )}
    </div>
  );
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 px-5 py-4 sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-4">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="text-slate-900">{children}</dd>
    </div>
  );
}
