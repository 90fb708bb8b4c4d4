/**
 * The notice shown when an island's code cannot be loaded (the network is gone) and a visitor tapped: in the
 * page's language, with a button that tries again. Plain DOM: the island's code is what could not be loaded.
 */

const FAILURE_TEXT = {
  pl: {
    message:
      'Nie udało się wczytać interaktywnej części strony. Sprawdź połączenie z internetem i spróbuj ponownie.',
    retry: 'Spróbuj ponownie',
  },
  en: {
    message:
      'The interactive part of the page could not be loaded. Check your internet connection and try again.',
    retry: 'Try again',
  },
};

export type LoadFailureNotice = {
  /** Puts the notice on the page (once: it stays until hidden). */
  show(): void;
  hide(): void;
  /** Whether the element is part of the notice (its button works without any island). */
  contains: (element: Element) => boolean;
};

/** The page's one failure notice; its button hides it and then calls `retry`. */
export function createLoadFailureNotice(retry: () => void): LoadFailureNotice {
  let notice: HTMLElement | null = null;
  const hide = () => {
    notice?.remove();
    notice = null;
  };
  const show = () => {
    if (notice) return;
    const text = document.documentElement.lang === 'en' ? FAILURE_TEXT.en : FAILURE_TEXT.pl;
    notice = document.createElement('div');
    notice.setAttribute('role', 'alert');
    notice.dataset.loadFailure = '';
    notice.className =
      'fixed inset-x-3 bottom-3 z-[60] mx-auto flex max-w-lg flex-wrap items-center gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900 shadow-lg';
    const message = document.createElement('p');
    message.className = 'min-w-0 flex-1 basis-56';
    message.textContent = text.message;
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'rounded-md bg-red-800 px-3 py-2 font-medium text-white hover:bg-red-900';
    button.textContent = text.retry;
    button.addEventListener('click', () => {
      hide();
      retry();
    });
    notice.append(message, button);
    document.body.append(notice);
  };
  return { show, hide, contains: (element) => notice?.contains(element) ?? false };
}
