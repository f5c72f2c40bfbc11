/** Fitment: product-fits-vehicle checks and per-vehicle category counts. */
export { checkFit, fitFromRows, type FitCheck, type FitVehicle } from './check-fit';
export { createFitmentService, type FitmentService } from './fitment-service';
