/**
 * A page opened as `?lang=en` on the Polish address (an English e-mail's link when there is no English
 * domain) keeps its language from link to link: a link to another of the site's pages gets the same `?lang=`
 * at the moment it is followed (a click, a middle click, the context menu), so nothing is written to the
 * visitor's device to remember it and the server's HTML stays as cached. Links that name a language keep it.
 */
export function keepLanguageInLinks() {
  const language = new URLSearchParams(window.location.search).get('lang');
  if (language !== 'en' && language !== 'pl') return;
  const carry = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (!(link instanceof HTMLAnchorElement)) return;
    const url = new URL(link.href, window.location.href);
    const ours = url.origin === window.location.origin && !/^\/(api|security)(\/|$)/.test(url.pathname);
    if (!ours || url.searchParams.has('lang') || url.pathname === window.location.pathname) return;
    url.searchParams.set('lang', language);
    link.href = url.toString();
  };
  for (const type of ['click', 'auxclick', 'contextmenu', 'keydown'])
    document.addEventListener(type, carry, { capture: true });
}
