import { createContext, useContext, useId, useState, type ComponentProps, type KeyboardEvent } from 'react';
import { css, cx } from 'styled-system/css';

/**
 * Accordion (WAI-ARIA accordion pattern): sections that expand and collapse, operable with the
 * keyboard. Its own few lines rather than a state machine, because it sits in the first screen of
 * the list and product pages (decision 222). The parts and props follow Ark UI's accordion.
 */
interface RootContext {
  isOpen: (value: string) => boolean;
  toggle: (value: string) => void;
  baseId: string;
}

const RootCtx = createContext<RootContext | null>(null);
const ItemCtx = createContext<{ value: string; open: boolean; triggerId: string; contentId: string } | null>(null);

type RootProps = Omit<ComponentProps<'div'>, 'defaultValue'> & {
  value?: string[];
  defaultValue?: string[];
  onValueChange?: (details: { value: string[] }) => void;
  multiple?: boolean;
  collapsible?: boolean;
};

export function Root({ value, defaultValue = [], onValueChange, multiple = false, collapsible = false, children, ...props }: RootProps) {
  const [own, setOwn] = useState(defaultValue);
  const current = value ?? own;
  const baseId = useId();
  const toggle = (item: string) => {
    const open = current.includes(item);
    if (open && !multiple && !collapsible) return;
    const next = open ? current.filter((v) => v !== item) : multiple ? [...current, item] : [item];
    setOwn(next);
    onValueChange?.({ value: next });
  };
  return (
    <RootCtx.Provider value={{ isOpen: (item) => current.includes(item), toggle, baseId }}>
      <div data-scope="accordion" data-part="root" {...props}>
        {children}
      </div>
    </RootCtx.Provider>
  );
}

function useRoot(): RootContext {
  const root = useContext(RootCtx);
  if (!root) throw new Error('Accordion parts need Accordion.Root');
  return root;
}

function useItem() {
  const item = useContext(ItemCtx);
  if (!item) throw new Error('Accordion parts need Accordion.Item');
  return item;
}

const state = (open: boolean) => (open ? 'open' : 'closed');

export function Item({ value, children, ...props }: ComponentProps<'div'> & { value: string }) {
  const root = useRoot();
  const open = root.isOpen(value);
  const key = `${root.baseId}-${value}`;
  return (
    <ItemCtx.Provider value={{ value, open, triggerId: `${key}-trigger`, contentId: `${key}-content` }}>
      <div data-scope="accordion" data-part="item" data-state={state(open)} {...props}>
        {children}
      </div>
    </ItemCtx.Provider>
  );
}

/** Arrow keys, Home and End move between the accordion's triggers. */
function moveFocus(event: KeyboardEvent<HTMLButtonElement>) {
  const keys = ['ArrowDown', 'ArrowUp', 'Home', 'End'];
  if (!keys.includes(event.key)) return;
  const root = event.currentTarget.closest('[data-part=root][data-scope=accordion]');
  const triggers = [...(root?.querySelectorAll<HTMLButtonElement>('[data-part=item-trigger]') ?? [])].filter((t) => t.closest('[data-part=root][data-scope=accordion]') === root);
  const index = triggers.indexOf(event.currentTarget);
  const next = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: triggers.length - 1 }[event.key as 'Home'];
  const target = triggers[(next + triggers.length) % triggers.length];
  if (!target) return;
  event.preventDefault();
  target.focus();
}

/** The button that expands or collapses its section. */
export function ItemTrigger({ className, onClick, onKeyDown, ...props }: ComponentProps<'button'>) {
  const root = useRoot();
  const item = useItem();
  return (
    <button
      type="button"
      id={item.triggerId}
      aria-expanded={item.open}
      aria-controls={item.contentId}
      data-scope="accordion"
      data-part="item-trigger"
      data-state={state(item.open)}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) root.toggle(item.value);
      }}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        moveFocus(event);
      }}
      className={cx(
        css({
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          w: 'full',
          minH: '12',
          px: '4',
          fontWeight: 'semibold',
          textAlign: 'start',
          cursor: 'pointer',
          _hover: { bg: 'surface' },
        }),
        className,
      )}
      {...props}
    />
  );
}

/** The open/closed mark inside the trigger: a span, since a button may hold phrasing content only. */
export function ItemIndicator({ className, children, ...props }: ComponentProps<'span'>) {
  const item = useItem();
  return (
    <span aria-hidden="true" data-scope="accordion" data-part="item-indicator" data-state={state(item.open)} className={cx(css({ display: 'inline-flex' }), className)} {...props}>
      {children}
    </span>
  );
}

/** The section's body, hidden while collapsed. */
export function ItemContent({ className, ...props }: ComponentProps<'div'>) {
  const item = useItem();
  return (
    <div
      id={item.contentId}
      role="region"
      aria-labelledby={item.triggerId}
      hidden={!item.open}
      data-scope="accordion"
      data-part="item-content"
      data-state={state(item.open)}
      className={cx(css({ bg: 'surface' }), className)}
      {...props}
    />
  );
}
