import type { PublicPageModule } from './public-page';

/**
 * The public routes (SPEC §2). Each page is its own chunk, so a page loads only its own code.
 * Public pages link with plain <a>: each page is server-rendered and arrives complete.
 */
export const PUBLIC_PAGES: Record<string, () => Promise<PublicPageModule>> = {
  '/': () => import('../pages/public/landing-page'),
  '/cennik': () => import('../pages/public/pricing-page'),
  '/regulamin': () => import('../pages/public/terms-page'),
  '/polityka-prywatnosci': () => import('../pages/public/privacy-page'),
};

export const loadNotFoundPage = (): Promise<PublicPageModule> => import('../pages/public/not-found-page');

export const PUBLIC_PATHS = Object.keys(PUBLIC_PAGES);
