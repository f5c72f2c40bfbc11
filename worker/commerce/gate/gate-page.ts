/**
 * The server-rendered key gate page (document 1 §4 Key gate): heading, one required key field and
 * the submit button; "Field Required" under the field, "Invalid fixed key!" as an alert. Plain
 * HTML posting to /gate, so it works before any script (and without the app shell).
 */
import messages from '../../../shared/i18n/generated/messages.json';
import { createAppIntl, type Messages } from '../../../shared/i18n/create-intl';
import type { LocaleId } from '../../../shared/sites/config';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

export type GateError = 'required' | 'invalid' | 'tooMany' | null;

export function gatePage(input: { locale: LocaleId; next: string; error: GateError }): string {
  const intl = createAppIntl(input.locale, (messages as Record<string, Messages>)[input.locale] ?? {});
  const t = (id: string) => escapeHtml(intl.formatMessage({ id }));
  const fieldError = input.error === 'required' ? `<p id="gate-key-error" class="field-error">${t('gate.key.required')}</p>` : '';
  const alert = input.error === 'invalid' ? t('gate.key.invalid') : input.error === 'tooMany' ? t('gate.tooMany') : '';
  return `<!doctype html>
<html lang="${input.locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${t('gate.title')}</title>
</head>
<body style="font-family: Inter, system-ui, sans-serif; margin: 0; min-height: 100vh; display: grid; place-items: center; background: #f5f6fb; color: #111">
<main style="width: min(92vw, 420px); padding: 24px; background: #fff; border-radius: 8px; box-shadow: 0 2px 12px rgba(0,0,0,.08)">
<h1 style="color: #2635D9; font-size: 1.5rem; margin: 0 0 8px">${t('gate.title')}</h1>
<p style="margin: 0 0 16px">${t('gate.intro')}</p>
<div role="alert" style="color: #b00020; min-height: 1.25em; margin-bottom: 8px">${alert}</div>
<form method="post" action="/gate" novalidate>
<input type="hidden" name="next" value="${escapeHtml(input.next)}">
<label for="gate-key" style="display: block; font-weight: 600; margin-bottom: 4px">${t('gate.key.label')}</label>
<input id="gate-key" name="key" type="password" autocomplete="off" required aria-required="true"${input.error === 'required' ? ' aria-invalid="true" aria-describedby="gate-key-error"' : ''} style="width: 100%; box-sizing: border-box; padding: 10px; font-size: 1rem; border: 1px solid #888; border-radius: 4px">
${fieldError.replace('class="field-error"', 'style="color: #b00020; margin: 4px 0 0"')}
<button type="submit" style="margin-top: 16px; width: 100%; padding: 12px; font-size: 1rem; font-weight: 600; color: #fff; background: #2635D9; border: 0; border-radius: 4px; cursor: pointer">${t('gate.submit')}</button>
</form>
</main>
</body>
</html>`;
}
