import { defineMessages } from '@web/i18n/messages';
import { useMessages } from '@web/i18n/language';
import type { PageMeta } from '@web/app/public-routes';

const messages = defineMessages({
  pl: {
    heading: '404 Page Not Found',
    body: 'Ta strona nie istnieje lub została przeniesiona.',
    home: 'Wróć na stronę główną',
  },
  en: {
    heading: '404 Page Not Found',
    body: 'This page does not exist or has moved.',
    home: 'Back to the home page',
  },
});

export const meta: Record<'pl' | 'en', PageMeta> = {
  pl: { title: '404 Page Not Found', description: 'Nie znaleziono strony.' },
  en: { title: '404 Page Not Found', description: 'Page not found.' },
};

export default function NotFoundPage() {
  const t = useMessages(messages);
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-slate-50 px-6 text-center">
      <h1 className="text-3xl font-bold text-slate-900">{t.heading}</h1>
      <p className="text-slate-700">{t.body}</p>
      <a href="/" className="font-medium text-brand-700 underline underline-offset-4">
        {t.home}
      </a>
    </main>
  );
}
