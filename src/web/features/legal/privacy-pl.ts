import { DEFAULT_RETENTION, describeDays, describeMonths, type RetentionPeriods } from '@shared/privacy';
import type { CompanyDetails } from '@shared/company';
import { LANGUAGE_COOKIE } from '@shared/language';
import {
  LEGAL_EFFECTIVE_FROM,
  list,
  paragraph,
  type LegalDocument,
  type LegalSection,
} from './legal-document';
import { LEGAL_META } from './legal-meta';

/**
 * Privacy policy ('Polityka prywatności', product §2 Legal pages): exactly 12 sections, ids 'p1'...'p12' in both
 * languages. The Polish text is binding; the English one is a translation and says so in its notice.
 * This module is the Polish text; its English translation is a chunk of its own.
 */
export function privacyPl(
  company: CompanyDetails,
  effectiveFrom = LEGAL_EFFECTIVE_FROM,
  r: RetentionPeriods = DEFAULT_RETENTION,
): LegalDocument {
  return {
    title: LEGAL_META.privacy.pl.title,
    metaDescription: LEGAL_META.privacy.pl.description,
    effectiveFrom,
    intro:
      'Ta polityka wyjaśnia, jakie dane osobowe zbieramy za pośrednictwem strony internetowej systemu do ' +
      'zarządzania klubem strzeleckim (dalej: Strona), w jakim celu i na jakiej podstawie je przetwarzamy, jak ' +
      'długo je przechowujemy i jakie prawa Ci przysługują. RODO oznacza rozporządzenie Parlamentu Europejskiego ' +
      'i Rady (UE) 2016/679 z dnia 27 kwietnia 2016 r. (ogólne rozporządzenie o ochronie danych).',
    sections: [
      controllerSection(company),
      contactSection(company),
      DATA_WE_PROCESS,
      PURPOSES_AND_LEGAL_BASES,
      RECIPIENTS,
      TRANSFERS_OUTSIDE_EEA,
      retentionSection(r),
      rightsSection(company),
      VOLUNTARY_PROVISION,
      COOKIES,
      DATA_SECURITY,
      changesSection(effectiveFrom),
    ],
  };
}

// A section that quotes the company, the retention periods or the date is built from them; the rest are constant text.
function controllerSection({ name, taxId, address }: CompanyDetails): LegalSection {
  return {
    id: 'p1',
    heading: '1. Administrator danych',
    blocks: [
      paragraph(
        `Administratorem Twoich danych osobowych jest ${name}, przedsiębiorca prowadzący jednoosobową ` +
          `działalność gospodarczą, NIP: ${taxId}, adres: ${address} (dalej: „my” lub Administrator). ` +
          'Jesteśmy sprzedawcą systemu do zarządzania klubem strzeleckim i operatorem Strony.',
      ),
      paragraph(
        'Polityka nie dotyczy danych członków klubów i innych osób, które kluby wprowadzają do swoich instancji ' +
          'systemu. Ich administratorem jest dany klub, a my przetwarzamy je wyłącznie w jego imieniu, ' +
          'na podstawie umowy powierzenia przetwarzania danych (art. 28 RODO). W sprawie tych danych należy ' +
          'kontaktować się z klubem.',
      ),
    ],
  };
}

function contactSection({ phone, email, address }: CompanyDetails): LegalSection {
  return {
    id: 'p2',
    heading: '2. Kontakt w sprawach danych osobowych',
    blocks: [
      paragraph(
        'We wszystkich sprawach dotyczących danych osobowych, w tym w celu skorzystania z przysługujących Ci ' +
          'praw, możesz się z nami skontaktować:',
      ),
      list(`e-mailem: ${email},`, `telefonicznie: ${phone},`, `pisemnie: ${address}.`),
      paragraph(
        'Odpowiadamy bez zbędnej zwłoki, nie później niż w ciągu miesiąca od otrzymania żądania. Jeżeli ' +
          'będziemy mieć uzasadnione wątpliwości co do Twojej tożsamości, możemy poprosić o dodatkowe ' +
          'informacje potrzebne do jej potwierdzenia.',
      ),
    ],
  };
}

