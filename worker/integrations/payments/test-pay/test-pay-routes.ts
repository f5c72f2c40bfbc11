import { Hono } from 'hono';
import { object, size, string } from 'superstruct';
import messages from '../../../../shared/i18n/generated/messages.json';
import { createAppIntl, type Messages } from '../../../../shared/i18n/create-intl';
import { ALL_LOCALES, DEFAULT_LOCALE, type LocaleId } from '../../../../shared/sites/config';
import { assertBody } from '../../../commerce/checkout/assert-body';
import { approveTestPayOrder, findTestPayOrder } from '../../../data/repos/test-pay-repo';
import type { AppEnv } from '../../../env';
import { BadRequestError, NotFoundError } from '../../../errors';
import { readJsonBody } from '../../../routes/json-request';
import { brandOf, cardDigits, isValidExpiry, outcomeOf } from './test-cards';
import { FIELDS_CSS, FIELDS_JS, renderFieldsPage, TEST_PAY_FUNDING_SOURCES } from './fields-page';

const ApproveSchema = object({ number: size(string(), 1, 30), expiry: size(string(), 1, 10), cvc: size(string(), 1, 6) });

/**
 * The embedded provider's own pages and API on the store's origin, under /test-pay: the hosted
 * fields page and the approve call it makes. Nothing here is used by the order code directly.
 */
export const testPayRoutes = new Hono<AppEnv>()
  .get('/fields', (c) => {
    const requested = c.req.query('locale') as LocaleId | undefined;
    const locale = requested && ALL_LOCALES.includes(requested) ? requested : DEFAULT_LOCALE;
    const intl = createAppIntl(locale, (messages as Record<string, Messages>)[locale] ?? {});
    const disabled = new Set((c.req.query('disable-funding') ?? '').split(',').filter(Boolean));
    const eligibleFunding = TEST_PAY_FUNDING_SOURCES.filter((s) => !disabled.has(s));
    c.header('Cache-Control', 'private, no-store');
    return c.html(renderFieldsPage({ intl, lang: locale, nonce: c.get('secureHeadersNonce') ?? '', eligibleFunding }));
  })
  .get('/fields.css', (c) => c.body(FIELDS_CSS, 200, { 'content-type': 'text/css; charset=utf-8', 'cache-control': 'public, max-age=300' }))
  .get('/fields.js', (c) => c.body(FIELDS_JS, 200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'public, max-age=300' }))
  .post('/api/payments/:id/approve', async (c) => {
    const body = assertBody(await readJsonBody(c.req.raw), ApproveSchema);
    const payment = await findTestPayOrder(c.env.DB, c.req.param('id'));
    if (!payment) throw new NotFoundError('Unknown payment');
    const digits = cardDigits(body.number);
    if (!digits) throw new BadRequestError('Invalid card number');
    if (!isValidExpiry(body.expiry, new Date())) throw new BadRequestError('Invalid expiry date');
    if (!/^[0-9]{3,4}$/.test(body.cvc.trim())) throw new BadRequestError('Invalid security code');
    const outcome = outcomeOf(digits);
    const status = outcome === 'decline' ? 'declined' : 'approved';
    const token = `tok_${crypto.randomUUID().replace(/-/g, '')}`;
    const changed = await approveTestPayOrder(c.env.DB, { id: payment.id, token, brand: brandOf(digits), last4: digits.slice(-4), outcome, status, now: Date.now() });
    if (!changed) throw new BadRequestError('This payment can no longer be approved');
    c.header('Cache-Control', 'no-store');
    return c.json({ status });
  });
