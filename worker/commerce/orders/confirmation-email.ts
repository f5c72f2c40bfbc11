import messages from '../../../shared/i18n/generated/messages.json';
import { createAppIntl, type Messages } from '../../../shared/i18n/create-intl';
import type { Order } from '../../../shared/checkout/order';
import { coreReturnOf } from '../../../shared/checkout/core-return';
import { summaryRows } from '../../../shared/checkout/summary-rows';
import { taxLineLabel } from '../../../shared/checkout/tax-label';
import { formatPrice } from '../../../shared/pricing/format-price';
import type { LocaleId } from '../../../shared/sites/config';
import type { EmailMessage } from '../../integrations/email/email-port';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** The order confirmation e-mail in the shopper's locale (text and HTML), with a link to the order lookup. */
export function confirmationEmail(order: Order, locale: LocaleId, origin: string): EmailMessage {
  const intl = createAppIntl(locale, (messages as Record<string, Messages>)[locale] ?? {});
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const price = (minor: number) => formatPrice(minor, order.currency, locale);
  const lookup = `${origin}/pages/order-status/${order.orderNo}`;
  const lines = order.productItems.map((i) => `${i.quantity} × ${i.productName} (${i.productId}) — ${price(i.price)}`);
  // The confirmation page's rows: each tax named in the shopper's language, the total equal to the parts (decision 244).
  const totals: [string, string][] = summaryRows({ productSubtotal: order.productSubTotal, shippingTotal: order.shippingTotal, coreDepositTotal: order.c_coreDepositTotal, taxes: order.c_taxes, orderTotal: order.orderTotal, taxPending: false }).flatMap((row): [string, string][] => {
    if (row.kind === 'subtotal') return [[t('orders.email.subtotal'), price(row.amount)]];
    if (row.kind === 'shipping') return [[t('orders.email.shipping'), row.amount === 0 ? t('checkout.summary.free') : price(row.amount)]];
    if (row.kind === 'coreDeposit') return [[t('checkout.summary.coreDeposit'), price(row.amount)]];
    if (row.kind === 'tax') return [[taxLineLabel(intl, row.tax), price(row.amount)]];
    if (row.kind === 'total') return [[t('orders.email.total'), price(row.amount)]];
    return [];
  });
  // How to get the deposits back (decision 284), as the confirmation page says it.
  const core = coreReturnOf(order);
  const coreReturn = core ? [t('orders.coreReturn.title'), t('orders.coreReturn.body', { ...core, amount: price(core.amount) })] : [];
  const subject = t('orders.email.subject', { orderNo: order.orderNo });
  const text = [
    t('orders.email.greeting', { name: order.billingAddress.firstName }),
    t('orders.email.intro', { orderNo: order.orderNo }),
    '',
    ...lines,
    '',
    ...totals.map(([label, value]) => `${label}: ${value}`),
    '',
    ...(coreReturn.length ? [...coreReturn, ''] : []),
    t('orders.email.lookup', { url: lookup }),
  ].join('\n');
  const html =
    `<p>${escapeHtml(t('orders.email.greeting', { name: order.billingAddress.firstName }))}</p>` +
    `<p>${escapeHtml(t('orders.email.intro', { orderNo: order.orderNo }))}</p>` +
    `<ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>` +
    `<table>${totals.map(([label, value]) => `<tr><th scope="row">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join('')}</table>` +
    (coreReturn.length ? `<h2>${escapeHtml(coreReturn[0]!)}</h2><p>${escapeHtml(coreReturn[1]!)}</p>` : '') +
    `<p><a href="${escapeHtml(lookup)}">${escapeHtml(t('orders.email.lookupLink'))}</a></p>`;
  return { kind: 'order-confirmation', to: order.customerInfo.email, subject, text, html, reference: order.orderNo };
}