const DATA_WE_PROCESS: LegalSection = {
  id: 'p3',
  heading: '3. Jakie dane przetwarzamy',
  blocks: [
    paragraph(
      'Przetwarzamy dane, które podajesz w formularzach na Stronie, oraz podstawowe dane techniczne:',
    ),
    list(
      'formularz kontaktowy: imię i nazwisko, adres e-mail, numer telefonu (jeżeli go podasz), temat i treść ' +
        'wiadomości;',
      'rezerwacja prezentacji: imię i nazwisko, adres e-mail, numer telefonu i nazwa klubu (jeżeli je ' +
        'podasz) oraz wybrany termin prezentacji;',
      'zamówienie: dane Klienta (nazwa klubu lub firmy, adres, NIP i REGON, liczba członków, wybrany plan, ' +
        'okres rozliczeniowy i moduły), imię i nazwisko, adres e-mail i telefon osoby składającej zamówienie, ' +
        'imiona, nazwiska i funkcje osób upoważnionych do reprezentowania Klienta, dane pierwszego ' +
        'administratora systemu klubowego (imię, nazwisko, adres e-mail i numer PESEL) oraz informacje ' +
        'o płatnościach;',
      'zapis do testów beta: imię i nazwisko, adres e-mail, numer telefonu, nazwa klubu i wielkość klubu ' +
        '(przedział liczby członków);',
      'dane techniczne: adres IP, data i godzina żądania oraz informacje o przeglądarce, zapisywane ' +
        'automatycznie w dziennikach (logach) serwera.',
    ),
    paragraph(
      'Prosimy, aby w wiadomościach nie podawać danych, które nie są potrzebne do ich obsługi, ' +
        'w szczególności danych szczególnych kategorii (np. o zdrowiu).',
    ),
  ],
};

const PURPOSES_AND_LEGAL_BASES: LegalSection = {
  id: 'p4',
  heading: '4. Cele i podstawy prawne przetwarzania',
  blocks: [
    list(
      'Odpowiedź na wiadomość z formularza kontaktowego – nasz prawnie uzasadniony interes polegający na ' +
        'udzielaniu odpowiedzi na zapytania (art. 6 ust. 1 lit. f RODO), a gdy zapytanie dotyczy zawarcia ' +
        'umowy – podjęcie działań na Twoje żądanie przed jej zawarciem (art. 6 ust. 1 lit. b RODO).',
      'Rezerwacja i przeprowadzenie prezentacji – podjęcie działań na Twoje żądanie przed zawarciem umowy ' +
        '(art. 6 ust. 1 lit. b RODO), a gdy działasz w imieniu klubu – nasz prawnie uzasadniony interes ' +
        'w kontakcie z przedstawicielem przyszłego Klienta (art. 6 ust. 1 lit. f RODO).',
      'Przyjęcie i realizacja zamówienia, zawarcie i wykonanie umowy, w tym utworzenie konta pierwszego ' +
        'administratora – art. 6 ust. 1 lit. b RODO, gdy umowę zawierasz we własnym imieniu; dane ' +
        'przedstawicieli, osób upoważnionych i administratora wskazanego przez klub przetwarzamy na podstawie ' +
        'naszego prawnie uzasadnionego interesu w zawarciu i wykonaniu umowy z Klientem (art. 6 ust. 1 lit. f ' +
        'RODO). Numer PESEL służy do utworzenia konta administratora w systemie klubowym i jednoznacznej ' +
        'identyfikacji tej osoby.',
      'Wystawianie faktur, prowadzenie ksiąg i przechowywanie dokumentacji księgowej – obowiązek prawny ' +
        'wynikający z przepisów podatkowych i o rachunkowości (art. 6 ust. 1 lit. c RODO).',
      'Organizacja testów beta i kontakt w ich sprawie – nasz prawnie uzasadniony interes w rozwijaniu ' +
        'produktu z udziałem zainteresowanych klubów (art. 6 ust. 1 lit. f RODO).',
      'Zapewnienie bezpieczeństwa Strony, zapobieganie nadużyciom oraz ustalenie, dochodzenie lub obrona ' +
        'roszczeń – nasz prawnie uzasadniony interes (art. 6 ust. 1 lit. f RODO).',
    ),
    paragraph(
      'Nie podejmujemy wobec Ciebie decyzji opartych wyłącznie na zautomatyzowanym przetwarzaniu, w tym ' +
        'profilowaniu. Nie wykorzystujemy danych z formularzy do wysyłania informacji handlowych bez Twojej ' +
        'odrębnej zgody.',
    ),
  ],
};

