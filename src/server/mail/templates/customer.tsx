import { Heading, Text } from '@react-email/components';
import { common, Field, moduleList, Summary, visitorMail } from './blocks';
import { defineMailMessages, type MailContext } from './context';
import { heading, text } from './layout';
import { planName } from '@shared/pricing/module-names';
import type { RenderedTemplate } from './types';

/*
 * The welcome to the customer's first administrator once 'Utwórz klienta' made the club's system.
 * Never the OAuth client secret: that stays in the back office for the club's developers.
 */

export type CustomerWelcomeData = {
  /** The internal id: for the outbox and logs, never shown. */
  orderId: string;
  /** The pro forma number: the order's number for people (absent in messages queued before it was sent). */
  orderNumber?: string | null;
  /** The club system's address (the instance's domain or CUSTOMER_APP_URL); null: not known yet. */
  appUrl?: string | null;
  /** The address the first administrator signs in with. */
  adminEmail?: string;
  /** The first administrator's name (the orderer's on the short form). */
  name: string;
  clubName: string;
  /** The order's plan id (small, medium, large). */
  plan: string;
  modules: string[];
  instanceName: string;
};

const texts = defineMailMessages({
  pl: {
    subject: 'Witamy! System Twojego klubu jest gotowy',
    intro: (club: string) =>
      `Utworzyliśmy system klubu ${club}. Zgodnie z zamówieniem jesteś jego pierwszym administratorem.`,
    reference: 'Numer zamówienia',
    address: 'Adres systemu',
    instance: 'Nazwa systemu',
    plan: 'Plan',
    modules: 'Moduły dodatkowe',
    nextTitle: 'Co dalej?',
    signIn: (url: string, email: string) =>
      `Otwórz ${url} i zaloguj się jako ${email}. Hasło ustawisz sam przy pierwszym logowaniu: link do jego ustawienia przyjdzie na ten adres e-mail.`,
    steps: [
      'Skontaktujemy się z Tobą, aby przekazać adres systemu klubu i zaproszenie do pierwszego logowania (hasło ustawisz sam).',
      'Po pierwszym zalogowaniu uzupełnij dane klubu i dodaj pozostałych członków zarządu jako użytkowników.',
      'Przygotuj listę członków (arkusz lub plik CSV): pomożemy ją zaimportować.',
    ],
    help: 'Masz pytania? Odpowiedz na tę wiadomość, a nasz zespół pomoże.',
  },
  en: {
    subject: "Welcome! Your club's system is ready",
    intro: (club: string) =>
      `we have set up the system of ${club}. As stated in the order, you are its first administrator.`,
    reference: 'Order number',
    address: 'System address',
    instance: 'System name',
    plan: 'Plan',
    modules: 'Add-on modules',
    nextTitle: 'What happens next?',
    signIn: (url: string, email: string) =>
      `Open ${url} and sign in as ${email}. You choose your own password at the first sign-in: the link to set it comes to this e-mail address.`,
    steps: [
      "We will contact you with the address of your club's system and an invitation to sign in for the first time (you choose your own password).",
      'After your first sign-in, complete the club details and add the other board members as users.',
      'Prepare your member list (a spreadsheet or CSV file): we will help you import it.',
    ],
    help: 'Any questions? Reply to this message and our team will help.',
  },
});

export function customerWelcome(data: CustomerWelcomeData, context: MailContext): RenderedTemplate {
  const { language } = context;
  const t = texts[language];
  // With the address known, the first step says how to sign in; without it, that we will send it.
  const steps = data.appUrl ? [t.signIn(data.appUrl, data.adminEmail ?? ''), ...t.steps.slice(1)] : t.steps;
  return visitorMail(
    context,
    { subject: t.subject, name: data.name, lead: t.intro(data.clubName) },
    <>
      <Summary>
        <Field label={t.reference} value={data.orderNumber} />
        <Field label={common[language].club} value={data.clubName} />
        <Field label={t.address} value={data.appUrl} />
        <Field label={t.instance} value={data.instanceName} />
        <Field label={t.plan} value={planName(data.plan, language)} />
        <Field label={t.modules} value={moduleList(data.modules, language)} />
      </Summary>
      <Heading as="h2" style={{ ...heading, fontSize: '17px' }}>
        {t.nextTitle}
      </Heading>
      {steps.map((step, index) => (
        <Text key={step} style={text}>
          {index + 1}. {step}
        </Text>
      ))}
      <Text style={text}>{t.help}</Text>
    </>,
  );
}
