import type { CompanyDetails } from '@shared/company';
import {
  LEGAL_EFFECTIVE_FROM,
  list,
  paragraph,
  type LegalDocument,
  type LegalSection,
} from './legal-document';
import { LEGAL_META } from './legal-meta';

/**
 * Shop terms ('Regulamin sklepu', product §2 Legal pages): sections §1 to §9, ids 'p1'...'p9' in both languages.
 * The Polish text is binding; the English one is a translation and says so in its notice.
 * This module is the Polish text; its English translation is a chunk of its own.
 */
export function termsPl(company: CompanyDetails, effectiveFrom = LEGAL_EFFECTIVE_FROM): LegalDocument {
  return {
    title: LEGAL_META.terms.pl.title,
    metaDescription: LEGAL_META.terms.pl.description,
    effectiveFrom,
    sections: [
      generalProvisionsSection(company),
      DEFINITIONS,
      ORDER_AND_AGREEMENT,
      PRICES_PAYMENT_AND_ACCESS,
      withdrawalSection(company),
      complaintsSection(company),
      AVAILABILITY_AND_LIABILITY,
      PERSONAL_DATA,
      finalProvisionsSection(effectiveFrom),
    ],
  };
}

// A section that quotes the company or the date is built from them; the rest are constant text.
function generalProvisionsSection({ name, taxId, phone, email, address }: CompanyDetails): LegalSection {
  return {
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
  };
}

const DEFINITIONS: LegalSection = {
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
};

const ORDER_AND_AGREEMENT: LegalSection = {
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
};

const PRICES_PAYMENT_AND_ACCESS: LegalSection = {
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
};

function withdrawalSection({ email, address }: CompanyDetails): LegalSection {
  return {
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
  };
}

function complaintsSection({ email, address }: CompanyDetails): LegalSection {
  return {
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
  };
}

const AVAILABILITY_AND_LIABILITY: LegalSection = {
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
};

const PERSONAL_DATA: LegalSection = {
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
};

function finalProvisionsSection(effectiveFrom: string): LegalSection {
  return {
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
  };
}
