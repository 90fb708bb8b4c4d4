import { useCallback } from 'react';
import { formatPrice } from '@web/i18n/format';
import { useLanguage } from '@web/i18n/language';
import { useSiteConfig } from '@web/lib/site-config';

/** Net PLN for the visitor, as the pricing pages show it: zł in Polish, € at the configured rate in English. */
export function useOrderPrice() {
  const { language } = useLanguage();
  const { eurRate } = useSiteConfig();
  return useCallback(
    (pln: number, fractionDigits = 0) => formatPrice(pln, language, eurRate, fractionDigits),
    [language, eurRate],
  );
}
