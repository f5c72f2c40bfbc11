import { useContext } from 'react';
import messages from '../../shared/i18n/generated/messages.json';
import type { Messages } from '../../shared/i18n/create-intl';
import { BootContext } from '../../client/boot-context';
import { keptCardMarkup, type CardMarkupProps } from '../../client/features/product-card/kept-card-markup';
import { ProductCardBody } from '../../client/features/product-card/product-card';
import { CharBoundedMap } from '../cache/char-bounded-map';
import { innerMarkupAlone, USE_ID } from './render-alone';

const SERVER_MESSAGES = messages as Record<string, Messages>;

/** Stands for the card name's id in kept markup; each page puts its own useId() id back. */
const NAME_ID = 'kept-card-name-id';

/**
 * Cards' inner markup split where the name's id goes, by site, locale and props (null: this card
 * cannot be kept): about 3 KB each and a 1 KB key, 6 M characters in all.
 */
const cards = new CharBoundedMap<string[] | null>(6_000_000, (parts) => parts?.reduce((sum, part) => sum + part.length, 0) ?? 0);

const noop = () => undefined;

/**
 * A card rendered alone inside the app's providers (decision 300): the inner markup of its
 * `<article>`, split where its name's id goes; null when it cannot be kept.
 */
function renderCard(boot: NonNullable<React.ContextType<typeof BootContext>>, props: CardMarkupProps): string[] | null {
  const inner = innerMarkupAlone(boot, SERVER_MESSAGES, <ProductCardBody {...props} nameId={NAME_ID} onCheckFit={noop} />, '<article ', 'article');
  if (inner === null) return null;
  return USE_ID.test(inner) ? null : inner.split(NAME_ID);
}

keptCardMarkup.use = function useKeptCardMarkup(props: CardMarkupProps, nameId: string): string | undefined {
  const boot = useContext(BootContext);
  // A form's answer is rendered as it is, never kept. So are cards whose image loads at once:
  // React puts a preload of that image in the head while it renders the <img>.
  if (!boot || boot.formAnswer || (props.imageLoad ?? 'lazy') !== 'lazy') return undefined;
  const key = JSON.stringify([boot.siteId, boot.localeId, props]);
  let parts = cards.get(key);
  if (parts === undefined) {
    try {
      parts = renderCard(boot, props);
    } catch (error) {
      console.error('card markup', props.hit.productId, error);
      parts = null;
    }
    cards.set(key, parts);
  }
  return parts ? parts.join(nameId) : undefined;
};
