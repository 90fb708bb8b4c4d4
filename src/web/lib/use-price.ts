import { useCallback, useMemo } from 'react';
import { currencyFor, quoteIn, type QuoteInput } from '@shared/pricing/calculator';
import { formatAmount, formatPrice } from '@web/i18n/format';
import { useLanguage } from '@web/i18n/language';
import { useSiteConfig } from '@web/lib/site-config';

/** Formats net PLN for the visitor: "160 zł" in Polish, "€37" in English at the configured rate. */
export function usePrice() {
  const { language } = useLanguage();
  const { eurRate } = useSiteConfig();
  return useCallback(
    (pln: number, fractionDigits = 0) => formatPrice(pln, language, eurRate, fractionDigits),
    [language, eurRate],
  );
}

/**
 * A selection priced in the visitor's currency by the one euro rule (`quoteIn`), and the formatter for its
 * amounts: totals are sums of the item prices the cards show, so the two always agree.
 */
export function useDisplayQuote() {
  const { language } = useLanguage();
  const { eurRate } = useSiteConfig();
  return useMemo(
    () => ({
      quote: (input: QuoteInput) => quoteIn(currencyFor(language), input, eurRate),
      money: (amount: number) => formatAmount(amount, language),
    }),
    [language, eurRate],
  );
}
