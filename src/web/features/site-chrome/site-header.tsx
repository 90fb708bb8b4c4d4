import { useEffect, useId, useState } from 'react';
import { Crosshair, ExternalLink, Menu, X } from 'lucide-react';
import { useMessages } from '@web/i18n/language';
import { useSiteConfig } from '@web/lib/site-config';
import { cn } from '@web/lib/cn';
import { LanguageToggle } from './language-toggle';
import { chromeMessages } from './messages';
import { SECTION_LINKS } from './nav-links';

export function Logo({ className }: { className?: string }) {
  const t = useMessages(chromeMessages);
  return (
    <a
      href="/"
      aria-label={t.homeLabel}
      className={cn('inline-flex items-center gap-2 font-bold tracking-tight', className)}
    >
      <span className="grid size-8 place-items-center rounded-md bg-brass-400 text-brand-900">
        <Crosshair className="size-5" aria-hidden="true" />
      </span>
      <span className="text-lg">{t.brand}</span>
    </a>
  );
}

/** The public header: logo, section links, PL/EN toggle, live demo; links collapse into a menu below md. */
export function SiteHeader() {
  const t = useMessages(chromeMessages);
  const { demoSiteUrl } = useSiteConfig();
  const [open, setOpen] = useState(false);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  const demoLink = (className: string) => (
    <a href={demoSiteUrl} target="_blank" rel="noopener" className={className}>
      {t.liveDemo}
      <ExternalLink className="size-4" aria-hidden="true" />
      <span className="sr-only">{t.newTab}</span>
    </a>
  );

  return (
    <header className="sticky top-0 z-40 border-b border-white/10 bg-brand-900 text-white">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo />
        <nav aria-label={t.mainNav} className="hidden md:block">
          <ul className="flex items-center gap-1">
            {SECTION_LINKS.map((link) => (
              <li key={link.id}>
                <a
                  href={link.href}
                  className="rounded-md px-3 py-2 text-sm font-medium text-slate-200 hover:bg-white/10 hover:text-white"
                >
                  {t[link.key]}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="hidden items-center gap-3 md:flex">
          <LanguageToggle />
          {demoLink(
            'inline-flex h-9 items-center gap-2 rounded-md bg-brass-400 px-3 text-sm font-semibold text-brand-900 hover:bg-brass-300',
          )}
        </div>
        <button
          type="button"
          className="grid size-10 place-items-center rounded-md text-white hover:bg-white/10 md:hidden"
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={open ? t.closeMenu : t.openMenu}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? (
            <X className="size-6" aria-hidden="true" />
          ) : (
            <Menu className="size-6" aria-hidden="true" />
          )}
        </button>
      </div>
      <div id={menuId} hidden={!open} className="border-t border-white/10 md:hidden">
        <nav aria-label={t.mainNav} className="mx-auto max-w-6xl px-4 py-3">
          <ul className="grid gap-1">
            {SECTION_LINKS.map((link) => (
              <li key={link.id}>
                <a
                  href={link.href}
                  onClick={() => setOpen(false)}
                  className="block rounded-md px-3 py-3 text-base font-medium text-slate-100 hover:bg-white/10"
                >
                  {t[link.key]}
                </a>
              </li>
            ))}
          </ul>
          <div className="mt-3 flex items-center justify-between gap-3 border-t border-white/10 pt-3">
            <LanguageToggle />
            {demoLink(
              'inline-flex h-10 items-center gap-2 rounded-md bg-brass-400 px-4 text-sm font-semibold text-brand-900',
            )}
          </div>
        </nav>
      </div>
    </header>
  );
}
