import type { ProductListData } from '../../shared/search/listing-data';
import { ProductListView } from '../features/product-list/product-list-view';
import type { PageProps } from './page-props';

/** Product list page: category lists, vehicle category lists and search results. */
export default function ProductListPage({ payload }: PageProps<ProductListData>) {
  return <ProductListView data={payload.data} breadcrumbs={payload.breadcrumbs} />;
}
