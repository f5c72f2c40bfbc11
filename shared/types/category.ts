/** Category as the categories call returns it (document 1 §3, §7). */
export interface Category {
  id: string;
  name: string;
  image?: string;
  parentCategoryId?: string;
  parentCategoryTree: { id: string; name: string }[];
  onlineSubCategoriesCount: number;
  c_showInMenu: boolean;
  c_haveOnlineProducts: boolean;
  pageTitle?: string;
  pageDescription?: string;
  pageKeywords?: string;
  categories?: Category[];
}

/** What the header menus and the home grid need of a category: no page texts, no parent chain. */
export interface MenuCategory {
  id: string;
  name: string;
  image?: string;
  parentCategoryId?: string;
  onlineSubCategoriesCount: number;
  categories?: MenuCategory[];
}
