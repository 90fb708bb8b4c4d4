import type { CompanyDetails } from '@shared/company';
import type { Language } from '@shared/language';
import { LEGAL_EFFECTIVE_FROM, list, paragraph, type LegalDocument } from './legal-document';

/**
 * Shop terms ('Regulamin sklepu', SPEC §2 Legal pages): sections §1 to §9, ids 'p1'...'p9' in both languages.
 * The Polish text is binding; the English one is a translation and says so in its notice.
 */
export function termsDocument(language: Language, company: CompanyDetails): LegalDocument {
  return language === 'pl' ? termsPl(company, LEGAL_EFFECTIVE_FROM) : termsEn(company, LEGAL_EFFECTIVE_FROM);
}

function termsPl(company: CompanyDetails, effectiveFrom: string): LegalDocument {
  const { name, taxId, phone, email, address } = company;
  return {
    title: 'Regulamin sklepu',
    metaDescription:
      'Regulamin sprzedaży subskrypcji systemu dla klubów strzeleckich: zamówienia, ceny i ' +
      'płatności, prawo odstąpienia od umowy, reklamacje i dane osobowe.',
    effectiveFrom,
    sections: [
      {
        id: 'p1',
        heading: '§1. Postanowienia ogólne',
        blocks: [
          paragraph(
            'Niniejszy regulamin (dalej: Regulamin) określa zasady sprzedaży subskrypcji systemu do zarządzania ' +
              'klubem strzeleckim w chmurze oraz zasady korzystania ze strony internetowej, za pośrednictwem ' +
              'której system jest oferowany (dalej: Strona).',
          ),
          paragraph(
            `Sprzedawcą i usługodawcą jest ${name}, przedsiębiorca prowadzący jednoosobową działalność gospodarczą ` +
              `wpisaną do Centralnej Ewidencji i Informacji o Działalności Gospodarczej, NIP: ${taxId}, ` +
              `adres: ${address}, e-mail: ${email}, telefon: ${phone} (dalej: Sprzedawca).`,
          ),
          paragraph(
            'Za pośrednictwem Strony Sprzedawca świadczy nieodpłatnie usługi drogą elektroniczną: formularz ' +
              'kontaktowy, rezerwację prezentacji systemu i zapis do testów beta. Umowa o skorzystanie z formularza ' +
              'zostaje zawarta z chwilą rozpoczęcia jego wypełniania i wygasa z chwilą jego wysłania lub ' +
              'rezygnacji z wysłania. Zabronione jest dostarczanie za pośrednictwem Strony treści o charakterze ' +
              'bezprawnym.',
          ),
          paragraph(
            'Regulamin jest udostępniany nieodpłatnie na Stronie w sposób umożliwiający jego pobranie, utrwalenie ' +
              'i wydrukowanie. Przed złożeniem Zamówienia Klient zapoznaje się z Regulaminem i go akceptuje.',
          ),
        ],
      },
      {
        id: 'p2',
        heading: '§2. Definicje',
        blocks: [
          paragraph('Użyte w Regulaminie pojęcia oznaczają:'),
          list(
            'Serwis – udostępniany przez Internet system do zarządzania klubem strzeleckim (m.in. ewidencja ' +
              'członków i pozwoleń, składki, rejestr pobytów na strzelnicy, magazyn broni i amunicji, zawody) ' +
              'w zakresie wynikającym z wybranego Planu i Modułów dodatkowych.',
            'Klient – klub strzelecki, stowarzyszenie lub inna organizacja albo przedsiębiorca, w tym osoba ' +
              'fizyczna prowadząca działalność gospodarczą, który zawiera ze Sprzedawcą Umowę.',
            'Klient na prawach konsumenta – Klient będący konsumentem (art. 22¹ Kodeksu cywilnego) albo osoba ' +
              'fizyczna zawierająca Umowę bezpośrednio związaną z jej działalnością gospodarczą, gdy z treści ' +
              'Umowy wynika, że nie ma ona dla niej charakteru zawodowego, wynikającego w szczególności z przedmiotu ' +
              'działalności ujawnionego w CEIDG (art. 38a ustawy z dnia 30 maja 2014 r. o prawach konsumenta).',
            'Umowa – zawierana na odległość umowa o dostęp do Serwisu (Subskrypcję) między Sprzedawcą a Klientem.',
            'Subskrypcja – odpłatne prawo korzystania z Serwisu w zakresie wybranego Planu i Modułów dodatkowych, ' +
              'opłacane za kolejne Okresy rozliczeniowe.',
            'Plan – pakiet podstawowy dobrany do wielkości klubu: Klub Mały (do 100 członków), Klub Średni ' +
              '(do 500 członków) albo Klub Duży (powyżej 500 członków); zakres Planów określa Cennik.',
            'Moduł dodatkowy – odpłatne rozszerzenie Planu (np. składki, zaświadczenia, rejestr strzelnicy, ' +
              'magazyn broni, zawody), którego cena zależy od wybranego Planu.',
            'Okres rozliczeniowy – miesiąc albo rok, zgodnie z wyborem Klienta w Zamówieniu.',
            'Cennik – publikowane na Stronie ceny Planów, Modułów dodatkowych oraz wiadomości e-mail i SMS.',
            'Zamówienie – oświadczenie Klienta złożone za pomocą formularza zamówienia na Stronie, zmierzające ' +
              'do zawarcia Umowy.',
            'Administrator konta – wskazana w Zamówieniu osoba, dla której Sprzedawca tworzy pierwsze konto ' +
              'z rolą administratora w instancji Serwisu Klienta.',
          ),
        ],
      },
      {
        id: 'p3',
        heading: '§3. Zamówienie, zawarcie i czas trwania Umowy',
        blocks: [
          paragraph(
            'Zamówienie składa osoba uprawniona do działania w imieniu Klienta, za pomocą formularza zamówienia ' +
              'na Stronie. W formularzu podaje się:',
          ),
          list(
            'nazwę klubu lub firmy Klienta oraz dane kontaktowe osoby składającej Zamówienie,',
            'adres Klienta oraz NIP i REGON, jeżeli zostały nadane,',
            'osoby upoważnione do reprezentowania Klienta wraz z pełnioną funkcją,',
            'wybrany Plan, Okres rozliczeniowy i Moduły dodatkowe,',
            'dane Administratora konta: imię, nazwisko, adres e-mail i numer PESEL.',
          ),
          paragraph(
            'Umowa zostaje zawarta z chwilą przesłania Klientowi wiadomości e-mail potwierdzającej przyjęcie ' +
              'Zamówienia do realizacji. Potwierdzenie zawiera podsumowanie Zamówienia, kwotę do zapłaty i dane ' +
              'do płatności. Sprzedawca może odmówić przyjęcia Zamówienia zawierającego niepełne lub nieprawdziwe ' +
              'dane, o czym niezwłocznie informuje składającego.',
          ),
          paragraph(
            'Dla przyjętego Zamówienia Sprzedawca tworzy instancję Serwisu Klienta oraz pierwsze konto z rolą ' +
              'administratora dla Administratora konta. Administrator konta zakłada konta kolejnych użytkowników ' +
              'i nimi zarządza. Klient odpowiada za działania swoich użytkowników i za poufność danych logowania.',
          ),
          paragraph(
            'Umowa jest zawierana na czas nieoznaczony. Klient może ją wypowiedzieć w każdym czasie wiadomością ' +
              'e-mail, ze skutkiem na koniec opłaconego Okresu rozliczeniowego. Sprzedawca może wypowiedzieć Umowę ' +
              'z zachowaniem 30-dniowego okresu wypowiedzenia, zwracając proporcjonalną część opłaty za ' +
              'niewykorzystany okres, a bez wypowiedzenia – gdy Klient mimo wezwania nie opłaci Subskrypcji albo ' +
              'korzysta z Serwisu w sposób sprzeczny z prawem lub Regulaminem.',
          ),
        ],
      },
      {
        id: 'p4',
        heading: '§4. Ceny, płatności i dostęp do Serwisu',
        blocks: [
          paragraph(
            'Ceny w Cenniku są cenami netto w złotych polskich (PLN); dolicza się do nich podatek VAT według ' +
              'stawki obowiązującej w dniu wystawienia faktury. Cena Subskrypcji zależy od Planu, Modułów ' +
              'dodatkowych i Okresu rozliczeniowego; rozliczenie roczne jest tańsze od miesięcznego. Kwoty w euro ' +
              'pokazywane w angielskiej wersji Strony mają charakter wyłącznie orientacyjny – rozliczenia ' +
              'prowadzone są w PLN.',
          ),
          paragraph(
            'Opłata za Subskrypcję jest płatna z góry za cały Okres rozliczeniowy, przelewem na rachunek bankowy ' +
              'wskazany w potwierdzeniu Zamówienia lub na fakturze albo za pośrednictwem operatora płatności ' +
              'online, jeżeli ta forma jest dostępna. Wiadomości e-mail i SMS wysyłane z Serwisu są rozliczane ' +
              'według Cennika, na podstawie liczby faktycznie wysłanych wiadomości. Klient akceptuje otrzymywanie ' +
              'faktur w formie elektronicznej.',
          ),
          paragraph(
            'Dostęp do Serwisu jest udzielany po zaksięgowaniu płatności na rachunku Sprzedawcy (przy płatności ' +
              'online – po otrzymaniu przez Sprzedawcę potwierdzenia jej przyjęcia od operatora płatności), ' +
              'z zastrzeżeniem §5. Dane logowania Sprzedawca przesyła na adres e-mail Administratora konta. ' +
              'Dostęp w kolejnym Okresie rozliczeniowym jest kontynuowany po zaksięgowaniu opłaty za ten okres; w razie ' +
              'braku zapłaty Sprzedawca, po bezskutecznym wezwaniu wysłanym e-mailem, może zawiesić dostęp do czasu ' +
              'uregulowania należności, bez usuwania danych Klienta.',
          ),
          paragraph(
            'Sprzedawca może udostępniać Serwis bezpłatnie lub na warunkach promocyjnych, w szczególności w ramach ' +
              'testów beta. Warunki i czas trwania takiej akcji określa jej opis na Stronie, a w pozostałym zakresie ' +
              'stosuje się Regulamin.',
          ),
        ],
      },
      {
        id: 'p5',
        heading: '§5. Prawo odstąpienia od Umowy',
        blocks: [
          paragraph(
            'Klient na prawach konsumenta może odstąpić od Umowy bez podawania przyczyny w terminie 14 dni od dnia ' +
              'jej zawarcia (art. 27 ustawy o prawach konsumenta). Wystarczy wysłać przed upływem tego terminu ' +
              `oświadczenie o odstąpieniu na adres e-mail ${email} lub pocztą na adres ${address}. Można, ale nie ` +
              'trzeba, skorzystać ze wzoru formularza odstąpienia stanowiącego załącznik nr 2 do tej ustawy.',
          ),
          paragraph(
            'Subskrypcja polega na dostarczaniu treści cyfrowych niedostarczanych na nośniku materialnym. Zgodnie ' +
              'z art. 38 ust. 1 pkt 13 ustawy o prawach konsumenta prawo odstąpienia od Umowy nie przysługuje, ' +
              'jeżeli Sprzedawca aktywował Subskrypcję przed upływem 14 dni na wyraźne i uprzednie żądanie Klienta, ' +
              'który został poinformowany, że z chwilą aktywacji utraci prawo odstąpienia od Umowy, i przyjął to do ' +
              'wiadomości, a Sprzedawca przesłał mu potwierdzenie tych okoliczności e-mailem. Bez takiego żądania ' +
              'Sprzedawca aktywuje Subskrypcję dopiero po upływie terminu do odstąpienia od Umowy.',
          ),
          paragraph(
            'W razie skutecznego odstąpienia Umowę uważa się za niezawartą. Sprzedawca zwraca wszystkie otrzymane ' +
              'płatności niezwłocznie, nie później niż w terminie 14 dni od dnia otrzymania oświadczenia, przy ' +
              'użyciu takiego samego sposobu płatności, jakiego użył Klient, chyba że Klient zgodzi się na inny ' +
              'sposób zwrotu, niewiążący się dla niego z żadnymi kosztami.',
          ),
          paragraph(
            'Prawo odstąpienia nie przysługuje Klientom, którzy nie są Klientami na prawach konsumenta, ' +
              'w szczególności klubom, stowarzyszeniom i innym organizacjom. Postanowienia tego paragrafu nie ' +
              'ograniczają uprawnień wynikających z bezwzględnie obowiązujących przepisów prawa.',
          ),
        ],
      },
      {
        id: 'p6',
        heading: '§6. Reklamacje',
        blocks: [
          paragraph(
            `Reklamacje dotyczące Serwisu, rozliczeń lub Strony można składać e-mailem na adres ${email} ` +
              `albo pisemnie na adres ${address}. Reklamacja powinna zawierać:`,
          ),
          list(
            'nazwę Klienta oraz imię, nazwisko i adres e-mail osoby zgłaszającej,',
            'opis problemu wraz z datą i okolicznościami jego wystąpienia (pomocne są zrzuty ekranu),',
            'żądanie Klienta, np. usunięcie usterki, korektę faktury lub obniżenie ceny.',
          ),
          paragraph(
            'Sprzedawca rozpatruje reklamację w terminie 14 dni od dnia jej otrzymania i przesyła odpowiedź ' +
              'na adres e-mail, z którego reklamacja została wysłana, lub na inny wskazany adres. Jeżeli zgłoszenie ' +
              'wymaga uzupełnienia, Sprzedawca niezwłocznie poprosi o brakujące informacje.',
          ),
          paragraph(
            'Klientowi na prawach konsumenta przysługują ponadto uprawnienia z tytułu braku zgodności treści ' +
              'cyfrowej lub usługi cyfrowej z umową, określone w rozdziale 5b ustawy o prawach konsumenta; ' +
              'Regulamin ich nie ogranicza.',
          ),
        ],
      },
      {
        id: 'p7',
        heading: '§7. Dostępność, wymagania techniczne i odpowiedzialność',
        blocks: [
          paragraph(
            'Sprzedawca dokłada starań, aby Serwis był dostępny przez całą dobę, siedem dni w tygodniu. Przerwy ' +
              'konserwacyjne planuje w miarę możliwości poza godzinami największego ruchu i zapowiada z ' +
              'wyprzedzeniem w Serwisie lub e-mailem, a awarie usuwa niezwłocznie. Do korzystania z Serwisu ' +
              'potrzebne są:',
          ),
          list(
            'urządzenie z dostępem do Internetu (komputer, tablet lub smartfon),',
            'aktualna wersja przeglądarki internetowej (np. Chrome, Firefox, Edge lub Safari) z włączoną obsługą ' +
              'JavaScript i plików cookie,',
            'aktywny adres e-mail, a do podpisów w rejestrze pobytów na strzelnicy – urządzenie z ekranem dotykowym.',
          ),
          paragraph(
            'Sprzedawca nie odpowiada za przerwy spowodowane siłą wyższą, awariami sieci lub urządzeń niezależnymi ' +
              'od niego ani działaniem Klienta i jego użytkowników, w tym udostępnieniem danych logowania osobom ' +
              'trzecim. Klient odpowiada za treść i poprawność danych wprowadzanych do Serwisu oraz za wykonywanie ' +
              'obowiązków, które przepisy prawa (np. o broni i amunicji) nakładają na klub; Serwis ułatwia ich ' +
              'realizację, ale ich nie zastępuje.',
          ),
          paragraph(
            'Wobec Klientów, którzy nie są Klientami na prawach konsumenta, odpowiedzialność Sprzedawcy z tytułu ' +
              'Umowy jest ograniczona do szkody rzeczywistej i do wysokości opłat za Subskrypcję uiszczonych przez ' +
              'Klienta w ciągu 12 miesięcy poprzedzających zdarzenie, z którego wynikła szkoda. Ograniczenie nie ' +
              'dotyczy szkody wyrządzonej umyślnie.',
          ),
        ],
      },
      {
        id: 'p8',
        heading: '§8. Dane osobowe',
        blocks: [
          paragraph(
            'Zasady przetwarzania danych osobowych osób korzystających ze Strony oraz przedstawicieli Klientów, ' +
              'w tym prawa osób, których dane dotyczą, opisuje Polityka prywatności dostępna na Stronie.',
          ),
          paragraph(
            'Administratorem danych członków klubu, zawodników, gości strzelnicy i innych osób, których dane Klient ' +
              'wprowadza do Serwisu, jest Klient; Sprzedawca przetwarza te dane jako podmiot przetwarzający. ' +
              'Wraz z Umową strony zawierają umowę powierzenia przetwarzania danych osobowych spełniającą wymogi ' +
              'art. 28 RODO, określającą w szczególności przedmiot, czas trwania, charakter i cel przetwarzania, ' +
              'rodzaje danych, obowiązki stron i zasady korzystania z dalszych podmiotów przetwarzających.',
          ),
          paragraph(
            'Sprzedawca przetwarza powierzone dane wyłącznie na udokumentowane polecenie Klienta i w celu ' +
              'świadczenia usług. Po zakończeniu Umowy, zgodnie z decyzją Klienta, zwraca mu dane w powszechnie ' +
              'używanym formacie elektronicznym lub je usuwa, chyba że przepisy prawa nakazują ich dalsze ' +
              'przechowywanie.',
          ),
        ],
      },
      {
        id: 'p9',
        heading: '§9. Zmiany Regulaminu i postanowienia końcowe',
        blocks: [
          paragraph(
            'Sprzedawca może zmienić Regulamin z ważnych przyczyn, takich jak zmiana przepisów prawa, zmiana ' +
              'zakresu lub sposobu świadczenia usług albo zmiana Cennika. O zmianie informuje Klientów e-mailem ' +
              'co najmniej 14 dni przed jej wejściem w życie. Klient, który nie akceptuje zmian, może przed tym ' +
              'dniem wypowiedzieć Umowę ze skutkiem na dzień wejścia zmian w życie i otrzymać zwrot proporcjonalnej ' +
              'części opłaty za niewykorzystany okres. Zmiana cen nie dotyczy Okresu rozliczeniowego opłaconego ' +
              'przed jej wejściem w życie.',
          ),
          paragraph(
            'W sprawach nieuregulowanych w Regulaminie stosuje się prawo polskie, w szczególności Kodeks cywilny, ' +
              'ustawę o świadczeniu usług drogą elektroniczną i ustawę o prawach konsumenta. Spory z Klientami, ' +
              'którzy nie są Klientami na prawach konsumenta, rozstrzyga sąd właściwy dla miejsca wykonywania ' +
              'działalności przez Sprzedawcę; w pozostałych przypadkach sąd właściwy według przepisów Kodeksu ' +
              'postępowania cywilnego.',
          ),
          paragraph(
            'Konsument może skorzystać z pozasądowych sposobów rozpatrywania reklamacji i dochodzenia roszczeń, ' +
              'w szczególności zwrócić się o pomoc do miejskiego lub powiatowego rzecznika konsumentów albo do ' +
              'wojewódzkiego inspektora Inspekcji Handlowej.',
          ),
          paragraph(`Regulamin obowiązuje od ${effectiveFrom}.`),
        ],
      },
    ],
  };
}

