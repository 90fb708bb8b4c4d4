import type { CompanyDetails } from '@shared/company';
import { DEFAULT_RETENTION, describeDays, describeMonths, type RetentionPeriods } from '@shared/privacy';
import { LANGUAGE_COOKIE, type Language } from '@shared/language';
import { LEGAL_EFFECTIVE_FROM, list, paragraph, type LegalDocument } from './legal-document';

/**
 * Privacy policy ('Polityka prywatności', SPEC §2 Legal pages): exactly 12 sections, ids 'p1'...'p12' in both
 * languages. The Polish text is binding; the English one is a translation and says so in its notice.
 */
export function privacyDocument(
  language: Language,
  company: CompanyDetails,
  retention: RetentionPeriods = DEFAULT_RETENTION,
): LegalDocument {
  return language === 'pl'
    ? privacyPl(company, LEGAL_EFFECTIVE_FROM, retention)
    : privacyEn(company, LEGAL_EFFECTIVE_FROM, retention);
}

function privacyPl(company: CompanyDetails, effectiveFrom: string, r: RetentionPeriods): LegalDocument {
  const months = (n: number) => describeMonths(n, 'pl');
  const { name, taxId, phone, email, address } = company;
  return {
    title: 'Polityka prywatności',
    metaDescription:
      'Jakie dane osobowe zbieramy w formularzach strony systemu dla klubów strzeleckich, po co ' +
      'i jak długo je przetwarzamy, komu je przekazujemy i jakie masz prawa.',
    effectiveFrom,
    intro:
      'Ta polityka wyjaśnia, jakie dane osobowe zbieramy za pośrednictwem strony internetowej systemu do ' +
      'zarządzania klubem strzeleckim (dalej: Strona), w jakim celu i na jakiej podstawie je przetwarzamy, jak ' +
      'długo je przechowujemy i jakie prawa Ci przysługują. RODO oznacza rozporządzenie Parlamentu Europejskiego ' +
      'i Rady (UE) 2016/679 z dnia 27 kwietnia 2016 r. (ogólne rozporządzenie o ochronie danych).',
    sections: [
      {
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
      },
      {
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
      },
      {
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
      },
      {
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
      },
      {
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
      },
      {
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
      },
      {
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
      },
      {
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
      },
      {
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
      },
      {
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
            `plik cookie „${LANGUAGE_COOKIE}” – zapamiętuje wybraną wersję językową Strony (polską lub angielską);`,
            'informację w pamięci lokalnej przeglądarki (localStorage), że okienko zapisu do testów beta zostało ' +
              'już wyświetlone, aby nie pokazywać go ponownie.',
          ),
          paragraph(
            'Zapisywanie informacji niezbędnych do działania Strony nie wymaga zgody na podstawie ustawy z dnia ' +
              '12 lipca 2024 r. – Prawo komunikacji elektronicznej. Możesz je w każdej chwili usunąć lub ' +
              'zablokować w ustawieniach przeglądarki; Strona nie zapamięta wtedy wyboru języka, a logowanie do ' +
              'panelu administracyjnego nie będzie możliwe.',
          ),
        ],
      },
      {
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
      },
      {
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
      },
    ],
  };
}

