import { defineMessages } from '@web/i18n/messages';

type Fields = 'name' | 'email' | 'phone' | 'subject' | 'message';

export const contactMessages = defineMessages<{
  eyebrow: string;
  title: string;
  description: string;
  directTitle: string;
  emailLabel: string;
  phoneLabel: string;
  responseTime: string;
  formTitle: string;
  labels: Record<Fields, string>;
  optional: string;
  placeholders: Record<'subject' | 'message', string>;
  /** The form's own checks before sending, in the page's language. */
  required: string;
  invalidEmail: string;
  /** The server's field messages are Polish; the English page shows these instead. */
  fieldErrors: Record<Fields, string>;
  submit: string;
  successTitle: string;
  successDescription: string;
  errorTitle: string;
  errorDescription: string;
}>({
  pl: {
    eyebrow: 'Kontakt',
    title: 'Porozmawiajmy o Twoim klubie',
    description:
      'Masz pytanie o funkcje, wdrożenie albo cennik? Napisz do nas – odpowiadamy zwykle w ciągu jednego dnia roboczego.',
    directTitle: 'Kontakt bezpośredni',
    emailLabel: 'E-mail',
    phoneLabel: 'Telefon',
    responseTime: 'Odpowiadamy w dni robocze, 9:00–17:00.',
    formTitle: 'Wyślij wiadomość',
    labels: {
      name: 'Imię i nazwisko',
      email: 'Email',
      phone: 'Telefon',
      subject: 'Temat',
      message: 'Wiadomość',
    },
    optional: '(opcjonalnie)',
    placeholders: {
      subject: 'Np. wdrożenie w klubie na 150 członków',
      message: 'Opisz, w czym możemy pomóc…',
    },
    required: 'Wypełnij to pole.',
    invalidEmail: 'Podaj poprawny adres email.',
    fieldErrors: {
      name: 'Podaj imię i nazwisko.',
      email: 'Podaj poprawny adres email.',
      phone: 'Podaj poprawny numer telefonu.',
      subject: 'Podaj temat wiadomości.',
      message: 'Wpisz treść wiadomości.',
    },
    submit: 'Wyślij wiadomość',
    successTitle: 'Wiadomość wysłana',
    successDescription: 'Dziękujemy za wiadomość. Odpowiemy najszybciej, jak to możliwe.',
    errorTitle: 'Błąd',
    errorDescription: 'Wystąpił błąd podczas wysyłania wiadomości. Spróbuj ponownie.',
  },
  en: {
    eyebrow: 'Contact',
    title: "Let's talk about your club",
    description:
      'A question about features, setup or pricing? Write to us – we usually reply within one working day.',
    directTitle: 'Direct contact',
    emailLabel: 'E-mail',
    phoneLabel: 'Phone',
    responseTime: 'We reply on working days, 9:00–17:00 (Polish time).',
    formTitle: 'Send a message',
    labels: {
      name: 'Name',
      email: 'Email',
      phone: 'Phone',
      subject: 'Subject',
      message: 'Message',
    },
    optional: '(optional)',
    placeholders: {
      subject: 'E.g. setup for a club of 150 members',
      message: 'Tell us how we can help…',
    },
    required: 'Please fill in this field.',
    invalidEmail: 'Please enter a valid email address.',
    fieldErrors: {
      name: 'Please enter your name (up to 200 characters).',
      email: 'Please enter a valid email address.',
      phone: 'Enter a valid phone number.',
      subject: 'Please enter a subject (up to 200 characters).',
      message: 'Please enter your message (up to 5000 characters).',
    },
    submit: 'Send message',
    successTitle: 'Message sent',
    successDescription: 'Thank you for your message. We will get back to you as soon as possible.',
    errorTitle: 'Error',
    errorDescription: 'An error occurred while sending the message. Please try again.',
  },
});
