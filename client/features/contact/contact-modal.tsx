import { useAtom } from 'jotai';
import { css } from 'styled-system/css';
import { useT } from '../../i18n/intl';
import { ModalFrame } from '../vehicle-selector/modal-frame';
import { contactModalOpenAtom } from './contact-atoms';
import { ContactForm } from './contact-form';
import { useContactFormView } from './use-contact-form-view';

/** The contact-us modal (document 1 §2.4, §2.7); after a successful send it closes. */
export default function ContactModal() {
  const t = useT();
  const [open, setOpen] = useAtom(contactModalOpenAtom);
  const { view, error } = useContactFormView(open);
  return (
    <ModalFrame open={open} onOpenChange={setOpen} title={view?.form.heading ?? t('contact.title')} closeLabel={t('contact.close')} testId="contact-modal">
      <div className={css({ p: '4' })}>
        {view ? <ContactForm view={view} onSent={() => setOpen(false)} /> : <p role={error ? 'alert' : 'status'}>{t(error ? 'contact.unavailable' : 'contact.loading')}</p>}
      </div>
    </ModalFrame>
  );
}
