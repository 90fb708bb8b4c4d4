import type { QueryClient } from '@tanstack/react-query';
import { DASHBOARD_PATH } from '@shared/contracts/dashboard';
import { inboxPath } from '@shared/contracts/inbox';
import {
  LIVE_EVENT,
  LIVE_EVENTS_PATH,
  liveChangeSchema,
  type LiveChange,
  type LiveKind,
} from '@shared/contracts/live-events';
import { INBOX_KINDS, type InboxKind } from '@shared/inbox';

/** The signed-in admin (401 when the session is over). */
const SESSION_PATH = '/api/admin/user';

/**
 * The back office's live updates: one EventSource per signed-in session on the server's stream of
 * committed inbox changes. A change marks what shows it as stale (the kind's list, its summary — the
 * sidebar's count —, the record and its history, the dashboard), so an open screen reads it again at once.
 *
 * A list whose operator is not at its top (a later page, or scrolled) keeps its place: it `hold`s its
 * kind, and then new records are not read into it; the screen is told of them instead and offers
 * 'N nowych — pokaż'. A changed record is still brought up to date in place.
 */

/** Coalesces a burst (a bulk change in batches) into one refetch. */
const SETTLE_MS = 150;

type Hold = { holding(): boolean; onNew(change: LiveChange): void };
const holds = new Map<InboxKind, Set<Hold>>();

/** While `holding()` says so, new records of `kind` are told to `onNew` instead of read into its list. */
export function holdNewRecords(kind: InboxKind, hold: Hold): () => void {
  const set = holds.get(kind) ?? new Set<Hold>();
  holds.set(kind, set);
  set.add(hold);
  return () => void set.delete(hold);
}

const held = (kind: InboxKind) => [...(holds.get(kind) ?? [])].filter((hold) => hold.holding());

/** A list query of the kind: key `[inboxPath(kind), query]` (features/inbox/api.ts). */
const isList = (key: readonly unknown[], kind: InboxKind) => key[0] === inboxPath(kind) && key.length > 1;

/** A list the operator holds in place: new records wait behind 'N nowych — pokaż'. */
const isHeldList = (key: readonly unknown[]) =>
  INBOX_KINDS.some((kind) => isList(key, kind) && held(kind).length > 0);

type ListData = { items: { id: string }[] };

/** `cancelRefetch: false` leaves a read under way to finish instead of sending it again. */
function refresh(
  queryClient: QueryClient,
  kind: InboxKind,
  changes: LiveChange[],
  options: { cancelRefetch: boolean } = { cancelRefetch: true },
): void {
  const base = inboxPath(kind);
  const holding = held(kind);
  const created = changes.filter((change) => change.change === 'created');
  if (holding.length > 0) for (const change of created) for (const hold of holding) hold.onNew(change);
  void queryClient.invalidateQueries(
    {
      predicate: ({ queryKey }) => {
        const path = String(queryKey[0]);
        if (path === DASHBOARD_PATH) return true;
        if (isList(queryKey, kind)) return holding.length === 0;
        return path === base || path.startsWith(`${base}/`);
      },
    },
    options,
  );
  if (holding.length === 0) return;
  // The list held in place: the records changed on it are read one by one and replaced where they are.
  const updated = new Set(
    changes.flatMap((change) => (change.change === 'updated' && change.id ? [change.id] : [])),
  );
  for (const id of updated) {
    void queryClient
      .fetchQuery<{ id: string }>({ queryKey: [`${base}/${id}`], staleTime: 0 })
      .then((fresh) =>
        queryClient.setQueriesData<ListData>(
          { predicate: ({ queryKey }) => isList(queryKey, kind) },
          (data) =>
            data && { ...data, items: data.items.map((item) => (item.id === fresh.id ? fresh : item)) },
        ),
      )
      .catch(() => {});
  }
}

/** The invoices' screens ('Faktury', the KSeF screen and the dashboard's notice) read again. */
const INVOICE_PATHS = ['/api/admin/invoices', '/api/admin/ksef'];
function refreshInvoices(queryClient: QueryClient, options: { cancelRefetch: boolean }): void {
  void queryClient.invalidateQueries(
    {
      predicate: ({ queryKey }) => {
        const path = String(queryKey[0]);
        return INVOICE_PATHS.some(
          (base) => path === base || path.startsWith(`${base}/`) || path.startsWith(`${base}?`),
        );
      },
    },
    options,
  );
}

