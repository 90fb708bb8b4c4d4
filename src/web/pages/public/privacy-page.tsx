import type { PageMeta } from '@web/app/public-routes';

export const meta: Record<'pl' | 'en', PageMeta> = {
  pl: { title: 'polityka', description: 'polityka' },
  en: { title: 'polityka', description: 'polityka' },
};

export default function Page() {
  return <main id="main" />;
}
