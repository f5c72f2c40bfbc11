import { useEffect, useState } from 'react';
import type { QuoteResponse } from '../../../shared/checkout/checkout-page-data';
import type { LocaleId, SiteId } from '../../../shared/sites/config';
import { postJson, siteApi } from './checkout-api';

/** Totals and pickup stores for the basket as it is now and the delivery province or state chosen. */
export function useCheckoutQuote(site: SiteId, locale: LocaleId, stateCode: string, basketVersion: string) {
  const [quote, setQuote] = useState<QuoteResponse | null>(null);
  useEffect(() => {
    let current = true;
    postJson<QuoteResponse>(siteApi('/api/checkout/quote', site, locale), { stateCode: stateCode || null })
      .then((res) => {
        if (current && res.ok) setQuote(res.body);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [site, locale, stateCode, basketVersion]);
  return quote;
}