/** After the stream was refused by something other than us (a proxy's 502 during a deploy), the next try. */
const REOPEN_MS = 5_000;

/**
 * Opens the stream and keeps it open: EventSource comes back by itself after a restart or a network blip
 * (after the server's `retry:`); every opening reads everything again, as changes may have been missed
 * before it. A refused stream closes the EventSource: if the session is over (401) it stays closed, and
 * `onSignedOut` is told; otherwise (a proxy's error page while the server restarts, a process holding
 * all the streams it may) it opens again. The server ends the stream of a session that is over with
 * `session-ended`: closed for good, and `onSignedOut` is told.
 * Returns the way to close it.
 */
export function connectLiveUpdates(queryClient: QueryClient, onSignedOut: () => void): () => void {
  const pending = new Map<LiveKind, LiveChange[]>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let reopen: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;
  let source: EventSource | null = null;
  const flush = () => {
    timer = null;
    for (const [kind, changes] of pending) {
      if (kind === 'invoices') refreshInvoices(queryClient, { cancelRefetch: true });
      else refresh(queryClient, kind, changes);
    }
    pending.clear();
  };
  /**
   * When the stream opens (the first time too) or says changes were missed, everything on screen is read
   * again: a change committed after a screen was read and before the server subscribed the stream reaches
   * it no other way. A read still under way is not cancelled (on a slow phone it is the screen's first
   * answer); once it is in, it is read once more, as it may have been answered before the subscription.
   */
  let stopRereading = () => {};
  const readAgain = () => {
    stopRereading();
    const cache = queryClient.getQueryCache();
    const reading = new Set(cache.findAll({ fetchStatus: 'fetching' }).map((query) => query.queryHash));
    for (const kind of INBOX_KINDS) refresh(queryClient, kind, [], { cancelRefetch: false });
    refreshInvoices(queryClient, { cancelRefetch: false });
    if (reading.size === 0) return;
    // Each read under way is read once more as soon as it is in, on its own: a slow list does not keep the
    // sidebar's count waiting, nor the other way round.
    const unsubscribe = cache.subscribe(({ query, type }) => {
      if (!reading.has(query.queryHash)) return;
      if (type !== 'removed' && query.state.fetchStatus !== 'idle') return;
      reading.delete(query.queryHash);
      if (reading.size === 0) unsubscribe();
      if (type === 'removed' || stopped || isHeldList(query.queryKey)) return;
      // Not from inside the cache's own notification.
      setTimeout(() => void queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true }));
    });
    stopRereading = unsubscribe;
  };

  const open = () => {
    const next = new EventSource(LIVE_EVENTS_PATH);
    source = next;
    next.addEventListener('open', readAgain);
    next.addEventListener(LIVE_EVENT.change, (event) => {
      const parsed = liveChangeSchema.safeParse(JSON.parse((event as MessageEvent<string>).data));
      if (!parsed.success) return;
      const list = pending.get(parsed.data.kind) ?? [];
      list.push(parsed.data);
      pending.set(parsed.data.kind, list);
      timer ??= setTimeout(flush, SETTLE_MS);
    });
    next.addEventListener(LIVE_EVENT.resync, readAgain);
    // The session is over (signed out elsewhere, revoked, deactivated, factors reset): as on a 401.
    next.addEventListener(LIVE_EVENT.sessionEnded, () => {
      if (stopped) return;
      stop();
      onSignedOut();
    });
    next.addEventListener('error', () => {
      // CONNECTING: the browser is already trying again. CLOSED: the answer was not a stream.
      if (next.readyState !== EventSource.CLOSED || stopped) return;
      fetch(SESSION_PATH, { credentials: 'same-origin' }).then(
        (response) => {
          if (stopped) return;
          if (response.status === 401) {
            stop();
            onSignedOut();
          } else reopen = setTimeout(open, REOPEN_MS);
        },
        () => {
          if (!stopped) reopen = setTimeout(open, REOPEN_MS);
        },
      );
    });
  };
  function stop() {
    stopped = true;
    source?.close();
    stopRereading();
    if (timer) clearTimeout(timer);
    if (reopen) clearTimeout(reopen);
  }
  open();
  return stop;
}
