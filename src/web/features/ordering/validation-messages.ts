import {
  ORDER_VALIDATION_PL,
  type AuthorizedPosition,
  type OrderValidationMessages,
} from '@shared/validation/order-fields';
import type { Language } from '@shared/language';
import { PHONE_INVALID } from '@shared/validation/phone';

/** The English wording of the order contract's messages (the Polish ones are product §5's, in the contract). */
export const ORDER_VALIDATION_EN: OrderValidationMessages = {
  required: 'Fill in all required fields.',
  adminRequired: 'Fill in all administrator details.',
  termsRequired: 'You must accept the terms and the privacy policy.',
  tooLong: 'The text is too long.',
  invalidEmail: 'Invalid email address',
  invalidPhone: PHONE_INVALID.en,
  invalidPesel: 'Invalid PESEL number',
  identityDocumentRequired: "Enter the administrator's identity document number.",
  invalidIdentityDocument: 'Invalid identity document number',
  invalidNip: 'Invalid NIP (tax id) number',
  invalidRegon: 'Invalid REGON number',
  memberCountInvalid: 'The member count must be a whole number.',
  memberCountMin: 'The member count must be at least 1.',
  invalidPlan: 'Choose a plan: Small club, Medium club or Large club.',
  invalidPaymentMode: 'Choose a billing period: monthly or yearly.',
  invalidModuleCatalogue: 'Unknown module price list.',
  unknownModule: 'A module outside the price list was selected.',
  personNameRequired: 'Enter the first and last name of the authorised person.',
  invalidPosition: 'Choose a position from the list.',
  tooManyPersons: 'At most 10 authorised persons can be given.',
  invalidCharacters: 'The field contains characters that are not allowed (such as control characters).',
  invalidCountry: 'Choose a country from the list.',
  invalidEuVatId: 'Invalid EU VAT number',
  euVatIdOutsideEu: 'An EU VAT number is given only for a European Union country other than Poland.',
  polishIdOutsidePoland: 'NIP and REGON are given only for a buyer in Poland.',
  nipOrNone: "Enter the buyer's NIP (Polish tax id) or tick that it has none.",
};

export const ORDER_VALIDATION: Record<Language, OrderValidationMessages> = {
  pl: ORDER_VALIDATION_PL,
  en: ORDER_VALIDATION_EN,
};

/** The server answers in Polish (the product's texts); an English visitor sees the same message in English. */
export function localizeServerMessage(message: string, language: Language): string {
  if (language === 'pl') return message;
  const key = (Object.keys(ORDER_VALIDATION_PL) as (keyof OrderValidationMessages)[]).find(
    (candidate) => ORDER_VALIDATION_PL[candidate] === message,
  );
  return key ? ORDER_VALIDATION_EN[key] : message;
}

/** Positions are stored in Polish (product §3); English visitors read them translated. */
export const POSITION_LABELS: Record<Language, Record<AuthorizedPosition, string>> = {
  pl: {
    'Prezes Zarządu': 'Prezes Zarządu',
    'Wiceprezes Zarządu': 'Wiceprezes Zarządu',
    Sekretarz: 'Sekretarz',
    Skarbnik: 'Skarbnik',
    'Członek Zarządu': 'Członek Zarządu',
  },
  en: {
    'Prezes Zarządu': 'President of the Board',
    'Wiceprezes Zarządu': 'Vice-President of the Board',
    Sekretarz: 'Secretary',
    Skarbnik: 'Treasurer',
    'Członek Zarządu': 'Board Member',
  },
};
