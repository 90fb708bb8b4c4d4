/**
 * Static sections far below the viewport are not laid out (`content-visibility: auto`, styles.css) and count as
 * 900 px until they are. A jump to a section works out where it goes on those placeholders, and the sections
 * laid out on the way (or beside the destination) then take their real heights: the section lands off the screen
 * (the mobile menu's 'Kontakt', or another page's, on a loaded phone). So the first jump lays every static section
 * out for good before the browser works out where it goes.
 */
export function layOutSectionsBeforeJumps() {
  const layOut = () => document.documentElement.setAttribute('data-sections-laid-out', '');
  // Opened at a section (another page's 'Kontakt'): the browser may have scrolled on the placeholders already,
  // so the page is laid out and brought to the section again, at once.
  const opened = window.location.hash.slice(1);
  const target = opened ? document.getElementById(opened) : null;
  if (target) {
    layOut();
    target.scrollIntoView({ behavior: 'instant', block: 'start' });
    return;
  }
  const onClick = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.('a[href*="#"]');
    if (!(link instanceof HTMLAnchorElement)) return;
    const url = new URL(link.href, window.location.href);
    if (!url.hash || url.pathname !== window.location.pathname) return;
    layOut();
    document.removeEventListener('click', onClick, { capture: true });
  };
  document.addEventListener('click', onClick, { capture: true });
}
