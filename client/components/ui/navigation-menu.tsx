import { NavigationMenu as Ark } from '@ark-ui/react/navigation-menu';
import type { ComponentProps } from 'react';
import { css, cx } from 'styled-system/css';

/**
 * Navigation menu parts (Ark UI): triggers open on hover, click, Enter or Space; ArrowDown moves
 * into the open panel; Escape closes it and focus returns to the trigger.
 */
export const Root = Ark.Root;
export const List = Ark.List;
export const Item = Ark.Item;
export const Link = Ark.Link;

/** The button naming a section; its panel opens below it. */
export function Trigger({ className, ...props }: ComponentProps<typeof Ark.Trigger>) {
  return (
    <Ark.Trigger
      className={cx(
        css({
          display: 'inline-flex',
          alignItems: 'center',
          gap: '1',
          px: '3',
          minH: '11',
          fontSize: 'sm',
          fontWeight: 'semibold',
          whiteSpace: 'nowrap',
          cursor: 'pointer',
          borderBottom: '3px solid transparent',
          _hover: { color: 'brand.blue' },
          '&[data-state=open]': { color: 'brand.blue', borderBottomColor: 'brand.yellow' },
        }),
        className,
      )}
      {...props}
    />
  );
}

/**
 * A section's panel, laid out under the whole menu bar. A region named by its trigger: Ark labels
 * the panel, and a name is not allowed on a generic div.
 */
export function Content({ className, ...props }: ComponentProps<typeof Ark.Content>) {
  return (
    <Ark.Content
      role="region"
      className={cx(
        css({
          position: 'absolute',
          top: '100%',
          left: '0',
          maxW: '100%',
          bg: 'white',
          color: 'fg',
          borderTop: '1px solid',
          borderColor: 'line',
          boxShadow: 'lg',
          borderBottomRadius: 'lg',
          p: '6',
          zIndex: 1000,
        }),
        className,
      )}
      {...props}
    />
  );
}
