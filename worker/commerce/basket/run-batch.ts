import { QUANTITY_EXCEEDS_STOCK } from '../../../shared/cart/stock-rules';
import { isStockGuardError } from '../../data/repos/baskets-repo';
import { AppError, BadRequestError } from '../../errors';

/**
 * Runs a basket write as one D1 batch (one transaction): all of it or none of it. The stock
 * guard's rejection becomes the spec's 400; a constraint hit by a concurrent change becomes 409.
 */
export async function runBasketBatch(db: D1Database, statements: D1PreparedStatement[]): Promise<void> {
  try {
    await db.batch(statements);
  } catch (error) {
    if (isStockGuardError(error)) throw new BadRequestError(QUANTITY_EXCEEDS_STOCK);
    const text = error instanceof Error ? `${error.message} ${String((error as { cause?: unknown }).cause ?? '')}` : '';
    if (/UNIQUE constraint|FOREIGN KEY constraint/.test(text)) throw new AppError(409, 'The basket changed at the same time; please try again.', 'conflict');
    throw error;
  }
}
