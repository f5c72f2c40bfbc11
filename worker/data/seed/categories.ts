/** Category tree rows: root → parts → top categories → leaves, plus the hidden new-arrivals list. */
import { categoryImagePath } from './image-paths.ts';
import type { SqlValue } from './sql.ts';
import { TOPS } from './taxonomy.ts';
import { LANGS, t, type Texts } from './taxonomy-types.ts';

export const ROOT_ID = 'root';
export const PARTS_ID = 'parts';
export const NEW_ARRIVALS_ID = 'newarrivals';

export const CATEGORY_COLUMNS = ['id', 'parent_id', 'position', 'image', 'show_in_menu', 'online', 'have_online_products'];
export const CATEGORY_TEXT_COLUMNS = ['category_id', 'lang', 'name', 'page_title', 'page_description', 'page_keywords'];

interface CategoryNode {
  id: string;
  parentId: string | null;
  position: number;
  name: Texts;
  keywords: string;
  showInMenu: boolean;
  image: boolean;
}

/** Every category node in parent-before-child order. */
export function categoryNodes(): CategoryNode[] {
  const nodes: CategoryNode[] = [
    { id: ROOT_ID, parentId: null, position: 0, name: t('All Categories', 'Toutes les catégories', 'Todas las categorías'), keywords: 'auto parts', showInMenu: true, image: false },
    { id: PARTS_ID, parentId: ROOT_ID, position: 0, name: t('Parts', 'Pièces', 'Refacciones'), keywords: 'auto parts, car parts', showInMenu: true, image: false },
    { id: NEW_ARRIVALS_ID, parentId: ROOT_ID, position: 1, name: t('New Arrivals', 'Nouveautés', 'Novedades'), keywords: 'new auto parts, new arrivals', showInMenu: false, image: true },
  ];
  TOPS.forEach((top, i) => {
    nodes.push({ id: top.id, parentId: PARTS_ID, position: i, name: top.name, keywords: top.keywords, showInMenu: true, image: true });
    top.leaves.forEach((leaf, j) => {
      const keywords = `${leaf.name.en.toLowerCase()}, ${top.name.en.toLowerCase()}, auto parts`;
      nodes.push({ id: leaf.id, parentId: top.id, position: j, name: leaf.name, keywords, showInMenu: true, image: true });
    });
  });
  return nodes;
}

const DESCRIPTION: Texts = t(
  'Shop {name} at Axle Auto Parts: parts that fit your vehicle, fast shipping and free in-store pickup.',
  'Magasinez {name} chez Axle Auto Parts : des pièces adaptées à votre véhicule, livraison rapide et cueillette gratuite en magasin.',
  'Compre {name} en Axle Auto Parts: piezas para su vehículo, envío rápido y recogida gratis en tienda.',
);
const STORE_KEYWORDS: Texts = t('auto parts', 'pièces d’auto', 'refacciones');

/**
 * Category and category_texts rows. `withProducts` holds the category ids that have products;
 * ancestors inherit the flag so navigation can hide empty branches.
 */
export function categoryRows(withProducts: ReadonlySet<string>): { categories: SqlValue[][]; texts: SqlValue[][] } {
  const nodes = categoryNodes();
  const parent = new Map(nodes.map((n) => [n.id, n.parentId]));
  const populated = new Set<string>();
  for (const id of withProducts) {
    for (let cur: string | null | undefined = id; cur; cur = parent.get(cur)) populated.add(cur);
  }
  const categories = nodes.map((n) => [
    n.id,
    n.parentId,
    n.position,
    n.image ? categoryImagePath(n.id) : null,
    n.showInMenu ? 1 : 0,
    1,
    populated.has(n.id) ? 1 : 0,
  ]);
  const texts = nodes.flatMap((n) =>
    LANGS.map((lang) => [
      n.id,
      lang,
      n.name[lang],
      `${n.name[lang]} | Axle Auto Parts`,
      DESCRIPTION[lang].replace('{name}', lang === 'en' ? n.name.en.toLowerCase() : n.name[lang].toLowerCase()),
      lang === 'en' ? n.keywords : `${n.name[lang].toLowerCase()}, ${STORE_KEYWORDS[lang]}`,
    ]),
  );
  return { categories, texts };
}