const RECIPIENTS: LegalSection = {
  id: 'p5',
  heading: '5. Odbiorcy danych',
  blocks: [
    paragraph(
      'Dane przekazujemy wyłącznie podmiotom, które pomagają nam prowadzić Stronę i świadczyć usługi, ' +
        'w niezbędnym zakresie i na podstawie zawartych z nimi umów:',
    ),
    list(
      'dostawcy usług hostingowych i infrastruktury serwerowej,',
      'dostawcom usług wysyłki wiadomości e-mail i SMS,',
      'operatorowi płatności internetowych – przy płatnościach online,',
      'biuru rachunkowemu prowadzącemu naszą księgowość.',
    ),
    paragraph(
      'Dane możemy udostępnić także organom publicznym, np. organom podatkowym lub sądom, jeżeli wymagają ' +
        'tego przepisy prawa. Nie sprzedajemy danych osobowych i nie przekazujemy ich innym podmiotom ' +
        'w celach marketingowych.',
    ),
  ],
};

const TRANSFERS_OUTSIDE_EEA: LegalSection = {
  id: 'p6',
  heading: '6. Przekazywanie danych poza Europejski Obszar Gospodarczy',
  blocks: [
    paragraph(
      'Co do zasady przetwarzamy dane na terenie Europejskiego Obszaru Gospodarczego (EOG) i nie ' +
        'przekazujemy ich do państw trzecich.',
    ),
    paragraph(
      'Jeżeli któryś z naszych dostawców miałby przetwarzać dane poza EOG, nastąpi to wyłącznie do państwa, ' +
        'wobec którego Komisja Europejska stwierdziła odpowiedni stopień ochrony (art. 45 RODO), albo ' +
        'z zastosowaniem standardowych klauzul umownych przyjętych przez Komisję (art. 46 ust. 2 lit. c RODO). ' +
        'Na Twoje żądanie poinformujemy Cię o zastosowanych zabezpieczeniach i sposobie uzyskania ich kopii.',
    ),
  ],
};

function retentionSection(r: RetentionPeriods): LegalSection {
  const months = (n: number) => describeMonths(n, 'pl');
  return {
    id: 'p7',
    heading: '7. Okres przechowywania danych',
    blocks: [
      paragraph('Przechowujemy dane nie dłużej, niż jest to potrzebne do celu, w którym je zebraliśmy:'),
      list(
        `wiadomości z formularza kontaktowego – ${months(r.contactsMonths)} od ostatniej zmiany sprawy;`,
        `rezerwacje prezentacji – ${months(r.demoBookingsMonths)} od ostatniej zmiany rezerwacji;`,
        `zamówienia i dane związane z umową – ${months(r.ordersMonths)} od ostatniej zmiany zamówienia ` +
          '(obowiązki księgowe i podatkowe oraz przedawnienie roszczeń);',
        `numer PESEL pierwszego administratora – do ${describeDays(r.orderPeselDays, 'pl')} po realizacji ` +
          'lub anulowaniu zamówienia; dalej dane konta są przetwarzane w systemie klubowym w imieniu Klienta;',
        `zgłoszenia do testów beta – ${months(r.betaSignupsMonths)} od ostatniej zmiany zgłoszenia;`,
        `zgłoszenia błędów z systemów klubowych – ${months(r.bugReportsMonths)} od ostatniej zmiany;`,
        'logi serwera – do 90 dni, chyba że są potrzebne do wyjaśnienia incydentu bezpieczeństwa.',
      ),
      paragraph(
        'Po upływie tych okresów dane są automatycznie anonimizowane raz dziennie: dane osobowe zastępujemy ' +
          'znacznikiem, a zachowujemy jedynie dane statystyczne (np. datę, status, wybrany plan).',
      ),
      paragraph(
        'Jeżeli skutecznie wniesiesz sprzeciw wobec przetwarzania opartego na prawnie uzasadnionym interesie, ' +
          'usuniemy dane wcześniej, chyba że będą potrzebne do ustalenia, dochodzenia lub obrony roszczeń.',
      ),
    ],
  };
}

