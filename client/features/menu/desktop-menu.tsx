import { useEffect, useState, type KeyboardEvent } from 'react';
import { css } from 'styled-system/css';
import type { MenuCategory } from '../../../shared/types/category';
import * as NavigationMenu from '../../components/ui/navigation-menu';
import { useT } from '../../i18n/intl';
import { Link } from '../../router/link';
import { useRouter } from '../../router/router';
import { ChevronDownIcon } from '../shell/icons';
import { menuColumns } from './menu-columns';
import { menuLink, useMenu } from './use-menu';

/**
 * Desktop category bar (document 1 §2.4): one popover per top category, opened by hover, click,
 * Enter, Space or ArrowDown, with the sub-categories in columns of §9's rule.
 */
export function DesktopMenu() {
  const t = useT();
  const menu = useMenu();
  const { href } = useRouter();
  const [value, setValue] = useState('');
  // A panel's links are rendered the first time it opens, then kept: on every page, the twelve
  // panels were two thirds of the header's HTML and most of what hydration walked, for menus a
  // phone never shows. The empty panel stays, so each trigger's aria-controls names it.
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set());
  const show = (id: string) => {
    setValue(id);
    if (id) setOpened((ids) => (ids.has(id) ? ids : new Set(ids).add(id)));
  };
  // Any navigation closes the open panel.
  useEffect(() => setValue(''), [href]);
  if (!menu.length) return null;

  // ArrowDown on a closed trigger opens it and moves into the panel, as on an open one.
  const openWithArrow = (event: KeyboardEvent<HTMLButtonElement>, id: string) => {
    if (event.key !== 'ArrowDown' || value === id) return;
    event.preventDefault();
    show(id);
    requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-menu-panel="${id}"] a`)?.focus());
  };

  return (
    <NavigationMenu.Root
      // A fixed id, not useId(): the server renders this menu once per site and locale (decision 296).
      id="desktop-menu"
      aria-label={t('shell.menu.nav')}
      value={value}
      onValueChange={(details) => show(details.value)}
      className={css({ position: 'relative', display: { base: 'none', lg: 'block' }, bg: 'white', color: 'ink', borderBottom: '1px solid', borderColor: 'line' })}
    >
      <NavigationMenu.List className={css({ display: 'flex', flexWrap: 'wrap', maxW: 'container', mx: 'auto', px: '4' })}>
        {menu.map((top) => (
          <NavigationMenu.Item key={top.id} value={top.id}>
            <NavigationMenu.Trigger onKeyDown={(event) => openWithArrow(event, top.id)}>
              {top.name}
              <ChevronDownIcon />
            </NavigationMenu.Trigger>
            <NavigationMenu.Content data-menu-panel={top.id}>{opened.has(top.id) && <MenuPanel top={top} />}</NavigationMenu.Content>
          </NavigationMenu.Item>
        ))}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}

function MenuPanel({ top }: { top: MenuCategory }) {
  const t = useT();
  const columns = menuColumns(top.categories ?? []);
  return (
    <div>
      <div className={css({ display: 'flex', gap: '2' })}>
        {columns.map((column, index) => (
          <ul key={index} className={css({ w: 'menuColumn', listStyle: 'none', display: 'grid', gap: '1', alignContent: 'start' })}>
            {column.map((child) => (
              <li key={child.id}>
                <NavigationMenu.Link value={top.id} asChild>
                  <Link
                    to={menuLink(top, child)}
                    className={css({ display: 'flex', alignItems: 'center', gap: '3', p: '2', borderRadius: 'md', fontSize: 'sm', _hover: { bg: 'surface', color: 'brand.blue' } })}
                  >
                    {child.image ? (
                      <img src={child.image} alt="" width={48} height={48} loading="lazy" className={css({ w: '12', h: '12', objectFit: 'contain', flexShrink: 0 })} />
                    ) : (
                      <span aria-hidden="true" className={css({ w: '12', h: '12', bg: 'surface', borderRadius: 'md', flexShrink: 0 })} />
                    )}
                    {child.name}
                  </Link>
                </NavigationMenu.Link>
              </li>
            ))}
          </ul>
        ))}
      </div>
      <NavigationMenu.Link value={top.id} asChild>
        <Link to={`/${top.id}`} className={css({ display: 'inline-block', mt: '4', fontWeight: 'bold', color: 'brand.blue', textDecoration: 'underline' })}>
          {t('shell.menu.shopAll', { category: top.name })}
        </Link>
      </NavigationMenu.Link>
    </div>
  );
}
