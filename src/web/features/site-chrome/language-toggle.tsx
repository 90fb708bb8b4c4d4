import { LANGUAGES, type Language } from '@shared/language';
import { useLanguage, useMessages } from '@web/i18n/language';
import { cn } from '@web/lib/cn';
import { chromeMessages } from './messages';

/**
 * PL/EN toggle: switches the page at once (no reload); the choice is remembered in a cookie by
 * LanguageProvider. A `?lang=` in the address would override that cookie on the next visit, so it goes.
 */
export function LanguageToggle({ className }: { className?: string }) {
  const { language, setLanguage } = useLanguage();
  const t = useMessages(chromeMessages);
  const choose = (next: Language) => {
    if (next === language) return;
    setLanguage(next);
    const url = new URL(window.location.href);
    if (url.searchParams.has('lang')) {
      url.searchParams.delete('lang');
      window.history.replaceState(window.history.state, '', url);
    }
  };
  return (
    <div
      role="group"
      aria-label={t.languageGroup}
      className={cn('inline-flex rounded-md border border-white/25 p-0.5', className)}
    >
      {LANGUAGES.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          aria-pressed={option === language}
          title={option === 'pl' ? t.switchToPolish : t.switchToEnglish}
          onClick={() => choose(option)}
          className={cn(
            'min-w-10 rounded px-2.5 py-1.5 text-xs font-semibold tracking-wide transition-colors',
            option === language
              ? 'bg-white text-brand-900'
              : 'text-slate-200 hover:bg-white/10 hover:text-white',
          )}
        >
          {option.toUpperCase()}
        </button>
      ))}
    </div>
  );
}
