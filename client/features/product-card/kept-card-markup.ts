import type { ProductCardProps } from './product-card';

/** The card's props that shape its markup (the callbacks do not). */
export type CardMarkupProps = Omit<ProductCardProps, 'onCheckFit' | 'onAddToCart' | 'onSelect'>;

/**
 * Server only: a product card's inner markup already rendered for the same props, site and locale,
 * with `nameId` as its name's id, if the worker keeps one (worker/render/card-markup.tsx, decision
 * 300). Unset in the browser, which renders and hydrates the same elements.
 */
export const keptCardMarkup: { use?: (props: CardMarkupProps, nameId: string) => string | undefined } = {};
