import type { ProductSectionInput } from '../../../../shared/types/product-section';
import type { LoaderContext } from '../loader-context';

/** Contract: starts the product page's recommendations data (ctx.defer with its API key); its feature fills it. */
export function deferRecommendationsSection(_ctx: LoaderContext, _input: ProductSectionInput): void {}
