import type { PublicPageModule } from '@web/app/public-page';
import { PublicLayout } from '@web/app/public-layout';
import { useMessages } from '@web/i18n/language';
import { defineMessages } from '@web/i18n/messages';

// product §2: any other path shows '404 Page Not Found' (in both languages, as docs/product.md words it); the server answers 404.
const messages = defineMessages({
  pl: {
    heading: '404 Page Not Found',
    body: 'Ta strona nie istnieje lub została przeniesiona.',
    home: 'Wróć na stronę główną',
    contact: 'Napisz do nas',
  },
  en: {
    heading: '404 Page Not Found',
    body: 'This page does not exist or has moved.',
    home: 'Back to the home page',
    contact: 'Contact us',
  },
});

export const meta: PublicPageModule['meta'] = {
  pl: { title: '404 Page Not Found', description: 'Nie znaleziono strony.' },
  en: { title: '404 Page Not Found', description: 'Page not found.' },
};

export default function NotFoundPage() {
  const t = useMessages(messages);
  return (
    <PublicLayout>
      <div className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center sm:py-32">
        <p className="text-6xl font-bold text-brand-700" aria-hidden="true">
          404
        </p>
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">{t.heading}</h1>
        <p className="mt-4 text-lg text-slate-600">{t.body}</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <a
            href="/"
            className="inline-flex h-11 items-center justify-center rounded-md bg-brand-700 px-5 font-medium text-white hover:bg-brand-800"
          >
            {t.home}
          </a>
          <a
            href="/#contact"
            className="inline-flex h-11 items-center justify-center rounded-md border border-slate-300 px-5 font-medium text-slate-900 hover:bg-slate-50"
          >
            {t.contact}
          </a>
        </div>
      </div>
    </PublicLayout>
  );
}
