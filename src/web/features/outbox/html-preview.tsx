/**
 * Links in the preview open in a new tab instead of inside the little frame. A <base> before the doctype
 * would switch the document to quirks mode, so it goes into <head> when there is one.
 */
export function withLinksInNewTab(html: string): string {
  const base = '<base target="_blank">';
  return /<head[^>]*>/i.test(html) ? html.replace(/<head[^>]*>/i, (head) => `${head}${base}`) : base + html;
}

/**
 * The message's HTML exactly as it goes out, in a sandboxed frame: no script runs (no allow-scripts), it
 * cannot reach the back office (no allow-same-origin: an opaque origin, no cookies), and its styles cannot
 * leak into the page. srcdoc needs no URL, so the page's CSP (frame-src from default-src 'self') holds.
 */
export function HtmlPreview({ html, title }: { html: string; title: string }) {
  return (
    <iframe
      title={title}
      srcDoc={withLinksInNewTab(html)}
      sandbox="allow-popups allow-popups-to-escape-sandbox"
      referrerPolicy="no-referrer"
      className="h-[60dvh] min-h-80 w-full rounded-md border border-slate-200 bg-white"
      data-testid="outbox-html-preview"
    />
  );
}
