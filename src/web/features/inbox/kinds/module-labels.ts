/**
 * Polish names of the add-on modules for the operator's order cards. The public pages' copy (with
 * descriptions) lives in the pricing feature; the back office needs only the names, and features do not
 * import each other.
 */
const MODULE_LABELS: Record<string, string> = {
  // Landing page ids (product §3)
  skladki: 'Składki',
  zaswiadczenia: 'Zaświadczenia',
  rejestr: 'Rejestr strzelnicy',
  zawody: 'Zawody',
  magazyn: 'Magazyn broni',
  // /cennik ids
  payments: 'Płatności',
  certificates: 'Zaświadczenia',
  competitions: 'Zawody',
  range: 'Rezerwacje strzelnicy',
  arsenal: 'Magazyn broni',
  reports: 'Raporty',
  communication: 'Komunikacja',
  mobile: 'Aplikacja mobilna',
  admin: 'Administracja',
};

export const moduleLabel = (id: string) => MODULE_LABELS[id] ?? id;
