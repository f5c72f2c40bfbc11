import { css } from 'styled-system/css';
import type { ContactUsData } from '../../shared/content/page-data';
import { useBoot } from '../boot-context';
import { useT } from '../i18n/intl';
import { useRouter } from '../router/router';
import { ContactForm } from '../features/contact/contact-form';
import { ContentSeo } from '../features/content/content-seo';
import { PageLayout } from './page-layout';
import type { PageProps } from './page-props';

/** /contact-us: the same form as the modal, with the customer-service footer. */
export default function ContactUsPage({ payload }: PageProps<ContactUsData>) {
  const t = useT();
  const { location } = useRouter();
  const { customerServicePhone } = useBoot();
  const { form, footer } = payload.data;
  const jsonLd = { '@type': 'ContactPage', name: form.heading, description: form.formMessage };
  return (
    <PageLayout title={`${form.heading} | ${t('common.storeName')}`} description={form.formMessage} heading={form.heading} breadcrumbs={payload.breadcrumbs}>
      <ContentSeo path={location.path} jsonLd={jsonLd} />
      <div className={css({ display: 'grid', gap: '8', gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 36rem) 1fr' }, alignItems: 'start' })}>
        <ContactForm view={payload.data} />
        {footer && (
          <aside className={css({ bg: 'surface', borderRadius: 'lg', p: '5', display: 'grid', gap: '2' })}>
            <h2 className={css({ fontSize: 'lg', fontWeight: 'bold' })}>{footer.heading}</h2>
            <p>{footer.body}</p>
            <p>
              {footer.phoneLabel}:{' '}
              <a href={`tel:${customerServicePhone.replace(/[^\d+]/g, '')}`} className={css({ color: 'brand.blue', fontWeight: 'semibold', textDecoration: 'underline' })}>{customerServicePhone}</a>
            </p>
            <p className={css({ color: 'muted', fontSize: 'sm' })}>{footer.hours}</p>
          </aside>
        )}
      </div>
    </PageLayout>
  );
}
