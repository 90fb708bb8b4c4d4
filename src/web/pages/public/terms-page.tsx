import type { PageMeta } from '@web/app/public-routes';

export const meta: Record<'pl' | 'en', PageMeta> = {
  pl: { title: 'regulamin', description: 'regulamin' },
  en: { title: 'regulamin', description: 'regulamin' },
};

export default function Page() {
  return <main id="main" />;
}
