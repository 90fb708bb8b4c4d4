import { describeDays, describeMonths, type RetentionPeriods } from '@shared/privacy';
import { defineMessages } from '@web/i18n/messages';

/** Which notice: the order dialogs add the accounting basis and the PESEL's shorter life. */
export type NoticeForm = 'contact' | 'demo-booking' | 'beta-signup' | 'order-simple' | 'order-full';

type NoticeTexts = {
  controller: (name: string, taxId: string, address: string) => string;
  purpose: Record<NoticeForm, string>;
  retention: (form: NoticeForm, periods: RetentionPeriods) => string;
  rights: string;
  more: string;
  policyLink: string;
  honeypotLabel: string;
  challengeLabel: string;
};

/**
 * The information at collection (RODO art. 13) in short: who, why, on what basis, how long, and where the
 * privacy policy says more. The periods are the configured ones, as the retention job applies them.
 */
export const noticeMessages = defineMessages<NoticeTexts>({
  pl: {
    controller: (name, taxId, address) =>
      `Administratorem Twoich danych jest ${name} (NIP ${taxId}, ${address}).`,
    purpose: {
      contact:
        'Przetwarzamy je, aby odpowiedzieć na Twoją wiadomość – na podstawie naszego prawnie uzasadnionego ' +
        'interesu (art. 6 ust. 1 lit. f RODO).',
      'demo-booking':
        'Przetwarzamy je, aby umówić i przeprowadzić prezentację systemu – na Twoje żądanie, przed zawarciem ' +
        'umowy (art. 6 ust. 1 lit. b RODO).',
      'beta-signup':
        'Przetwarzamy je, aby obsłużyć Twój zapis do testów beta i kontaktować się w ich sprawie (art. 6 ust. 1 ' +
        'lit. b RODO).',
      'order-simple':
        'Przetwarzamy je, aby przyjąć zamówienie i zawrzeć umowę (art. 6 ust. 1 lit. b RODO) oraz wypełnić ' +
        'obowiązki księgowe i podatkowe (art. 6 ust. 1 lit. c RODO).',
      'order-full':
        'Przetwarzamy je, aby przyjąć zamówienie, zawrzeć umowę i założyć konto pierwszego administratora ' +
        '(art. 6 ust. 1 lit. b RODO) oraz wypełnić obowiązki księgowe i podatkowe (art. 6 ust. 1 lit. c RODO).',
    },
    retention: (form, periods) => {
      const months = {
        contact: periods.contactsMonths,
        'demo-booking': periods.demoBookingsMonths,
        'beta-signup': periods.betaSignupsMonths,
      } as const;
      if (form === 'order-simple' || form === 'order-full') {
        const base = `Dane zamówienia przechowujemy ${describeMonths(periods.ordersMonths, 'pl')} (rozliczenia)`;
        return form === 'order-full'
          ? `${base}, a numer PESEL – do ${describeDays(periods.orderPeselDays, 'pl')} po realizacji lub anulowaniu zamówienia.`
          : `${base}.`;
      }
      return `Przechowujemy je ${describeMonths(months[form], 'pl')} od ostatniej zmiany sprawy, potem anonimizujemy.`;
    },
    rights: 'Możesz żądać dostępu do danych, ich sprostowania, usunięcia, ograniczenia i przeniesienia.',
    more: 'Więcej:',
    policyLink: 'polityka prywatności',
    honeypotLabel: 'Nie wypełniaj tego pola',
    challengeLabel: 'Zabezpieczenie przed spamem',
  },
  en: {
    controller: (name, taxId, address) =>
      `The controller of your data is ${name} (tax ID ${taxId}, ${address}).`,
    purpose: {
      contact:
        'We process it to answer your message, on the basis of our legitimate interest (Art. 6(1)(f) GDPR).',
      'demo-booking':
        'We process it to arrange and give the product presentation, at your request before a contract ' +
        '(Art. 6(1)(b) GDPR).',
      'beta-signup':
        'We process it to handle your beta sign-up and contact you about it (Art. 6(1)(b) GDPR).',
      'order-simple':
        'We process it to accept the order and conclude the contract (Art. 6(1)(b) GDPR) and to meet our ' +
        'accounting and tax obligations (Art. 6(1)(c) GDPR).',
      'order-full':
        'We process it to accept the order, conclude the contract and create the first administrator’s account ' +
        '(Art. 6(1)(b) GDPR) and to meet our accounting and tax obligations (Art. 6(1)(c) GDPR).',
    },
    retention: (form, periods) => {
      const months = {
        contact: periods.contactsMonths,
        'demo-booking': periods.demoBookingsMonths,
        'beta-signup': periods.betaSignupsMonths,
      } as const;
      if (form === 'order-simple' || form === 'order-full') {
        const base = `We keep order data for ${describeMonths(periods.ordersMonths, 'en')} (accounting)`;
        return form === 'order-full'
          ? `${base}, and the PESEL number until ${describeDays(periods.orderPeselDays, 'en')} after the order is completed or cancelled.`
          : `${base}.`;
      }
      return `We keep it for ${describeMonths(months[form], 'en')} after the matter last changed, then anonymise it.`;
    },
    rights: 'You may request access to your data, its rectification, erasure, restriction and portability.',
    more: 'More in the',
    policyLink: 'privacy policy',
    honeypotLabel: 'Leave this field empty',
    challengeLabel: 'Spam protection',
  },
});

/** The privacy policy's section on retention, where each period is explained. */
export const PRIVACY_POLICY_SECTION = 'p7';
