import { useId, useState, type FormEvent } from 'react';
import { css } from 'styled-system/css';
import {
  canSendContact, initialContactValues, isCaptchaFailure, validateContactForm, type ContactErrors, type ContactValues,
} from '../../../shared/contact/contact-rules';
import type { FormField } from '../../../shared/content/content-types';
import type { ContactFormView } from '../../../shared/content/page-data';
import { PAGE_FORM_FIELD } from '../../../shared/types/form-answer';
import { useT } from '../../i18n/intl';
import { useFormAnswer } from '../forms/use-form-answer';
import { useHydrated } from '../forms/use-hydrated';
import { useRouter } from '../../router/router';
import { showToast } from '../toast/toaster';
import { CaptchaWidget } from './captcha-widget';
import { sendContactMessage } from './send-contact';

const inputClass = css({ w: 'full', minH: '11', px: '3', border: '1px solid', borderColor: 'line', borderRadius: 'md', bg: 'white', _focusVisible: { outline: '2px solid', outlineColor: 'brand.blue' }, '&[aria-invalid=true]': { borderColor: 'danger' } });

/**
 * The contact form (document 1 §2.7): fields, required flags and messages from the content service;
 * Send stays disabled until the form is touched and, when the site asks for one, the captcha solved. Success
 * resets the form and shows the configured toast; a captcha failure resets the captcha.
 */
export function ContactForm({ view, onSent }: { view: ContactFormView; onSent?: () => void }) {
  const t = useT();
  const { location } = useRouter();
  const id = useId();
  const { form, captcha } = view;
  // Without JavaScript the contact page's form posts to the page (decision 293), which answers with
  // this form again: sent, or refused with the values kept and the content's own messages.
  const pageAnswer = useFormAnswer('contact');
  const answer = onSent ? null : pageAnswer;
  const [values, setValues] = useState<ContactValues>(() => (answer && answer.outcome !== 'ok' ? { ...initialContactValues(form.fields), ...answer.values } : initialContactValues(form.fields)));
  const [touched, setTouched] = useState(false);
  const [errors, setErrors] = useState<ContactErrors>(() => answer?.fieldErrors ?? {});
  const [token, setToken] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [captchaError, setCaptchaError] = useState(answer?.message === 'contact.captchaFailed');
  const hydrated = useHydrated();
  // The answer's line: sent (the content's success message) or not sent (its error message).
  const [status] = useState(() =>
    !answer || answer.outcome === 'invalid' || answer.message === 'contact.captchaFailed'
      ? null
      : answer.outcome === 'ok'
        ? { ok: true, text: form.successMessage }
        : { ok: false, text: answer.message ? t(answer.message) : form.errorMessage },
  );

  const change = (name: FormField['name'], value: string) => {
    setTouched(true);
    setValues((v) => ({ ...v, [name]: value }));
    if (errors[name]) setErrors((e) => ({ ...e, [name]: validateContactForm(form.fields, { ...values, [name]: value })[name] }));
  };
  // A field's message shows once the shopper leaves it or sends the form (document 1 §2.5, decision 158).
  const blur = (name: FormField['name']) => setErrors((e) => ({ ...e, [name]: validateContactForm(form.fields, values)[name] }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateContactForm(form.fields, values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      document.getElementById(`${id}-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    setSubmitting(true);
    const result = await sendContactMessage(values, location.locale.id, token ?? '');
    setSubmitting(false);
    if (result.ok) {
      setValues(initialContactValues(form.fields));
      setTouched(false);
      setToken(null);
      setCaptchaError(false);
      showToast({ status: 'success', message: form.successMessage });
      onSent?.();
      return;
    }
    if (isCaptchaFailure(result.message)) {
      setToken(null);
      setCaptchaError(true);
      return;
    }
    showToast({ status: 'error', message: form.errorMessage });
  };
  // Shown and asked for only when the site preference recaptchaEnabled is on (the view then carries
  // the widget) and the form's content does not leave it out (document 1 §2.7, decision 253).
  const widget = form.captchaEnabled ? captcha : null;
  return (
    <form method="post" noValidate onSubmit={submit} className={css({ display: 'grid', gap: '4' })} data-testid="contact-form">
      <input type="hidden" name={PAGE_FORM_FIELD} value="contact" />
      {form.formMessage && <p className={css({ color: 'muted' })}>{form.formMessage}</p>}
      {status && (
        <p role={status.ok ? 'status' : 'alert'} data-testid="contact-answer" className={css({ fontWeight: 'semibold', color: status.ok ? 'success' : 'danger' })}>
          {status.text}
        </p>
      )}
      {form.fields.map((field) => {
        const fieldId = `${id}-${field.name}`;
        const error = errors[field.name];
        const describedBy = [error ? `${fieldId}-error` : '', field.inputMessage ? `${fieldId}-hint` : ''].filter(Boolean).join(' ') || undefined;
        const common = {
          id: fieldId,
          name: field.name,
          value: values[field.name],
          required: field.required,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': describedBy,
          onBlur: () => blur(field.name),
          className: inputClass,
        };
        return (
          <div key={field.name} className={css({ display: 'grid', gap: '1' })}>
            <label htmlFor={fieldId} className={css({ fontWeight: 'semibold', fontSize: 'sm' })}>
              {field.label}
              {field.required && <span aria-hidden="true"> *</span>}
            </label>
            {field.type === 'select' ? (
              <select {...common} onChange={(e) => change(field.name, e.target.value)}>
                {field.options.map((option) => <option key={option} value={option}>{option}</option>)}
              </select>
            ) : field.type === 'textarea' ? (
              <textarea {...common} rows={5} placeholder={field.placeholder || undefined} onChange={(e) => change(field.name, e.target.value)} className={css({ w: 'full', p: '3', border: '1px solid', borderColor: 'line', borderRadius: 'md', '&[aria-invalid=true]': { borderColor: 'danger' } })} />
            ) : (
              <input {...common} type={field.type} autoComplete={field.name === 'email' ? 'email' : field.name === 'firstName' ? 'given-name' : field.name === 'lastName' ? 'family-name' : undefined} placeholder={field.placeholder || undefined} onChange={(e) => change(field.name, e.target.value)} />
            )}
            {field.inputMessage && <p id={`${fieldId}-hint`} className={css({ fontSize: 'xs', color: 'muted' })}>{field.inputMessage}</p>}
            {error && <p id={`${fieldId}-error`} className={css({ fontSize: 'sm', color: 'danger' })}>{error}</p>}
          </div>
        );
      })}
      {widget && (
        <div className={css({ display: 'grid', gap: '2' })}>
          <CaptchaWidget config={widget} token={token} onToken={(next) => { setToken(next); setTouched(true); if (next) setCaptchaError(false); }} />
          {captchaError && <p role="alert" className={css({ color: 'danger', fontSize: 'sm' })}>{t('contact.captchaFailed')}</p>}
        </div>
      )}
      <button
        type="submit"
        // Enabled in the server's HTML: without script the form posts as it is.
        disabled={hydrated && !canSendContact({ touched, captchaRequired: widget !== null, captchaToken: token, submitting })}
        className={css({ justifySelf: 'start', bg: 'brand.blue', color: 'white', px: '8', minH: '11', borderRadius: 'md', fontWeight: 'semibold', cursor: 'pointer', _disabled: { opacity: 0.5, cursor: 'not-allowed' } })}
      >
        {submitting ? t('contact.sending') : form.submit}
      </button>
    </form>
  );
}
