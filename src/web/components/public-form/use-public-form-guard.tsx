import { createElement, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { CHALLENGE_PATH, HONEYPOT_FIELD, MIN_FILL_TIME_MS, PRIVACY_NOTICE_VERSION } from '@shared/privacy';
import { useLanguage, useMessages } from '@web/i18n/language';
import { ApiRequestError, NO_CONNECTION_MESSAGE } from '@web/lib/api';
import { loadWithRetry } from '@web/lib/lazy-with-retry';
import { useSiteConfig } from '@web/lib/site-config';
import { noticeMessages } from './messages';

type WidgetElement = HTMLElement & { verify?: () => void; reset?: () => void };
type StateDetail = { state: string; payload?: string };

export type GuardFields = {
  noticeVersion: string;
  altcha?: string;
  website?: string;
  fillTimeMs: number;
};

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const loadWidget = () => import('./altcha-loader');

/** How long a send waits for the proof of work before saying the server could not be reached. */
const SOLVE_TIMEOUT_MS = 30_000;

type Waiter = { resolve(payload: string): void; reject(error: Error): void };

/** The widget could not get or check its challenge: the server is not answering. */
const challengeFailed = () => new ApiRequestError(0, NO_CONNECTION_MESSAGE, null);

/**
 * Spam protection of a public form, as the server expects it: the honeypot, the fill time, and the ALTCHA
 * proof-of-work solved in the background while the visitor types. `start` goes on the form's focus and
 * input: only then is the widget loaded (the page keeps its JavaScript budget). `collect` gives the fields
 * to send: an honest client never sends sooner than the minimum fill time after the challenge was fetched,
 * which a person never notices, so the server's timing check only ever catches scripts.
 */
export function usePublicFormGuard() {
  const { publicFormChallenge } = useSiteConfig();
  const { language } = useLanguage();
  const t = useMessages(noticeMessages);
  const startedAt = useRef<number | null>(null);
  // When the current solution arrived: its challenge was issued before, so waiting from here is enough.
  const solvedAt = useRef<number | null>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const widget = useRef<WidgetElement | null>(null);
  const payload = useRef<string | null>(null);
  const waiters = useRef<Waiter[]>([]);
  const widgetLoad = useRef<Promise<unknown> | null>(null);
  const widgetState = useRef<string | null>(null);
  const [loaded, setLoaded] = useState(false);

  /** Loads the widget (again, after a failure: the next send asks for it). */
  const loadWidgetOnce = useCallback(() => {
    if (!widgetLoad.current) {
      const load = loadWithRetry(loadWidget);
      widgetLoad.current = load;
      load.then(
        () => setLoaded(true),
        () => {
          widgetLoad.current = null;
        },
      );
    }
    return widgetLoad.current;
  }, []);

  const start = useCallback(() => {
    if (startedAt.current !== null) return;
    startedAt.current = performance.now();
    if (publicFormChallenge) void loadWidgetOnce().catch(() => {});
  }, [publicFormChallenge, loadWidgetOnce]);

  const onStateChange = useCallback((event: Event) => {
    const detail = (event as CustomEvent<StateDetail>).detail;
    widgetState.current = detail?.state ?? null;
    if (detail?.state === 'verified' && detail.payload) {
      payload.current = detail.payload;
      solvedAt.current = performance.now();
      for (const waiter of waiters.current.splice(0)) waiter.resolve(detail.payload);
    } else if (detail?.state === 'error') {
      // Without this a send would wait for a solution forever, the button saying 'Wysyłanie...'.
      for (const waiter of waiters.current.splice(0)) waiter.reject(challengeFailed());
    }
  }, []);

  const attach = useCallback(
    (element: WidgetElement | null) => {
      widget.current?.removeEventListener('statechange', onStateChange);
      widget.current = element;
      element?.addEventListener('statechange', onStateChange);
    },
    [onStateChange],
  );
  useEffect(() => () => widget.current?.removeEventListener('statechange', onStateChange), [onStateChange]);

  const solved = useCallback(async (): Promise<string> => {
    await loadWidgetOnce();
    if (payload.current) return payload.current;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const promise = new Promise<string>((resolve, reject) => {
      const waiter = { resolve, reject };
      waiters.current.push(waiter);
      timer = setTimeout(() => {
        waiters.current = waiters.current.filter((other) => other !== waiter);
        reject(new ApiRequestError(0, NO_CONNECTION_MESSAGE, null, true));
      }, SOLVE_TIMEOUT_MS);
    });
    // A widget at work (or a fresh one, which starts by itself: 'onload') is left to it: a second verify()
    // would abort the first, which then reports an error. After an error or an expiry it starts again.
    const state = widgetState.current;
    if (state === 'error' || state === 'expired') widget.current?.reset?.();
    if (state === 'error' || state === 'expired' || state === 'unverified') widget.current?.verify?.();
    return promise.finally(() => clearTimeout(timer));
  }, [loadWidgetOnce]);

  const collect = useCallback(async (): Promise<GuardFields> => {
    start();
    const altcha = publicFormChallenge ? await solved() : undefined;
    const since = startedAt.current ?? performance.now();
    const elapsed = performance.now() - Math.max(since, solvedAt.current ?? 0);
    if (elapsed < MIN_FILL_TIME_MS) await wait(MIN_FILL_TIME_MS - elapsed + 250);
    const website = honeypot.current?.value ?? '';
    // A solution is good for one submission: solve the next one now, in case this one is refused.
    payload.current = null;
    solvedAt.current = null;
    if (altcha) {
      widget.current?.reset?.();
      widget.current?.verify?.();
    }
    return {
      noticeVersion: PRIVACY_NOTICE_VERSION,
      ...(altcha && { altcha }),
      ...(website && { [HONEYPOT_FIELD]: website }),
      fillTimeMs: Math.round(performance.now() - since),
    };
  }, [publicFormChallenge, solved, start]);

  const fields: ReactNode = (
    <>
      {/* People never see or reach this field; form-filling scripts do. */}
      <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
        <label>
          {t.honeypotLabel}
          <input
            ref={honeypot}
            type="text"
            name={HONEYPOT_FIELD}
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </label>
      </div>
      {loaded &&
        // Outside the form: the widget's own required checkbox would otherwise take part in the browser's
        // validation of the form (blocking a send while it works) and it would intercept the submit.
        createPortal(
          createElement('altcha-widget', {
            ref: attach,
            challenge: CHALLENGE_PATH,
            auto: 'onload',
            display: 'invisible',
            language,
            name: 'altcha',
            'aria-label': t.challengeLabel,
            configuration: JSON.stringify({ hideFooter: true, hideLogo: true }),
            'data-testid': 'altcha-widget',
          }),
          document.body,
        )}
    </>
  );

  return { start, collect, fields, challengeLoaded: loaded };
}
