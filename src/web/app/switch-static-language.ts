import { isLanguage, type Language } from '@shared/language';
import { languageStore } from '@web/i18n/language';
import { ISLAND_ATTRIBUTE } from './islands';

/**
 * The PL/EN toggle on a page of islands (decision 0007). The islands follow the language store and render
 * themselves anew; the server HTML around them is the server's to write: the page is fetched in the other
 * language (`?lang=`, the server's cached render) and every part that holds no island is replaced by its
 * counterpart, while the islands' containers, their React roots and whatever the visitor typed in them stay.
 * Both languages are one render of the same tree, so the parts correspond node for node; if they ever do not,
 * the page is loaded anew in the chosen language (the cookie is already set).
 */
export function followLanguageInStaticHtml() {
  let shown = languageStore.get();
  let latest = 0;
  languageStore.subscribe(() => {
    const language = languageStore.get();
    if (!language || language === shown) return;
    shown = language;
    const request = ++latest;
    void fetchPage(language).then(
      (next) => {
        if (request !== latest || !next) return;
        const root = document.getElementById('root');
        const nextRoot = next.getElementById('root');
        if (!root || !nextRoot || !morph(root, nextRoot)) {
          window.location.reload();
          return;
        }
        document.title = next.title;
        const description = next.querySelector('meta[name="description"]')?.getAttribute('content');
        if (description)
          document.querySelector('meta[name="description"]')?.setAttribute('content', description);
      },
      (error: unknown) => {
        // Offline: the islands have switched; the rest stays as sent until the next page.
        console.warn('The page in the other language could not be loaded', error);
      },
    );
  });
}

async function fetchPage(language: Language): Promise<Document | null> {
  const url = new URL(window.location.href);
  url.hash = '';
  url.searchParams.set('lang', language);
  const response = await fetch(url, { credentials: 'same-origin', headers: { accept: 'text/html' } });
  const html = await response.text();
  const next = new DOMParser().parseFromString(html, 'text/html');
  const lang = next.documentElement.lang;
  return isLanguage(lang) && lang === language ? next : null;
}

const holdsIsland = (element: Element) =>
  element.hasAttribute(ISLAND_ATTRIBUTE) || element.querySelector(`[${ISLAND_ATTRIBUTE}]`) !== null;

/** Makes `current` show `next`, keeping every island's container. False where the two do not correspond. */
function morph(current: Element, next: Element): boolean {
  if (current.tagName !== next.tagName) return false;
  if (current.hasAttribute(ISLAND_ATTRIBUTE)) return true;
  if (!holdsIsland(current)) {
    current.replaceWith(document.importNode(next, true));
    return true;
  }
  for (const name of current.getAttributeNames()) if (!next.hasAttribute(name)) current.removeAttribute(name);
  for (const { name, value } of next.attributes)
    if (current.getAttribute(name) !== value) current.setAttribute(name, value);
  const nodes = [...current.childNodes];
  const nextNodes = [...next.childNodes];
  if (nodes.length !== nextNodes.length) return false;
  return nodes.every((node, i) => {
    const counterpart = nextNodes[i]!;
    if (node instanceof Element) return counterpart instanceof Element && morph(node, counterpart);
    if (node.nodeType !== counterpart.nodeType) return false;
    if (node.nodeValue !== counterpart.nodeValue) node.nodeValue = counterpart.nodeValue;
    return true;
  });
}
