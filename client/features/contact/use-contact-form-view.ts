import useSWR from 'swr';
import { contactFormKey } from '../../../shared/content/content-keys';
import type { ContactFormView } from '../../../shared/content/page-data';
import { useRouter } from '../../router/router';

/** The contact form of the content service in the current locale (/api/content/contact-form). */
export function useContactFormView(enabled: boolean): { view: ContactFormView | undefined; error: boolean } {
  const { location } = useRouter();
  const { data, error } = useSWR<ContactFormView>(enabled ? contactFormKey(location.site.id, location.locale.id) : null);
  return { view: data, error: Boolean(error) };
}
