import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { LANGUAGE_COOKIE, type Language } from '@shared/language';

type LanguageContextValue = { language: Language; setLanguage(language: Language): void };

const LanguageContext = createContext<LanguageContextValue>({ language: 'pl', setLanguage: () => {} });

/**
 * The visitor's language. The server picks it (cookie, English host or referrer) and renders the page in
 * it; the PL/EN toggle switches at once on the client and remembers the choice in a cookie for a year.
 */
export function LanguageProvider({ initial, children }: { initial: Language; children: ReactNode }) {
  const [language, setLanguageState] = useState<Language>(initial);
  const setLanguage = useCallback((next: Language) => {
    setLanguageState(next);
    document.documentElement.lang = next;
    document.cookie = `${LANGUAGE_COOKIE}=${next}; path=/; max-age=31536000; samesite=lax`;
  }, []);
  const value = useMemo(() => ({ language, setLanguage }), [language, setLanguage]);
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

export const useLanguage = () => useContext(LanguageContext);

/** The messages of a feature in the current language (see defineMessages). */
export function useMessages<T>(messages: Record<Language, T>): T {
  return messages[useLanguage().language];
}
