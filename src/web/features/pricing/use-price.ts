import { useCallback } from 'react';
import { formatPrice } from '@web/i18n/format';
import { useLanguage } from '@web/i18n/language';
import { useSiteConfig } from '@web/lib/site-config';

/** Formats net PLN for the visitor: "160 zł" in Polish, "€37" in English at the configured rate (SPEC §9). */
export function usePrice() {
  const { language } = useLanguage();
  const { eurRate } = useSiteConfig();
  return useCallback(
    (pln: number, fractionDigits = 0) => formatPrice(pln, language, eurRate, fractionDigits),
    [language, eurRate],
  );
}
