import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { LANGUAGE_COOKIE, type Language } from '@shared/language';

type LanguageContextValue = { language: Language; setLanguage(language: Language): void };

const LanguageContext = createContext<LanguageContextValue>({ language: 'pl', setLanguage: () => {} });

// The browser's one language, shared by every React root of the page: a public page is several islands
// (app/islands.ts), each its own root, and the PL/EN toggle in one of them switches them all. The server
// never reads it (each render gets its `initial`).
let current: Language | null = null;
const listeners = new Set<() => void>();

export const languageStore = {
  get: (): Language | null => current,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Switches every root now, and remembers the choice in a cookie for a year. */
  set(next: Language) {
    if (next === current) return;
    current = next;
    document.documentElement.lang = next;
    document.cookie = `${LANGUAGE_COOKIE}=${next}; path=/; max-age=31536000; samesite=lax`;
    for (const listener of listeners) listener();
  },
  /** The page's language as the server sent it, before any root renders (no cookie written). */
  start(language: Language) {
    current ??= language;
  },
};

/**
 * The visitor's language. The server picks it (cookie, English host or referrer) and renders the page in
 * it; the PL/EN toggle switches at once on the client and remembers the choice in a cookie for a year.
 */
export function LanguageProvider({ initial, children }: { initial: Language; children: ReactNode }) {
  const language = useSyncExternalStore(
    languageStore.subscribe,
    () => languageStore.get() ?? initial,
    () => initial,
  );
  const value = useMemo(() => ({ language, setLanguage: languageStore.set }), [language]);
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

export const useLanguage = () => useContext(LanguageContext);

/** The messages of a feature in the current language (see defineMessages). */
export function useMessages<T>(messages: Record<Language, T>): T {
  return messages[useLanguage().language];
}
