import { serverMessage } from '@web/lib/api';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'wouter';
import type { InboxRecord } from '@shared/contracts/inbox';
import type { InboxKind } from '@shared/inbox';
import { OPEN_PARAM } from '@web/components/inbox/use-list-params';
import { toast } from '@web/components/ui/toast-store';
import { useInboxRecord } from './api';

/** The history state of an entry pushed by opening a record from its list. */
const OPENED_HERE = 'inboxRecordOpened';
const openedHere = (state: unknown) => (state as Record<string, unknown> | null)?.[OPENED_HERE] === true;

/**
 * Which record's manage dialog is open, kept in the URL (?open=<id>): the operator's e-mail and the
 * outbox link straight to it, and it need not be on the page shown (then it is fetched by id).
 */
export function useOpenRecord(kind: InboxKind, items: InboxRecord[]) {
  const [search, setSearch] = useSearchParams();
  const openId = search.get(OPEN_PARAM);
  const inList = openId ? items.find((item) => item.id === openId) : undefined;
  const fetched = useInboxRecord(kind, openId && !inList ? openId : null);
  const record = inList ?? (fetched.data?.id === openId ? (fetched.data as InboxRecord) : undefined);

  // The last record shown stays in the dialog while it closes.
  const [shown, setShown] = useState<InboxRecord | null>(null);
  if (record && record !== shown) setShown(record);

  // Opening pushes a history entry, so Back closes the record and keeps the list; closing an entry we pushed
  // goes back to it (a later Back then leaves the list, not reopens the record). A record opened by a link
  // (?open= in the address from the start) has no entry of ours under it: closing replaces.
  const setOpen = useCallback(
    (id: string | null) => {
      if (!id && openedHere(window.history.state)) {
        window.history.back();
        return;
      }
      setSearch(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (id) next.set(OPEN_PARAM, id);
          else next.delete(OPEN_PARAM);
          return next;
        },
        id && !openId ? { state: { [OPENED_HERE]: true } } : { replace: true },
      );
    },
    [setSearch, openId],
  );

  // A link to a record that is gone (or never was): say so, and show the list.
  const failed = openId !== null && !inList && fetched.isError ? fetched.error : null;
  useEffect(() => {
    if (!failed) return;
    toast({ title: 'Błąd', description: serverMessage(failed), variant: 'destructive' });
    setOpen(null);
  }, [failed, setOpen]);

  return { record: shown, open: Boolean(openId && record), setOpen };
}
