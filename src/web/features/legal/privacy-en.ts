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
 * This module is the English translation; the Polish text is a chunk of its own.
 */
export function privacyEn(
  company: CompanyDetails,
  effectiveFrom = LEGAL_EFFECTIVE_FROM,
  r: RetentionPeriods = DEFAULT_RETENTION,
): LegalDocument {
  return {
    title: LEGAL_META.privacy.en.title,
    metaDescription: LEGAL_META.privacy.en.description,
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
  };
}

function contactSection({ phone, email, address }: CompanyDetails): LegalSection {
  return {
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
  };
}

const DATA_WE_PROCESS: LegalSection = {
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
};

const PURPOSES_AND_LEGAL_BASES: LegalSection = {
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
};

const RECIPIENTS: LegalSection = {
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
};

const TRANSFERS_OUTSIDE_EEA: LegalSection = {
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
};

function retentionSection(r: RetentionPeriods): LegalSection {
  const months = (n: number) => describeMonths(n, 'en');
  return {
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
  };
}

function rightsSection({ email }: CompanyDetails): LegalSection {
  return {
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
  };
}

const VOLUNTARY_PROVISION: LegalSection = {
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
};

const COOKIES: LegalSection = {
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
        'English).',
    ),
    paragraph(
      'Storing information strictly necessary for the Website to work does not require consent under the ' +
        'Polish Electronic Communications Law of 12 July 2024. You can delete or block it at any time in your ' +
        'browser settings; the Website will then not remember your language choice and signing in to the ' +
        'admin panel will not be possible.',
    ),
    paragraph(
      'We count visits to the Website without cookies and without storing anything on your device. Once a ' +
        'page is shown, your browser sends us one short message: the page’s address, its language, the ' +
        'site you came from (its domain only) and the campaign parameters (utm_source, utm_medium, ' +
        'utm_campaign), and later whether you viewed the prices and whether you opened a booking or order ' +
        'form. We store this with the day, the kind of device (computer, tablet, phone) and a visitor ' +
        'identifier that is a hash of a random value changed every day, the Website’s address, your IP ' +
        'address and your browser’s name. We do not store the IP address or the browser’s name themselves, ' +
        'and we delete the random value when the day ends, so the identifier cannot be linked to you or to ' +
        'your visits on other days. When you send a form, we store with it where you came from that day ' +
        '(the referring domain, the campaign parameters and the first page you opened), without the ' +
        'identifier. Detailed visits are kept for 30 days, then only daily totals. We do this in our ' +
        'legitimate interest (Art. 6(1)(f) GDPR): to know how many people visit the Website and where ' +
        'customers come from. As nothing is stored on or read from your device, no consent is needed. If ' +
        'your browser sends a Global Privacy Control or Do Not Track signal, your visits are not counted ' +
        'at all; nor are search engines’ robots.',
    ),
    paragraph(
      'That the beta sign-up pop-up has already been shown to you is also noted on our side – against the ' +
        'daily visitor identifier described above – and not on your device, so that it is not shown again ' +
        'the same day. The note loses its meaning when the random value is deleted at the end of the day. ' +
        'If your browser sends a Global Privacy Control or Do Not Track signal, nothing is noted and the ' +
        'pop-up does not appear by itself; the sign-up form is then available through a link on the ' +
        'Website.',
    ),
  ],
};

const DATA_SECURITY: LegalSection = {
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
};

function changesSection(effectiveFrom: string): LegalSection {
  return {
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
  };
}
