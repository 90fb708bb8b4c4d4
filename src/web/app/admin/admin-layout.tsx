import { useState, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { ArrowLeft, LogOut, Menu, X } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { useCurrentUser, useLogout } from '@web/features/auth/api';
import { cn } from '@web/lib/cn';
import { ADMIN_HOME_PATH, ADMIN_LOGIN_PATH, adminPath } from './admin-paths';

export type AdminNavLink = { href: string; label: string };

/** product §2 common header: slots, beta, testimonials, tenants (and the outbox). Screens with their own nav pass `nav`. */
export const COMMON_ADMIN_NAV: AdminNavLink[] = [
  { href: adminPath('slots'), label: 'Sloty' },
  { href: adminPath('beta-tests'), label: 'Testy Beta' },
  { href: adminPath('testimonials'), label: 'Opinie' },
  { href: adminPath('tenants'), label: 'Tenanci' },
  { href: adminPath('outbox'), label: 'Wiadomości e-mail' },
  { href: adminPath('tresci-strony'), label: 'Treści strony' },
  { href: adminPath('administratorzy'), label: 'Administratorzy' },
];

/** The systems screen's nav in its language (product §1: that screen is English, chrome included). */
const COMMON_ADMIN_NAV_EN: AdminNavLink[] = [
  { href: adminPath('slots'), label: 'Slots' },
  { href: adminPath('beta-tests'), label: 'Beta tests' },
  { href: adminPath('testimonials'), label: 'Testimonials' },
  { href: adminPath('tenants'), label: 'Tenants' },
];

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
  },
  en: {
    back: 'Back to the dashboard',
    signedInAs: 'Signed in as',
    nav: 'Admin navigation',
    navMenu: 'Admin navigation (menu)',
    logout: 'Log out',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
  },
} as const satisfies Record<AdminLanguage, Record<string, string>>;

type AdminLayoutProps = {
  title: string;
  /** The admin is Polish; the systems screen passes 'en' and gets its whole chrome in English. */
  language?: AdminLanguage;
  nav?: AdminNavLink[];
  /** product §7: the tenant and lifecycle pages log out through /api/logout. */
  logoutPath?: '/api/admin/logout' | '/api/logout';
  /** product §2: the lifecycle screen offers logout in the mobile menu only. */
  desktopLogout?: boolean;
  /** Extra actions shown in the header next to the title (e.g. "Add"). */
  actions?: ReactNode;
  children: ReactNode;
};

export function AdminLayout({
  title,
  language = 'pl',
  nav = language === 'en' ? COMMON_ADMIN_NAV_EN : COMMON_ADMIN_NAV,
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
  const signOut = () => logout.mutate(undefined, { onSuccess: () => navigate(ADMIN_LOGIN_PATH) });

  const navLinks = (className: string) =>
    nav.map((link) => (
      <Button
        key={link.href}
        asChild
        variant={location === link.href ? 'secondary' : 'ghost'}
        size="sm"
        className={className}
      >
        <Link href={link.href} aria-current={location === link.href ? 'page' : undefined}>
          {link.label}
        </Link>
      </Button>
    ));

  return (
    <div className="min-h-dvh bg-slate-50" lang={language === 'pl' ? undefined : language}>
      <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-3">
          {!onDashboard && (
            <Button asChild variant="ghost" size="icon" aria-label={t.back}>
              <Link href={ADMIN_HOME_PATH}>
                <ArrowLeft />
              </Link>
            </Button>
          )}
          {/* The title keeps its room; a long nav wraps instead of cutting the title off. */}
          <div className="min-w-0 flex-1 lg:min-w-56">
            <h1 className="text-lg leading-snug font-semibold text-balance text-slate-900">{title}</h1>
            {user && (
              <p className="truncate text-xs text-slate-600">
                {t.signedInAs} <span className="font-medium text-slate-800">{user.email}</span>
              </p>
            )}
          </div>
          <nav aria-label={t.nav} className="hidden min-w-0 flex-wrap items-center justify-end gap-1 lg:flex">
            {navLinks('')}
          </nav>
          <Button
            variant="outline"
            size="sm"
            onClick={signOut}
            disabled={logout.isPending}
            className={cn('hidden', desktopLogout && 'lg:inline-flex')}
          >
            <LogOut /> {t.logout}
          </Button>
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
          className={cn('border-t border-slate-200 px-4 py-3 lg:hidden')}
        >
          <nav aria-label={t.navMenu} className="flex flex-col gap-1">
            {navLinks('justify-start')}
            <Button
              variant="outline"
              size="sm"
              onClick={signOut}
              disabled={logout.isPending}
              className="mt-2 justify-start"
            >
              <LogOut /> {t.logout}
            </Button>
          </nav>
        </div>
      </header>
      {actions && <div className="mx-auto flex max-w-7xl justify-end gap-2 px-4 pt-4">{actions}</div>}
      <main className="mx-auto max-w-7xl px-4 py-6">{children}</main>
    </div>
  );
}
