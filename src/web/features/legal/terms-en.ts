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
 * This module is the English translation; the Polish text is a chunk of its own.
 */
export function termsEn(company: CompanyDetails, effectiveFrom = LEGAL_EFFECTIVE_FROM): LegalDocument {
  return {
    title: LEGAL_META.terms.en.title,
    metaDescription: LEGAL_META.terms.en.description,
    effectiveFrom,
    notice:
      'This is an English translation provided for convenience; the Polish version is binding. ' +
      'In case of any discrepancy, the Polish text (Regulamin sklepu) prevails.',
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
  };
}

const DEFINITIONS: LegalSection = {
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
};

const ORDER_AND_AGREEMENT: LegalSection = {
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
};

const PRICES_PAYMENT_AND_ACCESS: LegalSection = {
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
};

function withdrawalSection({ email, address }: CompanyDetails): LegalSection {
  return {
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
  };
}

function complaintsSection({ email, address }: CompanyDetails): LegalSection {
  return {
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
  };
}

const AVAILABILITY_AND_LIABILITY: LegalSection = {
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
};

const PERSONAL_DATA: LegalSection = {
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
};

function finalProvisionsSection(effectiveFrom: string): LegalSection {
  return {
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
  };
}
