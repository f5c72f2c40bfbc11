import type { ContactValues } from '../../../shared/contact/contact-rules';

export interface SendResult {
  ok: boolean;
  message: string;
}

/** POST /contactEmail (document 1 §7); the response's success field is read. */
export async function sendContactMessage(values: ContactValues, locale: string, recaptchaToken: string): Promise<SendResult> {
  try {
    const response = await fetch('/contactEmail', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ ...values, sentDate: new Date().toISOString(), locale, recaptchaToken }),
    });
    const body = (await response.json().catch(() => null)) as { success?: boolean; message?: string } | null;
    return { ok: response.ok && body?.success === true, message: body?.message ?? '' };
  } catch {
    return { ok: false, message: '' };
  }
}
