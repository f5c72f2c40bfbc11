import { PageLayout } from './page-layout';
import type { PageProps } from './page-props';

export interface CategoryData {
  heading: string;
}

/** Placeholder until the shop-by-vehicle work fills this screen. */
export default function CategoryPage({ payload }: PageProps<CategoryData>) {
  return <PageLayout title={payload.data.heading} heading={payload.data.heading} breadcrumbs={payload.breadcrumbs} />;
}
