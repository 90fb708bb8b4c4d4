import { defineMessages } from '@web/i18n/messages';

type Module = { title: string; description: string };

/** The 16 modules of product §1, one card each, in the product's order. */
export type ModuleId =
  | 'members'
  | 'training'
  | 'fees'
  | 'certificates'
  | 'registry'
  | 'arsenal'
  | 'communication'
  | 'competitions'
  | 'shop'
  | 'advancedTraining'
  | 'elearning'
  | 'board'
  | 'finances'
  | 'rangeBooking'
  | 'events'
  | 'website';

export const featuresMessages = defineMessages<{
  eyebrow: string;
  title: string;
  description: string;
  customOrder: string;
  comingSoon: string;
  modules: Record<ModuleId, Module>;
}>({
  pl: {
    eyebrow: 'Funkcje',
    title: 'Wszystko, czego potrzebuje klub strzelecki',
    description:
      '16 modułów, które zastępują arkusze, segregatory i zeszyty – od przyjęcia członka po wyniki zawodów.',
    customOrder: 'Na zamówienie',
    comingSoon: 'Wkrótce',
    modules: {
      members: {
        title: 'Zarządzanie członkami',
        description:
          'Rejestracja członków, pozwolenia na broń, ewidencja przynależności do związku i zgody RODO w jednym miejscu.',
      },
      training: {
        title: 'Kalendarz treningów',
        description: 'Harmonogram zajęć z zapisami online i przypisywaniem instruktorów do treningów.',
      },
      fees: {
        title: 'Składki i płatności',
        description:
          'Rodzaje składek, automatyczne naliczanie, monitoring zaległości i płatności online kartą.',
      },
      certificates: {
        title: 'Zaświadczenia',
        description: 'Szablony zaświadczeń, eksport do PDF i zatwierdzanie online przez zarząd.',
      },
      registry: {
        title: 'Rejestr pobytów na strzelnicy',
        description:
          'Identyfikacja kodem PIN, rejestracja gości, podpisy na tablecie i raporty zgodne z polskimi przepisami.',
      },
      arsenal: {
        title: 'Magazyn broni i amunicji',
        description: 'Ewidencja broni klubowej, wypożyczenia, historia użycia i stany magazynowe amunicji.',
      },
      communication: {
        title: 'Komunikacja',
        description: 'E-maile, SMS-y, automatyczne przypomnienia i wiadomości masowe do członków.',
      },
      competitions: {
        title: 'Zawody',
        description:
          'Zapisy online, obsługa ISSF i IPSC, komunikaty, import z programu do liczenia wyników i wyniki na żywo.',
      },
      shop: {
        title: 'Sklep klubowy',
        description: 'Zamówienia, płatności online, stany magazynowe i historia zamówień.',
      },
      advancedTraining: {
        title: 'Zaawansowany trening',
        description: 'Plany ćwiczeń, wykresy postępów i statystyki dla zawodników i trenerów.',
      },
      elearning: {
        title: 'E-learning i egzaminy',
        description:
          'Szkolenia teoretyczne, przygotowanie do egzaminu na patent, pytania testowe i egzamin kompetencyjny.',
      },
      board: {
        title: 'Zarząd klubu',
        description: 'Posiedzenia, uchwały, dokumenty i archiwum zarządu.',
      },
      finances: {
        title: 'Finanse',
        description: 'Faktury przychodowe, dokumenty księgowe, monitoring kosztów i raporty finansowe.',
      },
      rangeBooking: {
        title: 'Rezerwacja strzelnicy',
        description:
          'Rezerwacja stanowisk i pakietów, płatności online, kalendarz dostępności i potwierdzenia.',
      },
      events: {
        title: 'Wydarzenia',
        description: 'Zapisy na wydarzenia, listy uczestników oraz powiadomienia e-mail i SMS.',
      },
      website: {
        title: 'Strona klubu',
        description: 'Strona internetowa klubu zoptymalizowana pod SEO, z galerią i aktualnościami.',
      },
    },
  },
  en: {
    eyebrow: 'Features',
    title: 'Everything a shooting club needs',
    description:
      '16 modules that replace spreadsheets, binders and notebooks – from admitting a member to competition results.',
    customOrder: 'Custom order',
    comingSoon: 'Coming soon',
    modules: {
      members: {
        title: 'Member management',
        description:
          'Member registration, firearm permits, association membership records and GDPR consents in one place.',
      },
      training: {
        title: 'Training calendar',
        description: 'A training schedule with online enrolment and instructor assignment.',
      },
      fees: {
        title: 'Fees and payments',
        description: 'Fee types, automatic charges, overdue monitoring and online card payments.',
      },
      certificates: {
        title: 'Certificates',
        description: 'Certificate templates, PDF export and online approval by the board.',
      },
      registry: {
        title: 'Range visit registry',
        description:
          'PIN identification, guest registration, tablet signatures and reports that meet Polish law.',
      },
      arsenal: {
        title: 'Weapon and ammunition store',
        description: 'Club weapon register, rentals, usage history and ammunition stock levels.',
      },
      communication: {
        title: 'Communication',
        description: 'E-mail, SMS, automatic reminders and mass messages to members.',
      },
      competitions: {
        title: 'Competitions',
        description:
          'Online registration, ISSF and IPSC support, announcements, import from a scoring tool and live scoring.',
      },
      shop: {
        title: 'Club shop',
        description: 'Orders, online payment, stock levels and order history.',
      },
      advancedTraining: {
        title: 'Advanced training',
        description: 'Exercise plans, progress charts and statistics for shooters and coaches.',
      },
      elearning: {
        title: 'E-learning and exams',
        description:
          'Theory training, preparation for the practice permit exam, test questions and the competency exam.',
      },
      board: {
        title: 'Board management',
        description: 'Meetings, resolutions, documents and the board archive.',
      },
      finances: {
        title: 'Finances',
        description: 'Income invoices, accounting documents, cost monitoring and financial reports.',
      },
      rangeBooking: {
        title: 'Range booking',
        description: 'Lane and package booking, online payment, an availability calendar and confirmations.',
      },
      events: {
        title: 'Events',
        description: 'Event sign-up, participant lists, and e-mail and SMS notifications.',
      },
      website: {
        title: 'Club website',
        description: 'A search-optimised club website with a gallery and news.',
      },
    },
  },
});
