import useSWR from 'swr';
import { contactFormKey } from '../../../shared/content/content-keys';
import type { CaptchaWidgetConfig } from '../../../shared/contact/contact-rules';
import type { ContactFormView } from '../../../shared/content/page-data';
import { useBoot } from '../../boot-context';
import { useRouter } from '../../router/router';

/**
 * Whether registration needs a captcha: the site preference recaptchaEnabled (document 1 §7,
 * /custom/site-pref/…). When it is on, the widget is the one the store's other forms use (its
 * config travels with the contact form view), see docs/decisions/157-registration-captcha.md.
 */
export function useCaptchaSetting(): { required: boolean; config: CaptchaWidgetConfig | null } {
  const { organizationId } = useBoot();
  const { location } = useRouter();
  const siteId = location.site.id;
  const prefKey = `/custom/site-pref/v1/organizations/${organizationId}/get-value?siteId=${siteId}&c_sitePrefId=recaptchaEnabled`;
  const { data: pref } = useSWR<{ id: string; value: unknown }>(typeof window === 'undefined' ? null : prefKey);
  const required = pref?.value === true;
  const { data: view } = useSWR<ContactFormView>(required ? contactFormKey(siteId, location.locale.id) : null);
  return { required, config: view?.captcha ?? null };
}
