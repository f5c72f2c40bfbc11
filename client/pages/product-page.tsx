import type { ProductSectionInput } from '../../shared/types/product-section';
import { OtherPartsForVehicle } from '../features/recommendations/other-parts-for-vehicle';
import { PageLayout } from './page-layout';
import type { PageProps } from './page-props';

export interface ProductData {
  heading: string;
  section: ProductSectionInput;
}

/** Placeholder until the product detail work fills this screen; its streamed sections already render. */
export default function ProductPage({ payload }: PageProps<ProductData>) {
  return (
    <PageLayout title={payload.data.heading} heading={payload.data.heading} breadcrumbs={payload.breadcrumbs}>
      <OtherPartsForVehicle {...payload.data.section} />
    </PageLayout>
  );
}
