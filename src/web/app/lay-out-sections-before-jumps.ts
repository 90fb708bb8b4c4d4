/**
 * Static sections far below the viewport are not laid out (`content-visibility: auto`, styles.css) and count as
 * 900 px until they are. A link to a section of the same page scrolls smoothly: the browser fixes where it goes
 * first, then lays out the sections it passes at their real heights, and the section it was going to lands off
 * the screen (the mobile menu's 'Kontakt' on a loaded phone). So the first time such a link is followed, every
 * static section is laid out for good, before the browser works out where the link goes.
 */
export function layOutSectionsBeforeJumps() {
  const layOut = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.('a[href*="#"]');
    if (!(link instanceof HTMLAnchorElement)) return;
    const url = new URL(link.href, window.location.href);
    if (!url.hash || url.pathname !== window.location.pathname) return;
    document.documentElement.setAttribute('data-sections-laid-out', '');
    document.removeEventListener('click', layOut, { capture: true });
  };
  document.addEventListener('click', layOut, { capture: true });
}
