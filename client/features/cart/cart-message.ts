import { QUANTITY_EXCEEDS_STOCK } from '../../../shared/cart/stock-rules';
import type { Translate } from '../../i18n/intl';
import { CartRequestError } from './cart-api';

/**
 * The error toast text of a failed cart change: the server's message (the stock message in the
 * shopper's language), else the generic "Something went wrong. Try again!" (document 1 §8).
 */
export function cartErrorMessage(error: unknown, t: Translate): string {
  if (error instanceof CartRequestError && error.message) {
    return error.message === QUANTITY_EXCEEDS_STOCK ? t('cart.quantityExceeds') : error.message;
  }
  return t('cart.genericError');
}
