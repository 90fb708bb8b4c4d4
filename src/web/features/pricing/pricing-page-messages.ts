import type { BundleId, MessageChannel, PricingPageModuleId } from '@shared/pricing/catalogue';
import { defineMessages } from '@web/i18n/messages';

/** A module's name is in @shared/pricing/module-names (the order's e-mails and pro forma use it too). */
type ModuleCopy = { description: string; features: string[] };

/** Copy of /cennik only (product §2): its nine modules, message fees, sample configurations and actions. */
export const pricingPageMessages = defineMessages<{
  title: string;
  lead: string;
  plansTitle: string;
  quickOrder: string;
  messagesTitle: string;
  messagesLead: string;
  perMessage: string;
  channels: Record<MessageChannel, { name: string; description: string }>;
  modulesTitle: string;
  modulesLead: string;
  modules: Record<PricingPageModuleId, ModuleCopy>;
  bundlesTitle: string;
  bundlesLead: string;
  bundles: Record<BundleId, { name: string; description: string }>;
  ctaTitle: string;
  ctaLead: string;
  bookDemo: string;
  placeOrder: string;
}>({
  pl: {
    title: 'Cennik',
    lead: 'Pakiet dobierasz do liczby członków klubu, a moduły dodajesz wtedy, gdy ich potrzebujesz. Płacąc rocznie, oszczędzasz 30%. Wszystkie ceny są cenami netto.',
    plansTitle: 'Pakiety podstawowe',
    quickOrder: 'Szybkie zamówienie',
    messagesTitle: 'Koszty komunikacji',
    messagesLead: 'Za wiadomości płacisz tylko wtedy, gdy je wysyłasz.',
    perMessage: '/ wiadomość',
    channels: {
      email: {
        name: 'Wiadomość e-mail',
        description: 'Powiadomienia, przypomnienia o składkach i treningach oraz wiadomości grupowe.',
      },
      sms: {
        name: 'Wiadomość SMS',
        description: 'Pilne komunikaty i przypomnienia, które muszą dotrzeć od razu.',
      },
    },
    modulesTitle: 'Moduły dodatkowe',
    modulesLead:
      'Każdy moduł kosztuje tyle samo: {small} miesięcznie w pakiecie Klub Mały, {medium} w pakiecie Klub Średni i {large} w pakiecie Klub Duży.',
    modules: {
      payments: {
        description: 'Składki członkowskie bez arkuszy i ręcznego liczenia.',
        features: [
          'Rodzaje składek',
          'Automatyczne naliczanie',
          'Monitoring zaległości',
          'Płatności online kartą',
        ],
      },
      certificates: {
        description: 'Zaświadczenia dla członków gotowe w kilka minut.',
        features: [
          'Szablony zaświadczeń',
          'Eksport do PDF',
          'Zatwierdzanie online',
          'Archiwum wydanych dokumentów',
        ],
      },
      competitions: {
        description: 'Organizacja zawodów od zapisów po wyniki.',
        features: ['Zapisy online', 'Obsługa ISSF i IPSC', 'Komunikaty i listy startowe', 'Wyniki na żywo'],
      },
      range: {
        description: 'Ewidencja pobytów na strzelnicy zgodna z przepisami.',
        features: ['Identyfikacja PIN-em', 'Rejestracja gości', 'Podpisy na tablecie', 'Raporty do kontroli'],
      },
      arsenal: {
        description: 'Broń klubowa i amunicja zawsze pod kontrolą.',
        features: [
          'Ewidencja broni klubowej',
          'Wypożyczenia',
          'Historia użycia',
          'Stany magazynowe amunicji',
        ],
      },
      reports: {
        description: 'Dane do decyzji zarządu w jednym miejscu.',
        features: [
          'Raporty dla zarządu',
          'Statystyki frekwencji',
          'Zestawienia składek',
          'Eksport do PDF i CSV',
        ],
      },
      communication: {
        description: 'Wiadomości do członków bez list mailingowych i telefonów.',
        features: ['E-maile i SMS-y', 'Automatyczne przypomnienia', 'Wiadomości grupowe', 'Historia wysyłek'],
      },
      mobile: {
        description: 'Klub w telefonie każdego członka.',
        features: [
          'Zapisy na treningi z telefonu',
          'Legitymacja w telefonie',
          'Przypomnienia o terminach',
          'Działa na każdym smartfonie',
        ],
      },
      admin: {
        description: 'Uprawnienia i porządek w danych klubu.',
        features: [
          'Role i uprawnienia',
          'Dziennik zmian',
          'Import danych członków',
          'Eksport i kopie zapasowe',
        ],
      },
    },
    bundlesTitle: 'Przykładowe konfiguracje',
    bundlesLead: 'Tak wyglądają typowe zestawy – ceny policzone według cennika powyżej.',
    bundles: {
      starter: { name: 'Starter', description: 'Mały klub, który zaczyna od uporządkowania składek.' },
      professional: {
        name: 'Professional',
        description: 'Średni klub z własną strzelnicą i zaświadczeniami dla członków.',
      },
      enterprise: {
        name: 'Enterprise',
        description: 'Duży klub, który prowadzi w systemie niemal wszystko.',
      },
    },
    ctaTitle: 'Nie wiesz, który pakiet wybrać?',
    ctaLead: 'Pokażemy system na przykładzie Twojego klubu i pomożemy dobrać pakiet oraz moduły.',
    bookDemo: 'Umów Prezentację',
    placeOrder: 'Złóż Zamówienie',
  },
  en: {
    title: 'Pricing',
    lead: 'Choose a plan by the size of your club and add modules when you need them. Pay yearly and save 30%. All prices are net.',
    plansTitle: 'Base plans',
    quickOrder: 'Quick order',
    messagesTitle: 'Communication costs',
    messagesLead: 'You pay for messages only when you send them.',
    perMessage: '/ message',
    channels: {
      email: {
        name: 'E-mail message',
        description: 'Notifications, fee and training reminders, and group messages.',
      },
      sms: {
        name: 'SMS message',
        description: 'Urgent announcements and reminders that must arrive at once.',
      },
    },
    modulesTitle: 'Add-on modules',
    modulesLead:
      'Every module costs the same: {small} a month with the Small club plan, {medium} with Medium club and {large} with Large club.',
    modules: {
      payments: {
        description: 'Membership fees without spreadsheets or manual sums.',
        features: ['Fee types', 'Automatic charges', 'Overdue monitoring', 'Online card payments'],
      },
      certificates: {
        description: 'Member certificates ready in minutes.',
        features: ['Certificate templates', 'PDF export', 'Online approval', 'Archive of issued documents'],
      },
      competitions: {
        description: 'Competitions from registration to results.',
        features: [
          'Online registration',
          'ISSF and IPSC support',
          'Announcements and start lists',
          'Live scoring',
        ],
      },
      range: {
        description: 'A record of range visits that meets Polish law.',
        features: [
          'PIN identification',
          'Guest registration',
          'Tablet signatures',
          'Reports for inspections',
        ],
      },
      arsenal: {
        description: 'Club weapons and ammunition always under control.',
        features: ['Club weapon register', 'Rentals', 'Usage history', 'Ammunition stock levels'],
      },
      reports: {
        description: 'The figures the board decides on, in one place.',
        features: ['Board reports', 'Attendance statistics', 'Fee summaries', 'PDF and CSV export'],
      },
      communication: {
        description: 'Reach members without mailing lists or phone trees.',
        features: ['E-mail and SMS', 'Automatic reminders', 'Group messages', 'Sending history'],
      },
      mobile: {
        description: 'The club in every member’s pocket.',
        features: [
          'Training sign-up from a phone',
          'Membership card on the phone',
          'Date reminders',
          'Works on any smartphone',
        ],
      },
      admin: {
        description: 'Permissions and order in the club’s data.',
        features: ['Roles and permissions', 'Change log', 'Member data import', 'Export and backups'],
      },
    },
    bundlesTitle: 'Sample configurations',
    bundlesLead: 'Typical combinations, priced with the price list above.',
    bundles: {
      starter: { name: 'Starter', description: 'A small club that starts by putting its fees in order.' },
      professional: {
        name: 'Professional',
        description: 'A medium club with its own range and certificates for members.',
      },
      enterprise: {
        name: 'Enterprise',
        description: 'A large club that runs almost everything in the system.',
      },
    },
    ctaTitle: 'Not sure which plan to choose?',
    ctaLead:
      'We will show you the system using your club as the example and help you pick a plan and modules.',
    bookDemo: 'Book a Presentation',
    placeOrder: 'Place an Order',
  },
});