function termsEn(company: CompanyDetails, effectiveFrom: string): LegalDocument {
  const { name, taxId, phone, email, address } = company;
  return {
    title: 'Terms of Service',
    metaDescription:
      'Terms of sale of subscriptions to the shooting-club management system: orders, prices and payment, ' +
      'right of withdrawal, complaints and personal data.',
    effectiveFrom,
    notice:
      'This is an English translation provided for convenience; the Polish version is binding. ' +
      'In case of any discrepancy, the Polish text (Regulamin sklepu) prevails.',
    sections: [
      {
        id: 'p1',
        heading: '§1. General provisions',
        blocks: [
          paragraph(
            'These terms (the "Terms") set out the rules for selling subscriptions to the cloud-based ' +
              'shooting-club management system and for using the website on which the system is offered ' +
              '(the "Website").',
          ),
          paragraph(
            `The seller and service provider is ${name}, a sole proprietor registered in the Polish Central ` +
              `Register and Information on Economic Activity (CEIDG), tax id (NIP): ${taxId}, ` +
              `address: ${address}, e-mail: ${email}, phone: ${phone} (the "Seller").`,
          ),
          paragraph(
            'Through the Website the Seller provides the following electronic services free of charge: the contact ' +
              'form, booking a presentation of the system and signing up for beta tests. The agreement to use a form ' +
              'is concluded when you start filling it in and ends when you submit it or abandon it. Providing ' +
              'unlawful content through the Website is prohibited.',
          ),
          paragraph(
            'The Terms are available free of charge on the Website in a form that allows them to be downloaded, ' +
              'stored and printed. Before placing an Order, the Customer reads and accepts the Terms.',
          ),
        ],
      },
      {
        id: 'p2',
        heading: '§2. Definitions',
        blocks: [
          paragraph('The terms below have the following meaning:'),
          list(
            'Service – the shooting-club management system provided over the Internet (including member and ' +
              'permit records, fees, the shooting-range visit registry, the weapon and ammunition store and ' +
              'competitions) to the extent of the chosen Plan and Add-on Modules.',
            'Customer – a shooting club, association or other organisation, or a business, including a natural ' +
              'person running a business, that concludes the Agreement with the Seller.',
            'Customer with consumer rights – a Customer who is a consumer (Art. 22¹ of the Polish Civil Code), or ' +
              'a natural person concluding the Agreement directly related to their business where the Agreement ' +
              'shows that it is not of a professional nature for them, in particular in view of the business ' +
              'activity disclosed in CEIDG (Art. 38a of the Polish Consumer Rights Act of 30 May 2014).',
            'Agreement – the distance agreement between the Seller and the Customer for access to the Service ' +
              '(the Subscription).',
            'Subscription – the paid right to use the Service within the chosen Plan and Add-on Modules, paid for ' +
              'successive Billing Periods.',
            'Plan – the base package chosen by club size: Small Club (up to 100 members), Medium Club (up to 500 ' +
              'members) or Large Club (over 500 members); the scope of the Plans is set out in the Price List.',
            'Add-on Module – a paid extension of a Plan (e.g. fees, certificates, range registry, weapon store, ' +
              'competitions) whose price depends on the chosen Plan.',
            'Billing Period – a month or a year, as chosen by the Customer in the Order.',
            'Price List – the prices of Plans, Add-on Modules and e-mail and SMS messages published on the Website.',
            'Order – the Customer’s declaration, made with the order form on the Website, aimed at concluding ' +
              'the Agreement.',
            'Account Administrator – the person named in the Order for whom the Seller creates the first account ' +
              'with the administrator role in the Customer’s instance of the Service.',
          ),
        ],
      },
      {
        id: 'p3',
        heading: '§3. Order, conclusion and term of the Agreement',
        blocks: [
          paragraph(
            'The Order is placed by a person authorised to act on behalf of the Customer, using the order form on ' +
              'the Website. The form asks for:',
          ),
          list(
            'the name of the Customer’s club or business and the contact details of the person placing the Order,',
            'the Customer’s address and its NIP and REGON numbers, if assigned,',
            'the persons authorised to represent the Customer and their positions,',
            'the chosen Plan, Billing Period and Add-on Modules,',
            'the Account Administrator’s details: first name, last name, e-mail address and PESEL number.',
          ),
          paragraph(
            'The Agreement is concluded when the Seller sends the Customer an e-mail confirming acceptance of the ' +
              'Order. The confirmation contains a summary of the Order, the amount due and the payment details. ' +
              'The Seller may refuse an Order containing incomplete or untrue data and informs the person who ' +
              'placed it without delay.',
          ),
          paragraph(
            'For an accepted Order the Seller creates the Customer’s instance of the Service and the first account ' +
              'with the administrator role for the Account Administrator, who then creates and manages the accounts ' +
              'of further users. The Customer is responsible for its users’ actions and for keeping login ' +
              'credentials confidential.',
          ),
          paragraph(
            'The Agreement is concluded for an indefinite period. The Customer may terminate it at any time by ' +
              'e-mail, effective at the end of the paid Billing Period. The Seller may terminate the Agreement with ' +
              '30 days’ notice, refunding a proportional part of the fee for the unused period, or without notice ' +
              'if, despite a reminder, the Customer does not pay for the Subscription or uses the Service contrary ' +
              'to the law or the Terms.',
          ),
        ],
      },
      {
        id: 'p4',
        heading: '§4. Prices, payment and access to the Service',
        blocks: [
          paragraph(
            'Prices in the Price List are net prices in Polish zloty (PLN); VAT is added at the rate applicable ' +
              'on the invoice date. The Subscription price depends on the Plan, the Add-on Modules and the Billing ' +
              'Period; yearly billing costs less than monthly billing. Amounts in euro shown on the English version ' +
              'of the Website are approximate and for information only – all settlements are made in PLN.',
          ),
          paragraph(
            'The Subscription fee is payable in advance for the whole Billing Period, by bank transfer to the ' +
              'account given in the Order confirmation or on the invoice, or through an online payment operator if ' +
              'that option is available. E-mail and SMS messages sent from the Service are charged according to the ' +
              'Price List, based on the number of messages actually sent. The Customer accepts electronic invoices.',
          ),
          paragraph(
            'Access to the Service is granted after the payment has been booked to the Seller’s account (for ' +
              'online payments, once the Seller receives the payment operator’s confirmation that the payment was ' +
              'accepted), subject to §5. The Seller sends the login details to the Account Administrator’s e-mail ' +
              'address. Access continues into the next Billing Period once the fee for that period has been booked; ' +
              'if payment is not made, the Seller may, after an unsuccessful e-mail reminder, suspend access until ' +
              'the amount due is paid, without deleting the Customer’s data.',
          ),
          paragraph(
            'The Seller may make the Service available free of charge or on promotional terms, in particular as ' +
              'part of beta tests. The terms and duration of such a campaign are set out in its description on the ' +
              'Website; in all other respects these Terms apply.',
          ),
        ],
      },
      {
        id: 'p5',
        heading: '§5. Right of withdrawal',
        blocks: [
          paragraph(
            'A Customer with consumer rights may withdraw from the Agreement without giving reasons within 14 days ' +
              'of its conclusion (Art. 27 of the Consumer Rights Act). It is enough to send a withdrawal statement ' +
              `before that period ends to ${email} or by post to ${address}. The model withdrawal form in Annex 2 ` +
              'to that Act may be used, but this is not required.',
          ),
          paragraph(
            'The Subscription consists in the supply of digital content not supplied on a tangible medium. Under ' +
              'Art. 38(1)(13) of the Consumer Rights Act, the right of withdrawal does not apply if the Seller ' +
              'activated the Subscription before the 14 days expired at the Customer’s express and prior request, ' +
              'after the Customer was informed that activation means losing the right of withdrawal and ' +
              'acknowledged this, and the Seller confirmed these circumstances by e-mail. Without such a request, ' +
              'the Seller activates the Subscription only after the withdrawal period has ended.',
          ),
          paragraph(
            'After an effective withdrawal the Agreement is deemed not concluded. The Seller refunds all payments ' +
              'received without delay and no later than 14 days after receiving the withdrawal statement, using ' +
              'the same payment method the Customer used, unless the Customer agrees to another method that ' +
              'involves no cost for them.',
          ),
          paragraph(
            'The right of withdrawal does not apply to Customers who are not Customers with consumer rights, in ' +
              'particular clubs, associations and other organisations. This section does not limit any rights ' +
              'under mandatory provisions of law.',
          ),
        ],
      },
      {
        id: 'p6',
        heading: '§6. Complaints',
        blocks: [
          paragraph(
            `Complaints about the Service, billing or the Website may be sent by e-mail to ${email} or in ` +
              `writing to ${address}. A complaint should include:`,
          ),
          list(
            'the Customer’s name and the name and e-mail address of the person filing the complaint,',
            'a description of the problem with the date and circumstances in which it occurred (screenshots help),',
            'what the Customer requests, e.g. fixing a defect, correcting an invoice or reducing the price.',
          ),
          paragraph(
            'The Seller handles a complaint within 14 days of receiving it and sends the answer to the e-mail ' +
              'address from which the complaint was sent or to another address given. If the complaint needs more ' +
              'information, the Seller asks for it without delay.',
          ),
          paragraph(
            'A Customer with consumer rights also has the rights for lack of conformity of digital content or ' +
              'a digital service with the contract set out in Chapter 5b of the Consumer Rights Act; these Terms ' +
              'do not limit them.',
          ),
        ],
      },
      {
        id: 'p7',
        heading: '§7. Availability, technical requirements and liability',
        blocks: [
          paragraph(
            'The Seller makes every effort to keep the Service available 24 hours a day, seven days a week. ' +
              'Maintenance breaks are planned, where possible, outside peak hours and announced in advance in the ' +
              'Service or by e-mail; failures are fixed without delay. To use the Service you need:',
          ),
          list(
            'a device with Internet access (computer, tablet or smartphone),',
            'an up-to-date web browser (e.g. Chrome, Firefox, Edge or Safari) with JavaScript and cookies enabled,',
            'an active e-mail address and, for signatures in the shooting-range visit registry, a touchscreen device.',
          ),
          paragraph(
            'The Seller is not liable for interruptions caused by force majeure, by network or equipment failures ' +
              'beyond its control or by the actions of the Customer and its users, including sharing login ' +
              'credentials with third parties. The Customer is responsible for the content and accuracy of the data ' +
              'it enters into the Service and for meeting the obligations that the law (e.g. on weapons and ' +
              'ammunition) imposes on the club; the Service helps to meet them but does not replace them.',
          ),
          paragraph(
            'Towards Customers who are not Customers with consumer rights, the Seller’s liability under the ' +
              'Agreement is limited to actual loss and to the amount of Subscription fees paid by the Customer in ' +
              'the 12 months preceding the event that caused the damage. This limitation does not apply to damage ' +
              'caused intentionally.',
          ),
        ],
      },
      {
        id: 'p8',
        heading: '§8. Personal data',
        blocks: [
          paragraph(
            'How we process the personal data of Website users and of the Customers’ representatives, including ' +
              'the rights of data subjects, is described in the Privacy Policy available on the Website.',
          ),
          paragraph(
            'The Customer is the controller of the data of club members, competitors, range guests and other ' +
              'persons whose data it enters into the Service; the Seller processes that data as a processor. ' +
              'Together with the Agreement the parties conclude a data processing agreement meeting the ' +
              'requirements of Art. 28 GDPR, which sets out in particular the subject matter, duration, nature and ' +
              'purpose of the processing, the types of data, the parties’ obligations and the rules for engaging ' +
              'sub-processors.',
          ),
          paragraph(
            'The Seller processes the entrusted data only on the Customer’s documented instructions and to provide ' +
              'the services. When the Agreement ends, the Seller, at the Customer’s choice, returns the data in ' +
              'a commonly used electronic format or deletes it, unless the law requires it to be kept.',
          ),
        ],
      },
      {
        id: 'p9',
        heading: '§9. Changes to the Terms and final provisions',
        blocks: [
          paragraph(
            'The Seller may change the Terms for important reasons, such as a change in the law, a change in the ' +
              'scope or manner of providing the services or a change in the Price List. Customers are informed by ' +
              'e-mail at least 14 days before the change takes effect. A Customer who does not accept the changes ' +
              'may terminate the Agreement before that date, effective on the day the changes take effect, and ' +
              'receive a proportional refund for the unused period. A price change does not apply to a Billing ' +
              'Period paid before it takes effect.',
          ),
          paragraph(
            'Matters not covered by the Terms are governed by Polish law, in particular the Civil Code, the Act on ' +
              'Providing Services by Electronic Means and the Consumer Rights Act. Disputes with Customers who are ' +
              'not Customers with consumer rights are settled by the court competent for the Seller’s place of ' +
              'business; in other cases by the court competent under the Polish Code of Civil Procedure.',
          ),
          paragraph(
            'A consumer may use out-of-court complaint and redress procedures, in particular by asking the ' +
              'municipal or district consumer ombudsman (rzecznik konsumentów) or the regional Trade Inspection ' +
              'inspector (Inspekcja Handlowa) for help.',
          ),
          paragraph(`These Terms are in force from ${effectiveFrom}.`),
        ],
      },
    ],
  };
}
