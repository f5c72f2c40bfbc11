import { newOrderNumber, isOrderNumber } from '../../../shared/checkout/order-number';
import type { Order } from '../../../shared/checkout/order';
import { paymentFieldsSrc } from '../../../shared/checkout/payment-config';
import type { CurrencyCode, LocaleConfig, SiteConfig } from '../../../shared/sites/config';
import {
  cancelledStatements,
  capturedStatements,
  deleteBasketStatement,
  findOrder,
  findStoresForOrder,
  insertItemStatement,
  insertOrderStatement,
  insertPaymentStatement,
  insertShipmentStatement,
  stockDecrementStatement,
  stockGuardStatement,
  stockRestoreStatement,
  type StoreTaxRow,
} from '../../data/repos/orders-repo';
import { recordFromPlan } from './record-from-plan';
import { addOrderedUnitsStatement } from '../../data/repos/vehicle-units-repo';
import { orderVehicleUnits } from './vehicle-units';
import type { EmailPort } from '../../integrations/email/email-port';
import type { CaptureResult, PaymentProvider } from '../../integrations/payments/payment-port';
import type { CheckoutBasket } from './checkout-basket';
import { checkoutError } from './checkout-error';
import { confirmationEmail } from './confirmation-email';
import { planOrder, type CheckoutDetails, type OrderPlan } from './order-plan';
import { shapeOrder } from './shape-order';
import { withPickupReadyTimes, type StoresById } from './pickup-ready-times';
import { isRegisteredCustomerId } from '../customer/shopper';

export interface OrderServiceDeps {
  db: D1Database;
  site: SiteConfig;
  locale: LocaleConfig;
  payments: PaymentProvider;
  email: EmailPort;
  /** Scheme and host for links in e-mails. */
  origin: string;
  now?: () => number;
  /** Called with the products whose stock an order took or gave back (cached pages showing it go stale). */
  onStockChange?: (productIds: string[]) => void;
  /** Pickup stores, for the ready time of pickup orders; without it orders carry none. */
  storesById?: StoresById;
}

async function sha256Hex(value: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(value));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

function randomToken(): string {
  return [...crypto.getRandomValues(new Uint8Array(32))].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Which failure a rolled-back order batch was (decision 135); null for anything unexpected. */
function batchFailure(error: unknown): 'insufficient_stock' | 'already_placed' | null {
  const text = String((error as { message?: string })?.message ?? error);
  if (text.includes('insufficient_stock') || /CHECK constraint failed: .*ats/.test(text)) return 'insufficient_stock';
  if (text.includes('UNIQUE constraint failed: orders.basket_id') || text.includes('UNIQUE constraint failed: payments.payment_id')) return 'already_placed';
  return null;
}

/** A provider call that fails or times out is a payment error: 402 "You have not been charged", never a 500. */
async function providerCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    console.warn('payment provider unavailable', error);
    throw checkoutError('payment_error');
  }
}

/** Releases a payment; a provider that cannot be reached leaves it to lapse (it was never captured by us). */
async function voidQuietly(payments: PaymentProvider, paymentId: string): Promise<void> {
  await payments.void(paymentId).catch((error: unknown) => console.warn('payment void failed', paymentId, error));
}

export interface PlacedOrder {
  order: Order;
  /** The confirmation cookie value (only its hash is stored). */
  accessToken: string;
}

