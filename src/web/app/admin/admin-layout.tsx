import { useEffect, useId, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { ArrowLeft, LogOut, Menu, X } from 'lucide-react';
import { INBOX_CONFIG } from '@shared/inbox';
import { Button } from '@web/components/ui/button';
import { useCurrentUser, useLogout } from '@web/features/auth/api';
import { useInboxSummary, useNewRecordsTotal } from '@web/features/inbox/api';
import { cn } from '@web/lib/cn';
import { ADMIN_NAV, type AdminNavEntry } from './admin-nav';
import { ADMIN_HOME_PATH, ADMIN_LOGIN_PATH } from './admin-paths';

export type AdminLanguage = 'pl' | 'en';

const CHROME = {
  pl: {
    back: 'Powrót do panelu',
    signedInAs: 'Zalogowany jako',
    nav: 'Nawigacja panelu',
    navMenu: 'Nawigacja panelu (menu)',
    logout: 'Wyloguj',
    openMenu: 'Otwórz menu',
    closeMenu: 'Zamknij menu',
    brand: 'Panel administracyjny',
    newItems: (count: number) => `nowe: ${count}`,
  },
  en: {
    back: 'Back to the dashboard',
    signedInAs: 'Signed in as',
    nav: 'Admin navigation',
    navMenu: 'Admin navigation (menu)',
    logout: 'Log out',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    brand: 'Admin panel',
    newItems: (count: number) => `new: ${count}`,
  },
} as const;

type AdminLayoutProps = {
  title: string;
  /** The admin is Polish; the systems screen passes 'en' and gets its whole chrome in English. */
  language?: AdminLanguage;
  /** product §7: the tenant and lifecycle pages log out through /api/logout. */
  logoutPath?: '/api/admin/logout' | '/api/logout';
  /** product §2: the lifecycle screen offers logout in the mobile menu only. */
  desktopLogout?: boolean;
  /** Extra actions shown in the header next to the title (e.g. "Add"). */
  actions?: ReactNode;
  children: ReactNode;
};

/**
 * The tab's title: the screen, and how many records wait in the inboxes, '(3) Kontakty · Panel
 * administracyjny', so an operator working in another tab sees a new lead arrive.
 */
function useTabTitle(title: string, brand: string) {
  const waiting = useNewRecordsTotal();
  useEffect(() => {
    const screen = title === brand ? brand : `${title} · ${brand}`;
    document.title = waiting > 0 ? `(${waiting}) ${screen}` : screen;
  }, [title, brand, waiting]);
}

/** How many records of an inbox wait in their first status (new, pending, open). */
function NewCount({ entry, id, language }: { entry: AdminNavEntry; id: string; language: AdminLanguage }) {
  const summary = useInboxSummary(entry.inbox!);
  const count = summary.data?.byStatus[INBOX_CONFIG[entry.inbox!].defaultStatus] ?? 0;
  if (count === 0) return null;
  return (
    <>
      <span
        aria-hidden="true"
        className="ml-auto rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 tabular-nums"
      >
        {count}
      </span>
      {/* The link's description, not its name: 'Kontakty' stays 'Kontakty' to a screen reader's link list. */}
      <span id={id} hidden>
        {CHROME[language].newItems(count)}
      </span>
    </>
  );
}

function NavLinks({ language, location }: { language: AdminLanguage; location: string }) {
  const prefix = useId();
  return (
    <ul className="space-y-0.5">
      {ADMIN_NAV.map((entry, index) => {
        const current = location === entry.href;
        const countId = `${prefix}-count-${index}`;
        const Icon = entry.icon;
        return (
          <li key={entry.href}>
            <Link
              href={entry.href}
              aria-current={current ? 'page' : undefined}
              aria-describedby={entry.inbox ? countId : undefined}
              className={cn(
                'flex min-h-10 items-center gap-2.5 rounded-md px-3 py-2 text-sm font-medium text-slate-700',
                'hover:bg-slate-100 hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none',
                current && 'bg-brand-50 text-brand-800 hover:bg-brand-50',
              )}
            >
              <Icon aria-hidden="true" className="size-4 shrink-0" />
              <span className="min-w-0">{entry.label[language]}</span>
              {entry.inbox && <NewCount entry={entry} id={countId} language={language} />}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The chrome of every back-office screen: a fixed sidebar with the one navigation (ADMIN_NAV)
 * on large screens, a menu button opening it on small ones; the header with back, title, who is signed
 * in, the screen's actions and logout. In the screen's language (the systems screen is English).
 */
export function AdminLayout({
  title,
  language = 'pl',
  logoutPath,
  desktopLogout = true,
  actions,
  children,
}: AdminLayoutProps) {
  const { data: user } = useCurrentUser();
  const [location, navigate] = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const logout = useLogout({ path: logoutPath, quietFailure: logoutPath === '/api/logout' });
  const onDashboard = location === ADMIN_HOME_PATH;
  const t = CHROME[language];
  useTabTitle(title, t.brand);
  const signOut = () => logout.mutate(undefined, { onSuccess: () => navigate(ADMIN_LOGIN_PATH) });

  return (
    <div className="min-h-dvh bg-slate-50" lang={language === 'pl' ? undefined : language}>
      <aside className="fixed inset-y-0 left-0 z-30 hidden w-64 flex-col border-r border-slate-200 bg-white lg:flex">
        <Link
          href={ADMIN_HOME_PATH}
          className="block border-b border-slate-200 px-5 py-4 text-base font-semibold text-slate-900"
        >
          {t.brand}
        </Link>
        <nav aria-label={t.nav} className="min-h-0 flex-1 overflow-y-auto px-3 py-3">
          <NavLinks language={language} location={location} />
        </nav>
        {desktopLogout && (
          <div className="border-t border-slate-200 p-3">
            <Button
              variant="outline"
              size="sm"
              onClick={signOut}
              disabled={logout.isPending}
              className="w-full justify-start"
            >
              <LogOut /> {t.logout}
            </Button>
          </div>
        )}
      </aside>

      <div className="lg:pl-64">
        <header className="sticky top-0 z-20 border-b border-slate-200 bg-white">
          <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-3">
            {!onDashboard && (
              <Button asChild variant="ghost" size="icon" aria-label={t.back}>
                <Link href={ADMIN_HOME_PATH}>
                  <ArrowLeft />
                </Link>
              </Button>
            )}
            <div className="min-w-0 flex-1">
              <h1 className="text-lg leading-snug font-semibold text-balance text-slate-900">{title}</h1>
              {user && (
                <p className="truncate text-xs text-slate-600">
                  {t.signedInAs} <span className="font-medium text-slate-800">{user.email}</span>
                </p>
              )}
            </div>
            <Button
              variant="ghost"
              size="icon"
              className="lg:hidden"
              aria-expanded={menuOpen}
              aria-controls="admin-mobile-menu"
              aria-label={menuOpen ? t.closeMenu : t.openMenu}
              onClick={() => setMenuOpen((open) => !open)}
            >
              {menuOpen ? <X /> : <Menu />}
            </Button>
          </div>
          <div
            id="admin-mobile-menu"
            hidden={!menuOpen}
            className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 px-4 py-3 lg:hidden"
          >
            <nav aria-label={t.navMenu}>
              <NavLinks language={language} location={location} />
              <Button
                variant="outline"
                size="sm"
                onClick={signOut}
                disabled={logout.isPending}
                className="mt-2 w-full justify-start"
              >
                <LogOut /> {t.logout}
              </Button>
            </nav>
          </div>
        </header>
        {actions && <div className="mx-auto flex max-w-7xl justify-end gap-2 px-4 pt-4">{actions}</div>}
        <main className="mx-auto max-w-7xl px-4 py-6">{children}</main>
      </div>
    </div>
  );
}
