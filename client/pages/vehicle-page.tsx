import { PageLayout } from './page-layout';
import type { PageProps } from './page-props';

export interface VehicleData {
  heading: string;
}

/** Placeholder until the shop-by-vehicle work fills this screen. */
export default function VehiclePage({ payload }: PageProps<VehicleData>) {
  return <PageLayout title={payload.data.heading} heading={payload.data.heading} breadcrumbs={payload.breadcrumbs} />;
}
