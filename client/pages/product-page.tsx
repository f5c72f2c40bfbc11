import { PageLayout } from './page-layout';
import type { PageProps } from './page-props';

export interface ProductData {
  heading: string;
}

/** Placeholder until the shop-by-vehicle work fills this screen. */
export default function ProductPage({ payload }: PageProps<ProductData>) {
  return <PageLayout title={payload.data.heading} heading={payload.data.heading} breadcrumbs={payload.breadcrumbs} />;
}
