import { Combobox, createListCollection } from '@ark-ui/react/combobox';
import { Portal } from '@ark-ui/react/portal';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { css } from 'styled-system/css';
import { formatPrice } from '../../../shared/pricing/format-price';
import { buildHref } from '../../../shared/sites/resolve';
import { useT } from '../../i18n/intl';
import { useNavigate, useRouter } from '../../router/router';
import { useSelectedVehicle } from '../garage/use-selected-vehicle';
import { useRecentSearches } from './use-recent-searches';
import { useSuggestions } from './use-suggestions';
import { track } from '../analytics/track';

type Kind = 'recent' | 'category' | 'phrase' | 'product';
interface Option {
  key: string;
  kind: Kind;
  label: string;
  /** Search term (recent, phrase) or prefix-free path (category, product). */
  target: string;
  image?: string | null;
  price?: string;
}

const GROUPS: { kind: Kind; title: string }[] = [
  { kind: 'recent', title: 'search.recent' },
  { kind: 'category', title: 'search.categories' },
  { kind: 'phrase', title: 'search.phrases' },
  { kind: 'product', title: 'search.products' },
];

/**
 * The search field with its suggestion popover (Ark Combobox, document 1 §2.8, §5): typing is
 * debounced 300 ms; Enter on a highlighted suggestion opens it, otherwise submits the trimmed term
 * (an empty one is ignored), which is saved to the recent searches. Results go to /search?q=…
 * plus vehicle={modelId} when a vehicle is selected.
 */
export function SearchBox({ id, autoFocus = false, inline = false, onDone }: { id?: string; autoFocus?: boolean; inline?: boolean; onDone?: () => void }) {
  const t = useT();
  const { href, location } = useRouter();
  const navigate = useNavigate();
  const vehicle = useSelectedVehicle();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [recent, saveRecent] = useRecentSearches();
  const { data } = useSuggestions(text, vehicle?.modelId ?? null);
  useEffect(() => setOpen(false), [href]);

  const options = useMemo<Option[]>(() => {
    const money = (minor: number, currency: 'USD' | 'CAD') => formatPrice(minor, currency, location.locale.id);
    return [
      ...recent.map((term) => ({ key: `recent:${term}`, kind: 'recent' as const, label: term, target: term })),
      ...(data?.categories ?? []).map((c) => ({ key: `category:${c.id}`, kind: 'category' as const, label: c.name, target: c.parentId && c.parentId !== 'parts' ? `/${c.parentId}/${c.id}` : `/${c.id}` })),
      ...(data?.phrases ?? []).map((p) => ({ key: `phrase:${p}`, kind: 'phrase' as const, label: p, target: p })),
      ...(data?.products ?? []).map((p) => ({ key: `product:${p.productId}`, kind: 'product' as const, label: p.name, target: p.href, image: p.image, price: money(p.price, p.currency) })),
    ];
  }, [recent, data, location.locale.id]);
  const collection = useMemo(() => createListCollection({ items: options, itemToValue: (o) => o.key, itemToString: (o) => o.label }), [options]);

  const go = (path: string) => {
    setOpen(false);
    onDone?.();
    navigate(buildHref(path, location.site, location.locale));
  };
  const search = (term: string) => {
    const clean = term.trim();
    if (!clean) return;
    saveRecent(clean);
    setText(clean);
    track({ event: 'search', search_term: clean });
    const query = new URLSearchParams({ q: clean });
    if (vehicle) query.set('vehicle', vehicle.modelId);
    go(`/search?${query.toString()}`);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    search(text);
  };
  const choose = (option: Option | undefined) => {
    if (!option) return;
    if (option.kind === 'recent' || option.kind === 'phrase') search(option.target);
    else go(option.target);
  };

  return (
    // A plain GET to the search page (decision 270): it works before the code is here and without it.
    <form role="search" action={buildHref('/search', location.site, location.locale)} method="get" onSubmit={onSubmit} className={css({ w: 'full' })}>
      <Combobox.Root
        // The header's boxes have fixed ids: their markup is rendered once per site and locale (decision 296).
        id={id}
        collection={collection}
        inputValue={text}
        onInputValueChange={(d) => setText(d.inputValue)}
        open={open && options.length > 0}
        onOpenChange={(d) => setOpen(d.open)}
        onValueChange={(d) => choose(d.items[0] as Option | undefined)}
        value={[]}
        allowCustomValue
        openOnClick
        inputBehavior="none"
        selectionBehavior="preserve"
        positioning={{ sameWidth: true, placement: 'bottom-start' }}
        lazyMount
        unmountOnExit
        // The machine must see the focus itself: a native autofocus happens before it listens.
        autoFocus={autoFocus}
      >
        <Combobox.Label className={css({ srOnly: true })}>{t('search.label')}</Combobox.Label>
        <Combobox.Control className={css({ display: 'flex', bg: 'white', borderRadius: 'md', overflow: 'hidden', border: '2px solid', borderColor: 'white', _focusWithin: { borderColor: 'brand.yellow' } })}>
          <Combobox.Input
            name="q"
            placeholder={t('search.placeholder')}
            maxLength={200}
            onFocus={() => setOpen(true)}
            className={css({ flex: '1', minW: '0', h: '10', px: '3', color: 'ink', outline: 'none', fontSize: 'md' })}
          />
          <button type="submit" aria-label={t('search.submit')} className={css({ w: '11', display: 'grid', placeItems: 'center', bg: 'brand.yellow', color: 'ink', cursor: 'pointer' })}>
            <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5">
              <circle cx="11" cy="11" r="7" />
              <path d="M20 20l-3.5-3.5" />
            </svg>
          </button>
        </Combobox.Control>
        <Portal disabled={inline}>
          <Combobox.Positioner className={css({ zIndex: 1600 })}>
            <Combobox.Content data-testid="search-popover" className={css({ zIndex: 1600, bg: 'white', color: 'ink', border: '1px solid', borderColor: 'line', borderRadius: 'md', boxShadow: 'lg', maxH: '70vh', overflowY: 'auto', py: '2', outline: 'none' })}>
              {GROUPS.map((group) => {
                const items = collection.items.filter((o) => o.kind === group.kind);
                if (!items.length) return null;
                return (
                  <Combobox.ItemGroup key={group.kind} className={css({ py: '1' })}>
                    <Combobox.ItemGroupLabel className={css({ px: '3', py: '1', fontSize: 'xs', fontWeight: 'bold', textTransform: 'uppercase', color: 'muted' })}>{t(group.title)}</Combobox.ItemGroupLabel>
                    {items.map((item) => (
                      <Combobox.Item key={item.key} item={item} className={css({ display: 'flex', alignItems: 'center', gap: '3', px: '3', py: '2', cursor: 'pointer', _highlighted: { bg: 'brand.blueLight' } })}>
                        {item.kind === 'product' && item.image && <img src={item.image} alt="" width={40} height={30} className={css({ w: '10', h: 'auto', flexShrink: 0 })} />}
                        <Combobox.ItemText className={css({ flex: '1', minW: '0', lineClamp: 2 })}>{item.label}</Combobox.ItemText>
                        {item.price && <span className={css({ fontWeight: 'bold', whiteSpace: 'nowrap' })}>{item.price}</span>}
                      </Combobox.Item>
                    ))}
                  </Combobox.ItemGroup>
                );
              })}
            </Combobox.Content>
          </Combobox.Positioner>
        </Portal>
      </Combobox.Root>
    </form>
  );
}
