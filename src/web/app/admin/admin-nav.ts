import {
  CalendarClock,
  ClipboardList,
  Bug,
  FileText,
  Landmark,
  Receipt,
  Building2,
  FlaskConical,
  KeyRound,
  LayoutDashboard,
  Mail,
  MessageSquare,
  MessageSquareQuote,
  Server,
  ShieldCheck,
  ShoppingCart,
  Users,
  Workflow,
  type LucideIcon,
} from 'lucide-react';
import type { InboxKind } from '@shared/inbox';
import {
  ADMIN_HOME_PATH,
  adminPath,
  INBOX_PAGE_PATHS,
  OUTBOX_SCREEN_PATH,
  SECURITY_SCREEN_PATH,
} from './admin-paths';

/** One entry of the back office's navigation: where, what it is called in each chrome language. */
export type AdminNavEntry = {
  href: string;
  label: { pl: string; en: string };
  icon: LucideIcon;
  /** An inbox: the sidebar shows its count of new items (records in the kind's default status). */
  inbox?: InboxKind;
};

const inbox = (kind: InboxKind, pl: string, en: string, icon: LucideIcon): AdminNavEntry => ({
  href: INBOX_PAGE_PATHS[kind],
  label: { pl, en },
  icon,
  inbox: kind,
});

/**
 * The one navigation of the back office, in its one order: the sidebar on large screens, the
 * menu on small ones, the same on every screen. Adding a screen is one line here (and its route in
 * admin-routes.ts). The beta sign-ups inbox is the beta screen (switch, statistics, list): one entry.
 */
export const ADMIN_NAV: readonly AdminNavEntry[] = [
  { href: ADMIN_HOME_PATH, label: { pl: 'Panel główny', en: 'Dashboard' }, icon: LayoutDashboard },
  inbox('contacts', 'Kontakty', 'Contacts', MessageSquare),
  inbox('demo-bookings', 'Rezerwacje demo', 'Demo bookings', CalendarClock),
  inbox('orders', 'Zamówienia', 'Orders', ShoppingCart),
  inbox('beta-signups', 'Testy Beta', 'Beta tests', FlaskConical),
  inbox('bug-reports', 'Raporty błędów', 'Bug reports', Bug),
  // product §2: the lifecycle board ('Zamówienia & Demo & Bugi') stays as it is, reached from here.
  {
    href: adminPath('lifecycle'),
    label: { pl: 'Zamówienia & Demo & Bugi', en: 'Orders & Demos & Bugs' },
    icon: Workflow,
  },
  { href: adminPath('slots'), label: { pl: 'Sloty', en: 'Slots' }, icon: ClipboardList },
  { href: adminPath('testimonials'), label: { pl: 'Opinie', en: 'Testimonials' }, icon: MessageSquareQuote },
  { href: adminPath('faktury'), label: { pl: 'Faktury', en: 'Invoices' }, icon: Receipt },
  { href: adminPath('ksef'), label: { pl: 'KSeF', en: 'KSeF' }, icon: Landmark },
  { href: adminPath('tenants'), label: { pl: 'Tenanci', en: 'Tenants' }, icon: Building2 },
  { href: adminPath('systems'), label: { pl: 'Systemy klubów (SCM)', en: 'SCM Systems' }, icon: Server },
  { href: OUTBOX_SCREEN_PATH, label: { pl: 'Wiadomości e-mail', en: 'E-mails' }, icon: Mail },
  { href: adminPath('privacy'), label: { pl: 'Ochrona danych', en: 'Data protection' }, icon: ShieldCheck },
  { href: adminPath('tresci-strony'), label: { pl: 'Treści strony', en: 'Site content' }, icon: FileText },
  { href: adminPath('administratorzy'), label: { pl: 'Administratorzy', en: 'Administrators' }, icon: Users },
  { href: SECURITY_SCREEN_PATH, label: { pl: 'Bezpieczeństwo', en: 'Security' }, icon: KeyRound },
];
