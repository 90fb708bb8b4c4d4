import type { PublicPageModule } from './public-page';

/**
 * The public routes (product §2). Each page is its own chunk, so a page loads only its own code.
 * Public pages link with plain <a>: each page is server-rendered and arrives complete.
 */
export const PUBLIC_PAGES: Record<string, () => Promise<PublicPageModule>> = {
  '/': () => import('../pages/public/landing-page'),
  '/cennik': () => import('../pages/public/pricing-page'),
  '/regulamin': () => import('../pages/public/terms-page'),
  '/polityka-prywatnosci': () => import('../pages/public/privacy-page'),
};

/**
 * Pages whose address carries a value (a secret token) and whose content depends on it: rendered by the
 * server on each request with their data, never cached, never in the sitemap.
 */
export const DYNAMIC_PAGES: { prefix: string; load: () => Promise<PublicPageModule> }[] = [
  { prefix: '/prezentacja/', load: () => import('../pages/public/demo-manage-page') },
];

export function dynamicPageFor(path: string) {
  return DYNAMIC_PAGES.find((page) => path.startsWith(page.prefix) && path.length > page.prefix.length);
}

export const loadNotFoundPage = (): Promise<PublicPageModule> => import('../pages/public/not-found-page');

export const PUBLIC_PATHS = Object.keys(PUBLIC_PAGES);

/** The page module of a path: a public page, a dynamic page, else the not-found page. */
export const pageLoaderFor = (path: string): (() => Promise<PublicPageModule>) =>
  PUBLIC_PAGES[path] ?? dynamicPageFor(path)?.load ?? loadNotFoundPage;
