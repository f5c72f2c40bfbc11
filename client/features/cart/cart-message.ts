import { PART_NOT_AVAILABLE } from '../../../shared/cart/orderable';
import { QUANTITY_EXCEEDS_STOCK } from '../../../shared/cart/stock-rules';
import type { Translate } from '../../i18n/intl';
import { CartRequestError } from './cart-api';

/**
 * The error toast text of a failed cart change: the server's message (the stock and availability
 * messages in the shopper's language), else the generic "Something went wrong. Try again!" (document 1 §8).
 */
export function cartErrorMessage(error: unknown, t: Translate): string {
  if (error instanceof CartRequestError && error.message) {
    if (error.message === QUANTITY_EXCEEDS_STOCK) return t('cart.quantityExceeds');
    if (error.message === PART_NOT_AVAILABLE) return t('pdp.notAvailable');
    return error.message;
  }
  return t('cart.genericError');
}
