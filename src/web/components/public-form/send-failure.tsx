import { useCallback, useRef, useState } from 'react';
import type { Language } from '@shared/language';
import { Button } from '@web/components/ui/button';
import { useLanguage } from '@web/i18n/language';
import { defineMessages } from '@web/i18n/messages';
import { ApiRequestError } from '@web/lib/api';
import { ChunkLoadError } from '@web/lib/lazy-with-retry';
import { useSubmissionKey } from './submission-key';

/** Which form failed to send: the sentence names what was not sent. */
export type SentThing = 'message' | 'booking' | 'order' | 'signup' | 'change';

/** Why: no answer (no network, the server down or failing), or no answer in time (it may have arrived). */
export type SendFailure = 'unreachable' | 'timeout';

const messages = defineMessages<{
  unreachable: Record<SentThing, string>;
  timeout: Record<SentThing, string>;
  retry: string;
}>({
  pl: {
    unreachable: {
      message: 'Nie udało się połączyć z serwerem. Twoja wiadomość nie została wysłana — spróbuj ponownie.',
      booking: 'Nie udało się połączyć z serwerem. Twoja rezerwacja nie została wysłana — spróbuj ponownie.',
      order: 'Nie udało się połączyć z serwerem. Twoje zamówienie nie zostało wysłane — spróbuj ponownie.',
      signup: 'Nie udało się połączyć z serwerem. Twoje zgłoszenie nie zostało wysłane — spróbuj ponownie.',
      change: 'Nie udało się połączyć z serwerem. Zmiana nie została zapisana — spróbuj ponownie.',
    },
    timeout: {
      message:
        'Serwer nie odpowiedział na czas, więc nie wiemy, czy Twoja wiadomość dotarła. Możesz spróbować ponownie.',
      booking:
        'Serwer nie odpowiedział na czas, więc nie wiemy, czy Twoja rezerwacja dotarła. Możesz spróbować ponownie.',
      order:
        'Serwer nie odpowiedział na czas, więc nie wiemy, czy Twoje zamówienie dotarło. Możesz spróbować ponownie.',
      signup:
        'Serwer nie odpowiedział na czas, więc nie wiemy, czy Twoje zgłoszenie dotarło. Możesz spróbować ponownie.',
      change:
        'Serwer nie odpowiedział na czas, więc nie wiemy, czy zmiana została zapisana. Odśwież stronę, aby to sprawdzić.',
    },
    retry: 'Spróbuj ponownie',
  },
  en: {
    unreachable: {
      message: 'Could not reach the server. Your message was not sent — please try again.',
      booking: 'Could not reach the server. Your booking was not sent — please try again.',
      order: 'Could not reach the server. Your order was not sent — please try again.',
      signup: 'Could not reach the server. Your sign-up was not sent — please try again.',
      change: 'Could not reach the server. Your change was not saved — please try again.',
    },
    timeout: {
      message:
        'The server did not answer in time, so we do not know whether your message arrived. You can try again.',
      booking:
        'The server did not answer in time, so we do not know whether your booking arrived. You can try again.',
      order:
        'The server did not answer in time, so we do not know whether your order arrived. You can try again.',
      signup:
        'The server did not answer in time, so we do not know whether your sign-up arrived. You can try again.',
      change:
        'The server did not answer in time, so we do not know whether your change was saved. Reload the page to see.',
    },
    retry: 'Try again',
  },
});

/**
 * A failure to send that is nobody's input: no connection, a timeout, a 5xx, or a part of the form
 * (the spam protection, a rule's code) that could not be loaded. Anything else (a refusal) is null: the form
 * shows it as before.
 */
export function sendFailureOf(error: unknown): SendFailure | null {
  if (error instanceof ChunkLoadError) return 'unreachable';
  if (!(error instanceof ApiRequestError) || !error.unreachable) return null;
  return error.timedOut || error.stillProcessing ? 'timeout' : 'unreachable';
}

/** The sentence alone, for a place without the notice (a toast). */
export const sendFailureMessage = (language: Language, failure: SendFailure, what: SentThing) =>
  messages[language][failure][what];

/**
 * Said at the form when it could not be sent: what the visitor typed stays, and "try again" sends the same
 * form again (a submit button: the form's own checks run first; disabled while it is being sent).
 */
export function SendFailureNotice({
  failure,
  what,
  sending,
}: {
  failure: SendFailure;
  what: SentThing;
  sending: boolean;
}) {
  const t = messages[useLanguage().language];
  return (
    <div
      role="alert"
      data-send-failure=""
      className="flex flex-wrap items-center gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900"
    >
      <p className="min-w-0 flex-1 basis-56">{t[failure][what]}</p>
      <Button type="submit" variant="destructive" size="sm" disabled={sending}>
        {t.retry}
      </Button>
    </div>
  );
}

/**
 * A public form's state of sending: the failure to show at the form, and the submission's key
 * (submission-key.ts) for the request. `caught(error)` says whether the error was a failure to send, now
 * shown; anything else (a refusal) is for the form as before. `sent()` after a success.
 */
export function useSendFailure() {
  const [failure, setFailure] = useState<SendFailure | null>(null);
  const { keyFor, renew } = useSubmissionKey();
  // The spam-protection fields last sent with a key: a retry after a failure to send repeats the request
  // byte for byte, as the server's replay of its answer requires (the same key with another body is 422).
  const kept = useRef<{ key: string; fields: unknown } | null>(null);
  const guardFieldsFor = useCallback(async <T,>(key: string, collect: () => Promise<T>): Promise<T> => {
    if (kept.current?.key === key) return kept.current.fields as T;
    const fields = await collect();
    kept.current = { key, fields };
    return fields;
  }, []);
  const caught = useCallback((error: unknown) => {
    const found = sendFailureOf(error);
    // A refusal was an answer: the next try is a request of its own, with fresh fields.
    if (found === null) kept.current = null;
    setFailure(found);
    return found !== null;
  }, []);
  const sent = useCallback(() => {
    setFailure(null);
    kept.current = null;
    renew();
  }, [renew]);
  const clear = useCallback(() => setFailure(null), []);
  return { failure, caught, sent, clear, keyFor, guardFieldsFor };
}
