/**
 * The buyer's country on an order and its invoice. The codes are the FA(3) schema's country list (TKodKraju,
 * ISO 3166-1 alpha-2 plus the tax administration's own XC, XK, XL, XI); countries.test.ts keeps the list equal
 * to the schema. Names come from the browser (Intl.DisplayNames), in the page's language.
 */
// prettier-ignore
export const COUNTRY_CODES = [
  'AD', 'AE', 'AF', 'AG', 'AI', 'AL', 'AM', 'AN', 'AO', 'AQ', 'AR', 'AS', 'AT', 'AU', 'AW', 'AX', 'AZ', 'BA', 'BB', 'BD',
  'BE', 'BF', 'BG', 'BH', 'BI', 'BJ', 'BL', 'BM', 'BN', 'BO', 'BQ', 'BR', 'BS', 'BT', 'BV', 'BW', 'BY', 'BZ', 'CA', 'CC',
  'CD', 'CF', 'CG', 'CH', 'CI', 'CK', 'CL', 'CM', 'CN', 'CO', 'CR', 'CU', 'CV', 'CW', 'CX', 'CY', 'CZ', 'DE', 'DJ', 'DK',
  'DM', 'DO', 'DZ', 'EC', 'EE', 'EG', 'EH', 'ER', 'ES', 'ET', 'FI', 'FJ', 'FK', 'FM', 'FO', 'FR', 'GA', 'GB', 'GD', 'GE',
  'GF', 'GG', 'GH', 'GI', 'GL', 'GM', 'GN', 'GP', 'GQ', 'GR', 'GS', 'GT', 'GU', 'GW', 'GY', 'HK', 'HM', 'HN', 'HR', 'HT',
  'HU', 'ID', 'IE', 'IL', 'IM', 'IN', 'IO', 'IQ', 'IR', 'IS', 'IT', 'JE', 'JM', 'JO', 'JP', 'KE', 'KG', 'KH', 'KI', 'KM',
  'KN', 'KP', 'KR', 'KW', 'KY', 'KZ', 'LA', 'LB', 'LC', 'LI', 'LK', 'LR', 'LS', 'LT', 'LU', 'LV', 'LY', 'MA', 'MC', 'MD',
  'ME', 'MF', 'MG', 'MH', 'MK', 'ML', 'MM', 'MN', 'MO', 'MP', 'MQ', 'MR', 'MS', 'MT', 'MU', 'MV', 'MW', 'MX', 'MY', 'MZ',
  'NA', 'NC', 'NE', 'NF', 'NG', 'NI', 'NL', 'NO', 'NP', 'NR', 'NU', 'NZ', 'OM', 'PA', 'PE', 'PF', 'PG', 'PH', 'PK', 'PL',
  'PM', 'PN', 'PR', 'PS', 'PT', 'PW', 'PY', 'QA', 'RE', 'RO', 'RS', 'RU', 'RW', 'SA', 'SB', 'SC', 'SD', 'SE', 'SG', 'SH',
  'SI', 'SJ', 'SK', 'SL', 'SM', 'SN', 'SO', 'SR', 'SS', 'ST', 'SV', 'SX', 'SY', 'SZ', 'TC', 'TD', 'TF', 'TG', 'TH', 'TJ',
  'TK', 'TL', 'TM', 'TN', 'TO', 'TR', 'TT', 'TV', 'TW', 'TZ', 'UA', 'UG', 'UM', 'US', 'UY', 'UZ', 'VA', 'VC', 'VE', 'VG',
  'VI', 'VN', 'VU', 'WF', 'WS', 'XC', 'XI', 'XK', 'XL', 'YE', 'YT', 'ZA', 'ZM', 'ZW',
] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

export const DEFAULT_COUNTRY: CountryCode = 'PL';

const COUNTRY_SET: ReadonlySet<string> = new Set(COUNTRY_CODES);
export const isCountryCode = (value: string): value is CountryCode => COUNTRY_SET.has(value);

/**
 * The schema's KodUE of each EU member state (and XI, Northern Ireland) by country: Greece's VAT numbers carry
 * EL, not its ISO code GR. Poland is absent on purpose: a Polish buyer is identified by NIP.
 */
// prettier-ignore
export const EU_VAT_PREFIX: Readonly<Partial<Record<CountryCode, string>>> = {
  AT: 'AT', BE: 'BE', BG: 'BG', CY: 'CY', CZ: 'CZ', DE: 'DE', DK: 'DK', EE: 'EE', ES: 'ES',
  FI: 'FI', FR: 'FR', GR: 'EL', HR: 'HR', HU: 'HU', IE: 'IE', IT: 'IT', LT: 'LT', LU: 'LU',
  LV: 'LV', MT: 'MT', NL: 'NL', PT: 'PT', RO: 'RO', SE: 'SE', SI: 'SI', SK: 'SK', XI: 'XI',
};

/** The schema's TNrVatUE: the number without its country prefix, up to 12 digits, capitals, '+' or '*'. */
export const EU_VAT_NUMBER_PATTERN = /^[0-9A-Z+*]{1,12}$/;

/**
 * 'de 123 456 789', 'DE-123456789' or '123456789' for Germany → '123456789': capitals, no spaces, dots or
 * hyphens, and the country's own prefix dropped (the invoice states it apart, as KodUE).
 */
export function normalizeEuVatId(value: string, country: string): string {
  const bare = value.toUpperCase().replace(/[\s.-]/g, '');
  const prefix = EU_VAT_PREFIX[country as CountryCode];
  return prefix && bare.startsWith(prefix) && bare.length > prefix.length ? bare.slice(prefix.length) : bare;
}

export type EuVatIdVerdict = 'ok' | 'outside-eu' | 'invalid';

/** An EU VAT number is for a buyer in another EU member state, in the schema's form once normalised. */
export function checkEuVatId(value: string, country: string): EuVatIdVerdict {
  if (!EU_VAT_PREFIX[country as CountryCode]) return 'outside-eu';
  const bare = normalizeEuVatId(value, country);
  // Every member state's number has digits; the prefix alone is no number.
  return EU_VAT_NUMBER_PATTERN.test(bare) && /\d/.test(bare) ? 'ok' : 'invalid';
}
