import type { ProductListData } from '../../shared/search/listing-data';
import { ProductListView } from '../features/product-list/product-list-view';
import { useSeedPageCache } from '../features/product-list/use-seed-page-cache';
import type { PageProps } from './page-props';

/** Product list page: category lists, vehicle category lists and search results. */
export default function ProductListPage({ payload }: PageProps<ProductListData>) {
  useSeedPageCache(payload);
  return <ProductListView data={payload.data} breadcrumbs={payload.breadcrumbs} />;
}
