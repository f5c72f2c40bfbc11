import { useEffect } from 'react';
import { useBoot } from '../../boot-context';
import { useAccount } from '../account/use-account';
import { useConsent } from '../consent/consent-store';

/**
 * The third-party slots (decision 184). With none configured (the default) this imports nothing;
 * otherwise the loader adds each slot's script once its consent allows.
 */
export function ThirdPartyTags() {
  const { analytics } = useBoot();
  const consent = useConsent();
  const { account, isLoading } = useAccount();
  const configured = Object.keys(analytics.tags).length > 0;
  useEffect(() => {
    if (!configured || consent.status !== 'ready' || consent.crawler) return;
    void import('./tag-loader')
      .then((loader) => loader.loadTags(analytics.tags, consent, isLoading ? null : account))
      .catch((error: unknown) => console.error('third-party tags not loaded', error));
  }, [configured, analytics.tags, consent, account, isLoading]);
  return null;
}
