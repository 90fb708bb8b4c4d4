import { defineMessages } from '@web/i18n/messages';

type FieldName = 'name' | 'email' | 'phone' | 'clubName' | 'clubSize';

/** The public beta pop-up in both languages (product §5, §8 texts verbatim in Polish). */
export const betaPopupMessages = defineMessages<{
  title: string;
  description: string;
  labels: Record<FieldName, string>;
  clubSizePlaceholder: string;
  submit: string;
  later: string;
  close: string;
  /** Under a field left blank. */
  required: string;
  /** Under a field the server refused. */
  invalid: Record<FieldName, string>;
  validation: { title: string; description: string };
  phoneRequired: { title: string; description: string };
  failure: { title: string; description: string };
  success: { title: string; description: string };
}>({
  pl: {
    title: 'Dołącz do testów beta!',
    description: 'Zgłoś swój klub do zamkniętych testów systemu i zyskaj:',
    labels: {
      name: 'Imię i nazwisko',
      email: 'Email',
      phone: 'Telefon',
      clubName: 'Nazwa klubu',
      clubSize: 'Wielkość klubu',
    },
    clubSizePlaceholder: 'Wybierz wielkość klubu',
    submit: 'Zgłoś klub do testów',
    later: 'Może później',
    close: 'Zamknij',
    required: 'To pole jest wymagane.',
    invalid: {
      name: 'Podaj imię i nazwisko.',
      email: 'Podaj poprawny adres email.',
      phone: 'Podaj poprawny numer telefonu.',
      clubName: 'Podaj nazwę klubu.',
      clubSize: 'Wybierz wielkość klubu.',
    },
    validation: { title: 'Błąd walidacji', description: 'Wypełnij wszystkie wymagane pola.' },
    phoneRequired: {
      title: 'Wymagany numer telefonu',
      description: 'Numer telefonu jest potrzebny do kontaktu w sprawie testów beta.',
    },
    failure: { title: 'Błąd', description: 'Wystąpił błąd podczas wysyłania zgłoszenia. Spróbuj ponownie.' },
    success: {
      title: 'Zgłoszenie zostało wysłane pomyślnie!',
      description: 'Szczegóły testów beta prześlemy e-mailem i omówimy telefonicznie.',
    },
  },
  en: {
    title: 'Join the beta tests!',
    description: 'Sign your club up for the closed tests of the system and get:',
    labels: {
      name: 'Full name',
      email: 'Email',
      phone: 'Phone',
      clubName: 'Club name',
      clubSize: 'Club size',
    },
    clubSizePlaceholder: 'Choose the club size',
    submit: 'Sign the club up',
    later: 'Maybe later',
    close: 'Close',
    required: 'This field is required.',
    invalid: {
      name: 'Enter your full name.',
      email: 'Enter a valid email address.',
      phone: 'Enter a valid phone number.',
      clubName: 'Enter the club name.',
      clubSize: 'Choose the club size.',
    },
    validation: { title: 'Validation error', description: 'Please fill in all required fields.' },
    phoneRequired: {
      title: 'Phone number required',
      description: 'We need a phone number to contact you about the beta tests.',
    },
    failure: {
      title: 'Error',
      description: 'An error occurred while sending your application. Please try again.',
    },
    success: {
      title: 'Your application has been sent!',
      description: 'We will send the beta test details by email and go through them by phone.',
    },
  },
});