function rightsSection({ email }: CompanyDetails): LegalSection {
  return {
    id: 'p8',
    heading: '8. Twoje prawa',
    blocks: [
      paragraph('Na zasadach określonych w RODO przysługuje Ci prawo:'),
      list(
        'dostępu do swoich danych i otrzymania ich kopii (art. 15 RODO),',
        'sprostowania danych nieprawidłowych i uzupełnienia niekompletnych (art. 16 RODO),',
        'usunięcia danych (art. 17 RODO),',
        'ograniczenia przetwarzania (art. 18 RODO),',
        'przenoszenia danych przetwarzanych w sposób zautomatyzowany na podstawie umowy lub zgody ' +
          '(art. 20 RODO),',
        'wniesienia sprzeciwu wobec przetwarzania opartego na prawnie uzasadnionym interesie (art. 21 RODO),',
        'cofnięcia zgody w dowolnym momencie, jeżeli przetwarzanie odbywa się na jej podstawie – bez wpływu ' +
          'na zgodność z prawem przetwarzania dokonanego przed jej cofnięciem.',
      ),
      paragraph(
        `Aby skorzystać z tych praw, napisz na adres ${email}. Jeżeli uznasz, że przetwarzamy Twoje dane ` +
          'niezgodnie z prawem, możesz wnieść skargę do Prezesa Urzędu Ochrony Danych Osobowych ' +
          '(ul. Stawki 2, 00-193 Warszawa).',
      ),
    ],
  };
}

const VOLUNTARY_PROVISION: LegalSection = {
  id: 'p9',
  heading: '9. Dobrowolność podania danych',
  blocks: [
    paragraph(
      'Podanie danych jest dobrowolne, ale bez danych oznaczonych w formularzu jako wymagane nie będziemy ' +
        'mogli odpowiedzieć na wiadomość, umówić prezentacji, przyjąć zgłoszenia do testów beta ani ' +
        'zrealizować zamówienia. W zgłoszeniu do testów beta wymagany jest numer telefonu, ponieważ służy ' +
        'do kontaktu w sprawie testów.',
    ),
    paragraph(
      'Podanie danych potrzebnych do wystawienia faktury wynika z przepisów podatkowych, a podanie danych ' +
        'pierwszego administratora, w tym numeru PESEL, jest warunkiem utworzenia jego konta w systemie ' +
        'klubowym. Pola oznaczone jako opcjonalne możesz pozostawić puste.',
    ),
  ],
};

