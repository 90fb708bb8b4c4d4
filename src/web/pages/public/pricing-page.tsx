import type { PageMeta } from '@web/app/public-routes';

export const meta: Record<'pl' | 'en', PageMeta> = {
  pl: { title: 'cennik', description: 'cennik' },
  en: { title: 'cennik', description: 'cennik' },
};

export default function Page() {
  return <main id="main" />;
}
