import type { ProductPageData } from '../../shared/product/product-detail';
import { ProductDetailView } from '../features/product-detail/product-detail-view';
import type { PageProps } from './page-props';

/** Product detail page; keyed by product so per-product state (dialog shown once, quantity) starts fresh. */
export default function ProductPage({ payload }: PageProps<ProductPageData>) {
  return <ProductDetailView key={payload.data.product.id} data={payload.data} breadcrumbs={payload.breadcrumbs} />;
}