const COOKIES: LegalSection = {
  id: 'p10',
  heading: '10. Pliki cookie',
  blocks: [
    paragraph(
      'Strona używa wyłącznie plików cookie niezbędnych do jej działania. Nie stosujemy plików cookie ' +
        'analitycznych, reklamowych ani innych służących do śledzenia użytkowników. Zapisujemy:',
    ),
    list(
      'plik cookie sesji panelu administracyjnego – tworzony dopiero po zalogowaniu się pracownika ' +
        'operatora; utrzymuje zalogowaną sesję i jest usuwany po wylogowaniu lub wygaśnięciu sesji;',
      `plik cookie „${LANGUAGE_COOKIE}” – zapamiętuje wybraną wersję językową Strony (polską lub angielską).`,
    ),
    paragraph(
      'Zapisywanie informacji niezbędnych do działania Strony nie wymaga zgody na podstawie ustawy z dnia ' +
        '12 lipca 2024 r. – Prawo komunikacji elektronicznej. Możesz je w każdej chwili usunąć lub ' +
        'zablokować w ustawieniach przeglądarki; Strona nie zapamięta wtedy wyboru języka, a logowanie do ' +
        'panelu administracyjnego nie będzie możliwe.',
    ),
    paragraph(
      'Liczymy odwiedziny Strony bez plików cookie i bez zapisywania czegokolwiek na Twoim urządzeniu. Po ' +
        'wyświetleniu strony przeglądarka wysyła nam jedną krótką informację: adres podstrony, język, adres ' +
        'strony, z której przyszedłeś (tylko jej domenę), oraz parametry kampanii (utm_source, utm_medium, ' +
        'utm_campaign), a później – czy obejrzałeś cennik i czy otworzyłeś formularz rezerwacji lub ' +
        'zamówienia. Zapisujemy te dane razem z dniem, rodzajem urządzenia (komputer, tablet, telefon) i ' +
        'identyfikatorem odwiedzającego, który jest skrótem (hash) losowej wartości zmienianej codziennie, ' +
        'adresu Strony, Twojego adresu IP i nazwy przeglądarki. Samego adresu IP ani nazwy przeglądarki nie ' +
        'zapisujemy, a wartość losową usuwamy po zakończeniu dnia, więc identyfikatora nie da się powiązać z ' +
        'Tobą ani z Twoimi wizytami w inne dni. Gdy wyślesz formularz, przy zgłoszeniu zapisujemy, skąd ' +
        'przyszedłeś tego dnia (domenę strony, parametry kampanii i pierwszą odwiedzoną podstronę), bez ' +
        'identyfikatora. Szczegółowe wizyty przechowujemy 30 dni, a potem tylko dzienne sumy. Robimy to w ' +
        'prawnie uzasadnionym interesie (art. 6 ust. 1 lit. f RODO): by wiedzieć, ile osób odwiedza Stronę i ' +
        'skąd przychodzą klienci. Ponieważ nic nie jest zapisywane na Twoim urządzeniu ani z niego ' +
        'odczytywane, zgoda nie jest potrzebna. Jeśli Twoja przeglądarka wysyła sygnał Global Privacy ' +
        'Control lub Do Not Track, nie liczymy Twoich odwiedzin wcale; nie liczymy też robotów ' +
        'wyszukiwarek.',
    ),
    paragraph(
      'To, że okienko zapisu do testów beta zostało Ci już wyświetlone, również odnotowujemy u siebie – przy ' +
        'dziennym identyfikatorze odwiedzającego opisanym wyżej – a nie na Twoim urządzeniu, aby nie ' +
        'pokazywać go ponownie tego samego dnia. Informacja ta traci znaczenie wraz z usunięciem wartości ' +
        'losowej po zakończeniu dnia. Jeśli Twoja przeglądarka wysyła sygnał Global Privacy Control lub Do ' +
        'Not Track, niczego nie odnotowujemy, a okienko nie pojawia się samo – formularz zapisu jest wtedy ' +
        'dostępny przez odnośnik na Stronie.',
    ),
  ],
};

const DATA_SECURITY: LegalSection = {
  id: 'p11',
  heading: '11. Bezpieczeństwo danych',
  blocks: [
    paragraph(
      'Stosujemy środki techniczne i organizacyjne odpowiednie do ryzyka (art. 32 RODO), w szczególności:',
    ),
    list(
      'szyfrowanie transmisji danych między przeglądarką a serwerem (HTTPS/TLS),',
      'szyfrowanie w spoczynku danych szczególnie wrażliwych, takich jak numer PESEL,',
      'dostęp do danych wyłącznie dla upoważnionych osób, przez indywidualne konta; hasła przechowujemy ' +
        'wyłącznie w postaci kryptograficznych skrótów,',
      'ograniczanie liczby żądań i inne zabezpieczenia formularzy przed nadużyciami,',
      'regularne kopie zapasowe i aktualizacje oprogramowania.',
    ),
    paragraph(
      'Podmioty, którym powierzamy dane, są zobowiązane umownie do zachowania poufności i stosowania ' +
        'odpowiednich zabezpieczeń. Jeżeli dojdzie do naruszenia ochrony danych, które może powodować wysokie ' +
        'ryzyko dla Twoich praw, niezwłocznie Cię o tym poinformujemy.',
    ),
  ],
};

function changesSection(effectiveFrom: string): LegalSection {
  return {
    id: 'p12',
    heading: '12. Zmiany polityki prywatności',
    blocks: [
      paragraph(
        'Polityka może być aktualizowana, gdy zmienią się przepisy, zakres naszych usług lub sposób ' +
          'przetwarzania danych. Aktualna wersja jest zawsze dostępna na Stronie wraz z datą, od której ' +
          'obowiązuje. O istotnych zmianach poinformujemy na Stronie, a osoby, z którymi łączy nas umowa lub ' +
          'trwająca korespondencja – także e-mailem.',
      ),
      paragraph(`Polityka prywatności obowiązuje od ${effectiveFrom}.`),
    ],
  };
}
