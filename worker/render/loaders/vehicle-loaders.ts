import { page, type Loader } from './loader-context';

/** Vehicle landing page (/{modelId}); later work fills it. */
export const vehicleLoader: Loader = (ctx) => page(ctx, 'vehicle', { heading: ctx.match.params.vehicle ?? '' });
