import { PageLayout } from './page-layout';
import type { PageProps } from './page-props';

export interface ProductListData {
  heading: string;
}

/** Placeholder until the shop-by-vehicle work fills this screen. */
export default function ProductListPage({ payload }: PageProps<ProductListData>) {
  return <PageLayout title={payload.data.heading} heading={payload.data.heading} breadcrumbs={payload.breadcrumbs} />;
}
