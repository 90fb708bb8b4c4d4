import { useQuery } from '@tanstack/react-query';
import {
  CLUB_EVENT_LABELS,
  CLUB_TIMELINE_PATH,
  type ClubEvent,
  type ClubTimeline,
  type MatchField,
} from '@shared/contracts/club-timeline';
import type { InboxKind } from '@shared/inbox';
import { inboxRecordPath, tenantPath } from '@web/components/inbox/record-paths';
import { Badge, type BadgeTone } from '@web/components/ui/badge';
import { ListStates } from '@web/components/ui/list-states';
import { formatDateTime } from '@web/i18n/format';
import { apiRequest, withQuery } from '@web/lib/api';

/** The club's history of a record: asked when the record opens, kept while it stays open. */
export function useClubTimeline(kind: InboxKind, id: string | null) {
  return useQuery({
    queryKey: [CLUB_TIMELINE_PATH, kind, id],
    queryFn: () => apiRequest<ClubTimeline>('GET', withQuery(CLUB_TIMELINE_PATH, { kind, id: id! })),
    enabled: id !== null,
  });
}

const MATCH_LABELS: Record<MatchField, string> = { email: 'e-mail', phone: 'telefon', nip: 'NIP' };

const TONES: Record<ClubEvent['kind'], BadgeTone> = {
  contact: 'blue',
  demo: 'purple',
  order: 'yellow',
  proforma: 'grey',
  payment: 'green',
  invoice: 'green',
  correction: 'red',
  reply: 'grey',
  beta: 'blue',
  tenant: 'brand',
};

function eventHref(event: ClubEvent): string | null {
  if (event.current) return null;
  if (event.tenantId) return tenantPath(event.tenantId);
  return event.record ? inboxRecordPath(event.record.kind, event.record.id) : null;
}

function EventLine({ event, timeZone }: { event: ClubEvent; timeZone: string }) {
  const href = eventHref(event);
  return (
    <li className="relative border-l-2 border-slate-200 pb-3 pl-4 last:pb-0" data-event-kind={event.kind}>
      <span aria-hidden="true" className="absolute top-1.5 -left-[5px] size-2 rounded-full bg-slate-400" />
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <Badge tone={TONES[event.kind]}>{CLUB_EVENT_LABELS[event.kind]}</Badge>
        <time dateTime={event.at} className="text-xs text-slate-600 tabular-nums">
          {formatDateTime(event.at, timeZone)}
        </time>
        {event.current && <span className="text-xs font-medium text-slate-700">(ten rekord)</span>}
      </div>
      <p className="mt-0.5 min-w-0 text-sm break-words text-slate-900">
        {href ? (
          <a href={href} className="text-brand-700 underline-offset-2 hover:underline">
            {event.title}
          </a>
        ) : (
          event.title
        )}
        {event.detail && <span className="text-slate-600"> · {event.detail}</span>}
      </p>
      {(event.source || (!event.current && event.matchedBy.length > 0)) && (
        <p className="text-xs break-words text-slate-600">
          {event.source && <>Źródło: {event.source}</>}
          {event.source && !event.current && event.matchedBy.length > 0 && ' · '}
          {!event.current &&
            event.matchedBy.length > 0 &&
            `wspólny ${event.matchedBy.map((field) => MATCH_LABELS[field]).join(', ')}`}
        </p>
      )}
    </li>
  );
}

/**
 * 'Historia klubu' on a record: every record of the same e-mail, phone or NIP — messages, demos, orders,
 * pro formas, payments, invoices, replies and the customer account — newest first, with the source of the
 * club's first visit at the start.
 */
export function ClubTimelinePanel({
  timeline,
  timeZone,
}: {
  timeline: ReturnType<typeof useClubTimeline>;
  timeZone: string;
}) {
  return (
    <section
      aria-labelledby="club-timeline-title"
      className="mt-6 border-t border-slate-200 pt-4"
      data-testid="club-timeline"
    >
      <h3 id="club-timeline-title" className="text-sm font-semibold text-slate-900">
        Historia klubu
      </h3>
      <ListStates
        query={timeline}
        loadingText="Ładowanie historii klubu..."
        errorTitle="Nie udało się wczytać historii klubu"
        retryLabel="Odśwież"
        showStatus
      >
        {timeline.data && (
          <>
            <p className="mt-1 text-xs text-slate-600">
              Rekordy o tym samym adresie e-mail, numerze telefonu lub NIP, od najnowszych.
              {timeline.data.firstSource && (
                <>
                  {' '}
                  Pierwsza wizyta: <strong className="text-slate-800">{timeline.data.firstSource}</strong>
                </>
              )}
            </p>
            <ol className="mt-3" aria-label="Historia klubu">
              {timeline.data.events.map((event, index) => (
                <EventLine key={`${event.kind}-${event.at}-${index}`} event={event} timeZone={timeZone} />
              ))}
            </ol>
          </>
        )}
      </ListStates>
    </section>
  );
}
