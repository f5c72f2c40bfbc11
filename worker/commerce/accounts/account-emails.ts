/** The account e-mails (password reset, registration attempt on a taken e-mail) in the shopper's locale. */
import messages from '../../../shared/i18n/generated/messages.json';
import { createAppIntl, type Messages } from '../../../shared/i18n/create-intl';
import type { LocaleId } from '../../../shared/sites/config';
import type { EmailMessage } from '../../integrations/email/email-port';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function translator(locale: LocaleId) {
  const intl = createAppIntl(locale, (messages as Record<string, Messages>)[locale] ?? {});
  return (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
}

/** The reset link e-mail: `{origin}{prefix}/reset-password?token=…`, valid 30 minutes, single use. */
export function resetPasswordEmail(to: string, name: string, link: string, locale: LocaleId): EmailMessage {
  const t = translator(locale);
  const text = [t('authmail.greeting', { name }), t('authmail.reset.intro'), '', link, '', t('authmail.reset.expiry'), t('authmail.reset.ignore')].join('\n');
  const html =
    `<p>${escapeHtml(t('authmail.greeting', { name }))}</p><p>${escapeHtml(t('authmail.reset.intro'))}</p>` +
    `<p><a href="${escapeHtml(link)}">${escapeHtml(t('authmail.reset.link'))}</a></p>` +
    `<p>${escapeHtml(t('authmail.reset.expiry'))}</p><p>${escapeHtml(t('authmail.reset.ignore'))}</p>`;
  return { kind: 'password-reset', to, subject: t('authmail.reset.subject'), text, html };
}

/** Sent to the owner when someone registers with an e-mail that already has an account. */
export function registrationAttemptEmail(to: string, name: string, resetLink: string, locale: LocaleId): EmailMessage {
  const t = translator(locale);
  const text = [t('authmail.greeting', { name }), t('authmail.taken.intro'), t('authmail.taken.action'), '', resetLink, '', t('authmail.taken.ignore')].join('\n');
  const html =
    `<p>${escapeHtml(t('authmail.greeting', { name }))}</p><p>${escapeHtml(t('authmail.taken.intro'))}</p>` +
    `<p>${escapeHtml(t('authmail.taken.action'))}</p><p><a href="${escapeHtml(resetLink)}">${escapeHtml(resetLink)}</a></p>` +
    `<p>${escapeHtml(t('authmail.taken.ignore'))}</p>`;
  return { kind: 'registration-attempt', to, subject: t('authmail.taken.subject'), text, html };
}