function privacyEn(company: CompanyDetails, effectiveFrom: string, r: RetentionPeriods): LegalDocument {
  const months = (n: number) => describeMonths(n, 'en');
  const { name, taxId, phone, email, address } = company;
  return {
    title: 'Privacy Policy',
    metaDescription:
      'Which personal data the shooting-club management website collects in its forms, why and ' +
      'for how long we process it, who receives it and what rights you have.',
    effectiveFrom,
    notice:
      'This is an English translation provided for convenience; the Polish version is binding. ' +
      'In case of any discrepancy, the Polish text (Polityka prywatności) prevails.',
    intro:
      'This policy explains which personal data we collect through the website of the shooting-club management ' +
      'system (the "Website"), why and on what legal basis we process it, how long we keep it and what rights ' +
      'you have. GDPR means Regulation (EU) 2016/679 of the European Parliament and of the Council of 27 April ' +
      '2016 (the General Data Protection Regulation).',
    sections: [
      {
        id: 'p1',
        heading: '1. Controller',
        blocks: [
          paragraph(
            `The controller of your personal data is ${name}, a sole proprietor, tax id (NIP): ${taxId}, ` +
              `address: ${address} ("we" or the "Controller"). We sell the shooting-club management system and ` +
              'operate the Website.',
          ),
          paragraph(
            'This policy does not cover the data of club members and other persons that clubs enter into their ' +
              'instances of the system. Each club is the controller of that data and we process it only on the ' +
              'club’s behalf, under a data processing agreement (Art. 28 GDPR). Please contact the club about ' +
              'such data.',
          ),
        ],
      },
      {
        id: 'p2',
        heading: '2. Contact on data protection matters',
        blocks: [
          paragraph(
            'For any matter concerning personal data, including exercising your rights, you can contact us:',
          ),
          list(`by e-mail: ${email},`, `by phone: ${phone},`, `in writing: ${address}.`),
          paragraph(
            'We reply without undue delay and no later than one month after receiving a request. If we have ' +
              'reasonable doubts about your identity, we may ask for additional information needed to confirm it.',
          ),
        ],
      },
      {
        id: 'p3',
        heading: '3. What data we process',
        blocks: [
          paragraph('We process the data you enter in the forms on the Website and basic technical data:'),
          list(
            'contact form: name, e-mail address, phone number (if you give it), subject and message;',
            'demo booking: name, e-mail address, phone number and club name (if you give them) and the chosen ' +
              'presentation date;',
            'order: the Customer’s details (club or company name, address, NIP and REGON numbers, number of ' +
              'members, chosen plan, billing period and modules), the name, e-mail address and phone number of the ' +
              'person placing the order, the names and positions of the persons authorised to represent the ' +
              'Customer, the details of the first administrator of the club system (first name, last name, e-mail ' +
              'address and PESEL number) and payment information;',
            'beta sign-up: name, e-mail address, phone number, club name and club size (member-count range);',
            'technical data: IP address, date and time of the request and browser information, recorded ' +
              'automatically in server logs.',
          ),
          paragraph(
            'Please do not include in your messages data that is not needed to handle them, in particular special ' +
              'categories of data (e.g. health data).',
          ),
        ],
      },
      {
        id: 'p4',
        heading: '4. Purposes and legal bases of processing',
        blocks: [
          list(
            'Replying to a contact-form message – our legitimate interest in answering enquiries (Art. 6(1)(f) ' +
              'GDPR) and, where the enquiry concerns concluding a contract, taking steps at your request before ' +
              'entering into it (Art. 6(1)(b) GDPR).',
            'Booking and holding a presentation – taking steps at your request before entering into a contract ' +
              '(Art. 6(1)(b) GDPR) and, where you act on behalf of a club, our legitimate interest in contacting ' +
              'the representative of a prospective Customer (Art. 6(1)(f) GDPR).',
            'Accepting and fulfilling an order, concluding and performing the contract, including creating the ' +
              'first administrator account – Art. 6(1)(b) GDPR where you conclude the contract in your own name; ' +
              'the data of representatives, authorised persons and the administrator named by a club is processed ' +
              'on the basis of our legitimate interest in concluding and performing the contract with the Customer ' +
              '(Art. 6(1)(f) GDPR). The PESEL number is used to create the administrator’s account in the club ' +
              'system and to identify that person unambiguously.',
            'Issuing invoices, keeping accounts and storing accounting records – a legal obligation under tax and ' +
              'accounting law (Art. 6(1)(c) GDPR).',
            'Organising beta tests and contacting you about them – our legitimate interest in developing the ' +
              'product together with interested clubs (Art. 6(1)(f) GDPR).',
            'Keeping the Website secure, preventing abuse and establishing, exercising or defending legal claims – ' +
              'our legitimate interest (Art. 6(1)(f) GDPR).',
          ),
          paragraph(
            'We do not make decisions about you based solely on automated processing, including profiling. We do ' +
              'not use form data to send you commercial information without your separate consent.',
          ),
        ],
      },
      {
        id: 'p5',
        heading: '5. Recipients of data',
        blocks: [
          paragraph(
            'We share data only with entities that help us run the Website and provide our services, to the ' +
              'extent necessary and under agreements concluded with them:',
          ),
          list(
            'the hosting and server infrastructure provider,',
            'e-mail and SMS delivery providers,',
            'the online payment operator – for online payments,',
            'the accounting office that keeps our books.',
          ),
          paragraph(
            'We may also disclose data to public authorities, such as tax authorities or courts, where the law ' +
              'requires it. We do not sell personal data or pass it to others for marketing purposes.',
          ),
        ],
      },
      {
        id: 'p6',
        heading: '6. Transfers outside the European Economic Area',
        blocks: [
          paragraph(
            'As a rule, we process data within the European Economic Area (EEA) and do not transfer it to third ' +
              'countries.',
          ),
          paragraph(
            'If any of our providers were to process data outside the EEA, this would happen only to a country ' +
              'for which the European Commission has found an adequate level of protection (Art. 45 GDPR) or under ' +
              'standard contractual clauses adopted by the Commission (Art. 46(2)(c) GDPR). On request, we will ' +
              'tell you which safeguards are used and how to obtain a copy of them.',
          ),
        ],
      },
      {
        id: 'p7',
        heading: '7. Retention periods',
        blocks: [
          paragraph('We keep data no longer than needed for the purpose for which it was collected:'),
          list(
            `contact-form messages – ${months(r.contactsMonths)} after the matter last changed;`,
            `demo bookings – ${months(r.demoBookingsMonths)} after the booking last changed;`,
            `orders and contract data – ${months(r.ordersMonths)} after the order last changed (accounting and ` +
              'tax obligations and the limitation period for claims);',
            `the first administrator’s PESEL number – until ${describeDays(r.orderPeselDays, 'en')} after the order ` +
              'is completed or cancelled; afterwards the account data is processed in the club system on the ' +
              'Customer’s behalf;',
            `beta sign-ups – ${months(r.betaSignupsMonths)} after the sign-up last changed;`,
            `bug reports from club systems – ${months(r.bugReportsMonths)} after they last changed;`,
            'server logs – up to 90 days, unless needed to investigate a security incident.',
          ),
          paragraph(
            'When these periods end, the data is anonymised automatically once a day: personal data is replaced ' +
              'by a marker, and only statistical data (such as the date, status or plan chosen) is kept.',
          ),
          paragraph(
            'If you successfully object to processing based on legitimate interest, we will delete the data ' +
              'earlier, unless it is needed to establish, exercise or defend legal claims.',
          ),
        ],
      },
      {
        id: 'p8',
        heading: '8. Your rights',
        blocks: [
          paragraph('Under the conditions set out in the GDPR, you have the right to:'),
          list(
            'access your data and receive a copy of it (Art. 15 GDPR),',
            'have inaccurate data rectified and incomplete data completed (Art. 16 GDPR),',
            'erasure of your data (Art. 17 GDPR),',
            'restriction of processing (Art. 18 GDPR),',
            'portability of data processed by automated means on the basis of a contract or consent ' +
              '(Art. 20 GDPR),',
            'object to processing based on legitimate interest (Art. 21 GDPR),',
            'withdraw consent at any time where processing is based on consent, without affecting the lawfulness ' +
              'of processing before its withdrawal.',
          ),
          paragraph(
            `To exercise these rights, write to ${email}. If you believe that we process your data unlawfully, ` +
              'you may lodge a complaint with the President of the Personal Data Protection Office (Prezes Urzędu ' +
              'Ochrony Danych Osobowych, ul. Stawki 2, 00-193 Warszawa, Poland).',
          ),
        ],
      },
      {
        id: 'p9',
        heading: '9. Voluntary provision of data',
        blocks: [
          paragraph(
            'Providing data is voluntary, but without the data marked as required in a form we cannot reply to ' +
              'your message, arrange a presentation, accept a beta sign-up or fulfil an order. The beta sign-up ' +
              'requires a phone number because it is used to contact you about the tests.',
          ),
          paragraph(
            'Providing the data needed to issue an invoice is required by tax law, and providing the first ' +
              'administrator’s details, including the PESEL number, is a condition for creating their account in ' +
              'the club system. Fields marked as optional may be left empty.',
          ),
        ],
      },
      {
        id: 'p10',
        heading: '10. Cookies',
        blocks: [
          paragraph(
            'The Website uses only cookies that are strictly necessary for it to work. We do not use analytics, ' +
              'advertising or any other cookies for tracking users. We store:',
          ),
          list(
            'an admin-panel session cookie – created only when a member of the operator’s staff logs in; it keeps ' +
              'the session signed in and is removed on logout or when the session expires;',
            `the "${LANGUAGE_COOKIE}" cookie – remembers the chosen language version of the Website (Polish or ` +
              'English);',
            'a note in the browser’s local storage (localStorage) that the beta sign-up pop-up has already been ' +
              'shown, so that it is not shown again.',
          ),
          paragraph(
            'Storing information strictly necessary for the Website to work does not require consent under the ' +
              'Polish Electronic Communications Law of 12 July 2024. You can delete or block it at any time in your ' +
              'browser settings; the Website will then not remember your language choice and signing in to the ' +
              'admin panel will not be possible.',
          ),
        ],
      },
      {
        id: 'p11',
        heading: '11. Data security',
        blocks: [
          paragraph(
            'We apply technical and organisational measures appropriate to the risk (Art. 32 GDPR), in particular:',
          ),
          list(
            'encryption of data in transit between the browser and the server (HTTPS/TLS),',
            'encryption at rest of particularly sensitive data, such as PESEL numbers,',
            'access to data only for authorised persons through individual accounts; passwords are stored only as ' +
              'cryptographic hashes,',
            'rate limiting and other protection of the forms against abuse,',
            'regular backups and software updates.',
          ),
          paragraph(
            'The entities to which we entrust data are contractually bound to keep it confidential and to apply ' +
              'appropriate safeguards. If a personal data breach is likely to result in a high risk to your rights, ' +
              'we will inform you without undue delay.',
          ),
        ],
      },
      {
        id: 'p12',
        heading: '12. Changes to this policy',
        blocks: [
          paragraph(
            'This policy may be updated when the law, the scope of our services or the way we process data ' +
              'changes. The current version is always available on the Website together with the date from which ' +
              'it applies. We will announce material changes on the Website and, to people with whom we have ' +
              'a contract or ongoing correspondence, also by e-mail.',
          ),
          paragraph(`This Privacy Policy is in force from ${effectiveFrom}.`),
        ],
      },
    ],
  };
}
