import type { AppIntl } from '../../../../shared/i18n/create-intl';

/** Funding sources the test provider can offer; the page shows those the store did not disable. */
export const TEST_PAY_FUNDING_SOURCES = ['paypal', 'paylater', 'card', 'credit', 'venmo', 'applepay', 'sepa', 'bancontact', 'eps', 'giropay', 'ideal', 'mybank', 'p24', 'blik'] as const;

/**
 * Funding sources with a name in every locale (checkout.payment.funding.*). The ids are the
 * provider's and never reach the page: a source without a name is left out of the marks.
 */
const NAMED_FUNDING: readonly string[] = ['paypal', 'paylater', 'credit', 'venmo', 'applepay', 'card'];

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** JSON inside a script element: "<" escaped so no text can close the element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

export interface FieldsPageInput {
  intl: AppIntl;
  lang: string;
  nonce: string;
  eligibleFunding: string[];
}

/**
 * The provider's hosted card fields: a small page of its own, framed by checkout. The card number
 * is typed and sent only here (to the provider's API); the parent page only learns the outcome.
 */
export function renderFieldsPage({ intl, lang, nonce, eligibleFunding }: FieldsPageInput): string {
  const t = (id: string) => escapeHtml(intl.formatMessage({ id }));
  const messages = {
    invalidNumber: intl.formatMessage({ id: 'checkout.payment.invalidNumber' }),
    invalidExpiry: intl.formatMessage({ id: 'checkout.payment.invalidExpiry' }),
    invalidCvc: intl.formatMessage({ id: 'checkout.payment.invalidCvc' }),
  };
  const marks = eligibleFunding
    .filter((s) => NAMED_FUNDING.includes(s))
    .map((s) => `<li data-funding="${escapeHtml(s)}">${t(`checkout.payment.funding.${s}`)}</li>`)
    .join('');
  return `<!doctype html>
<html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${t('checkout.payment.fieldsTitle')}</title><link rel="stylesheet" href="/test-pay/fields.css"></head>
<body>
<form id="fields" novalidate>
  <label for="number">${t('checkout.payment.cardNumber')}</label>
  <input id="number" name="number" inputmode="numeric" autocomplete="cc-number" maxlength="23" aria-describedby="number-error" required>
  <p id="number-error" class="error" role="alert"></p>
  <div class="row">
    <div><label for="expiry">${t('checkout.payment.expiry')}</label>
    <input id="expiry" name="expiry" inputmode="numeric" autocomplete="cc-exp" placeholder="${t('checkout.payment.expiryPlaceholder')}" maxlength="7" aria-describedby="expiry-error" required>
    <p id="expiry-error" class="error" role="alert"></p></div>
    <div><label for="cvc">${t('checkout.payment.cvc')}</label>
    <input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" maxlength="4" aria-describedby="cvc-error" required>
    <p id="cvc-error" class="error" role="alert"></p></div>
  </div>
  ${marks ? `<ul class="marks" aria-label="${t('checkout.payment.acceptedFunding')}">${marks}</ul>` : ''}
</form>
<script type="application/json" id="messages">${scriptJson(messages)}</script>
<script nonce="${escapeHtml(nonce)}" src="/test-pay/fields.js"></script>
</body></html>`;
}

/** Styles of the fields page (served as a file: the CSP allows no inline style elements). */
export const FIELDS_CSS = `body{margin:0;font:16px/1.4 system-ui,sans-serif;color:#1a1a1a}
form{display:grid;gap:4px;padding:2px}label{font-weight:600;font-size:14px}
input{font:inherit;padding:10px;border:1px solid #8a8a8a;border-radius:6px;width:100%;box-sizing:border-box}
input:focus{outline:2px solid #2635D9;outline-offset:1px}
.row{display:grid;grid-template-columns:1fr 1fr;gap:8px}.error{color:#b00020;font-size:14px;margin:0;min-height:0}
.marks{display:flex;gap:6px;list-style:none;padding:0;margin:4px 0 0;font-size:12px;color:#555}`;

/**
 * Script of the fields page: on the parent's submit command it validates the fields, sends the
 * card to the provider's approve endpoint and posts only the outcome back to the parent.
 */
export const FIELDS_JS = `(() => {
  const origin = location.origin;
  const msgs = JSON.parse(document.getElementById('messages').textContent);
  const form = document.getElementById('fields');
  const field = (id) => document.getElementById(id);
  const post = (event, paymentId, extra) => parent.postMessage(Object.assign({ type: 'payment-fields', event, paymentId }, extra || {}), origin);
  const setError = (id, text) => { field(id + '-error').textContent = text; field(id).setAttribute('aria-invalid', text ? 'true' : 'false'); };
  const luhn = (d) => { let s = 0; for (let i = 0; i < d.length; i++) { let n = +d[d.length - 1 - i]; if (i % 2) { n *= 2; if (n > 9) n -= 9; } s += n; } return s % 10 === 0; };
  function validate() {
    const digits = field('number').value.replace(/[\\s-]/g, '');
    const okNumber = /^[0-9]{12,19}$/.test(digits) && luhn(digits);
    const okExpiry = /^(0[1-9]|1[0-2])\\s*\\/\\s*[0-9]{2}$/.test(field('expiry').value.trim());
    const okCvc = /^[0-9]{3,4}$/.test(field('cvc').value.trim());
    setError('number', okNumber ? '' : msgs.invalidNumber);
    setError('expiry', okExpiry ? '' : msgs.invalidExpiry);
    setError('cvc', okCvc ? '' : msgs.invalidCvc);
    return okNumber && okExpiry && okCvc;
  }
  form.addEventListener('submit', (e) => e.preventDefault());
  window.addEventListener('message', async (e) => {
    if (e.origin !== origin || !e.data || e.data.type !== 'payment-fields-command') return;
    const paymentId = String(e.data.paymentId || '');
    if (e.data.command === 'validate') { post(validate() ? 'valid' : 'invalid', paymentId); return; }
    if (e.data.command !== 'submit') return;
    if (!validate()) { post('invalid', paymentId); return; }
    try {
      const res = await fetch('/test-pay/api/payments/' + encodeURIComponent(paymentId) + '/approve', {
        method: 'POST', headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ number: field('number').value, expiry: field('expiry').value, cvc: field('cvc').value }),
      });
      const body = await res.json().catch(() => ({}));
      if (res.ok && body.status === 'approved') post('approved', paymentId);
      else if (res.ok && body.status === 'declined') post('declined', paymentId);
      else if (res.status === 400) { post('invalid', paymentId); }
      else post('error', paymentId);
    } catch { post('error', paymentId); }
  });
  post('ready', '');
})();`;