/** Checkout and orders: payment set-up, placing an order in one D1 batch, reading orders back. */
export function createOrderService(deps: OrderServiceDeps) {
  const { db, site } = deps;
  const now = deps.now ?? Date.now;
  const country = site.l10n.country;

  async function plan(basket: CheckoutBasket, details: CheckoutDetails): Promise<OrderPlan & { stores: StoreTaxRow[] }> {
    const storeIds = [...new Set(basket.productItems.map((i) => i.c_fromStoreId).filter((id): id is string => Boolean(id)))];
    const stores = await findStoresForOrder(db, storeIds);
    return { ...planOrder({ basket, details, country, stores }), stores };
  }

  async function readOrder(orderNo: string): Promise<Order | null> {
    const record = await findOrder(db, orderNo);
    return record ? shapeOrder(record) : null;
  }

  /** The order as the shopper sees it: with its pickup ready times. */
  async function forShopper(order: Order): Promise<Order> {
    return deps.storesById ? ((await withPickupReadyTimes([order], deps.storesById))[0] ?? order) : order;
  }

  return {
    /** The payment provider options the checkout page renders. */
    paymentConfig: (currency: CurrencyCode) => deps.payments.clientConfig(currency),

    /** Pickup stores of a basket by id (province and inventory list). */
    async pickupStores(basket: CheckoutBasket | null) {
      const ids = [...new Set((basket?.productItems ?? []).map((i) => i.c_fromStoreId).filter((id): id is string => Boolean(id)))];
      return new Map((await findStoresForOrder(db, ids)).map((s) => [s.id, s]));
    },

    /** Totals for the details entered so far (validated like the order itself). */
    async quote(basket: CheckoutBasket, details: CheckoutDetails) {
      return (await plan(basket, details)).totals;
    },

    /**
     * Creates the provider payment for the basket's total with these details; the shopper then
     * approves it in the provider's hosted fields.
     */
    async preparePayment(basket: CheckoutBasket, details: CheckoutDetails) {
      const { totals } = await plan(basket, details);
      const currency = basket.currency as CurrencyCode;
      const payment = await providerCall(() => deps.payments.createPayment({ amount: totals.orderTotal, currency, reference: basket.basketId, intent: 'capture' }));
      const config = deps.payments.clientConfig(currency);
      return { paymentId: payment.id, totals, config, fieldsSrc: paymentFieldsSrc(config, payment.id, deps.locale.id) };
    },

    /**
     * Places the order: checks the approved payment, then one D1 batch takes the stock (guard +
     * conditional decrement), writes the order and links the payment; then captures. A failed
     * batch voids the payment (nothing was written); a failed capture gives the stock back and
     * cancels the order. Only a captured order removes the basket, queues the e-mail and counts
     * its units for the vehicles they were bought for (a line's own, else `selectedModelId`).
     */
    async placeOrder(basket: CheckoutBasket, details: CheckoutDetails & { paymentId: string }, context: { selectedModelId?: string | null } = {}): Promise<PlacedOrder> {
      const orderPlan = await plan(basket, details);
      const payment = await providerCall(() => deps.payments.getPayment(details.paymentId));
      if (!payment || payment.reference !== basket.basketId) throw checkoutError('payment_error');
      if (payment.status === 'declined') throw checkoutError('payment_declined');
      if (payment.status !== 'approved') throw checkoutError('payment_error');
      if (payment.amount !== orderPlan.totals.orderTotal || payment.currency !== basket.currency) {
        await voidQuietly(deps.payments, payment.id);
        throw checkoutError('total_changed');
      }

      const orderNo = newOrderNumber();
      const accessToken = randomToken();
      const at = now();
      const statements: D1PreparedStatement[] = [
        ...orderPlan.stock.map((take) => stockGuardStatement(db, take)),
        ...orderPlan.stock.map((take) => stockDecrementStatement(db, take)),
        insertOrderStatement(db, {
          orderNo,
          siteId: site.id,
          locale: deps.locale.id,
          currency: basket.currency,
          basketId: basket.basketId,
          customerId: basket.customerInfo.customerId,
          email: orderPlan.email,
          accessHash: await sha256Hex(accessToken),
          productSubtotal: orderPlan.totals.productSubtotal,
          shippingTotal: orderPlan.totals.shippingTotal,
          coreDepositTotal: orderPlan.totals.coreDepositTotal,
          taxTotal: orderPlan.totals.taxTotal,
          orderTotal: orderPlan.totals.orderTotal,
          taxes: JSON.stringify(orderPlan.totals.taxes),
          billingAddress: JSON.stringify(orderPlan.billingAddress),
          now: at,
        }),
        ...orderPlan.shipments.map((s) => insertShipmentStatement(db, orderNo, s)),
        ...orderPlan.items.map((i) => insertItemStatement(db, orderNo, i)),
        insertPaymentStatement(db, { paymentId: payment.id, provider: deps.payments.id, orderNo, amount: payment.amount, currency: payment.currency, now: at }),
      ];
      try {
        await db.batch(statements);
      } catch (error) {
        const failure = batchFailure(error);
        if (!failure) throw error;
        // A second submit of the same basket must not void the payment the first one is capturing.
        if (failure === 'insufficient_stock') await voidQuietly(deps.payments, payment.id);
        throw checkoutError(failure);
      }
      deps.onStockChange?.(orderPlan.stock.map((take) => take.productId));

      // A capture that throws or times out is a failed capture: the order is undone (fail closed,
      // decision 192); the void below refunds it should the provider have captured after all.
      const capture = await deps.payments.capture(payment.id).catch((error: unknown): CaptureResult => {
        console.warn('payment capture unavailable', payment.id, error);
        return { ok: false, reason: 'error' };
      });
      if (!capture.ok) {
        await db.batch([...orderPlan.stock.map((take) => stockRestoreStatement(db, take)), ...cancelledStatements(db, orderNo, payment.id, now())]);
        deps.onStockChange?.(orderPlan.stock.map((take) => take.productId));
        await voidQuietly(deps.payments, payment.id);
        throw checkoutError(capture.reason === 'declined' ? 'payment_declined' : 'payment_error');
      }
      // The order is shaped from what was just written (no read-back round trip).
      const order: Order = { ...shapeOrder(recordFromPlan(orderPlan, { orderNo, siteId: site.id, locale: deps.locale.id, basket, at, paymentId: payment.id, provider: deps.payments.id })), paymentStatus: 'paid' };
      // Units bought for a vehicle count toward "Most Bought for Your Vehicle" once the money is taken.
      const vehicleUnits = orderVehicleUnits(orderPlan.items, context.selectedModelId ?? null);
      await db.batch([
        ...capturedStatements(db, orderNo, payment.id, now()),
        ...vehicleUnits.map((entry) => addOrderedUnitsStatement(db, entry)),
        deps.email.queueStatement(confirmationEmail(order, deps.locale.id, deps.origin), now()),
        deleteBasketStatement(db, basket.basketId),
      ]);
      return { order: await forShopper(order), accessToken };
    },

    /** The order for the browser holding its confirmation token; null otherwise (the caller answers 404). */
    async getOrderWithAccess(orderNo: string, accessToken: string | null): Promise<Order | null> {
      if (!accessToken || !isOrderNumber(orderNo)) return null;
      const record = await findOrder(db, orderNo.toUpperCase());
      if (!record || record.order.site_id !== site.id || record.order.access_hash !== (await sha256Hex(accessToken))) return null;
      return forShopper(shapeOrder(record));
    },

    /** The order of a shopper (ShopperOrders getOrder); null when it is not theirs. */
    async getOrderForCustomer(orderNo: string, customerId: string): Promise<Order | null> {
      if (!isOrderNumber(orderNo)) return null;
      const order = await readOrder(orderNo.toUpperCase());
      return order && order.customerInfo.customerId === customerId && order.siteId === site.id ? forShopper(order) : null;
    },

    /**
     * Guest lookup by number and e-mail (case-insensitive e-mail); a wrong number and a wrong e-mail
     * look the same. A registered customer's order is found in their account only: here it answers
     * as an unknown one (decision 259).
     */
    async lookupGuestOrder(orderNo: string, email: string): Promise<Order | null> {
      if (!isOrderNumber(orderNo)) return null;
      const order = await readOrder(orderNo.trim().toUpperCase());
      if (!order || order.siteId !== site.id || order.status !== 'new' || isRegisteredCustomerId(order.customerInfo.customerId)) return null;
      return order.customerInfo.email.toLowerCase() === email.trim().toLowerCase() ? forShopper(order) : null;
    },
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
