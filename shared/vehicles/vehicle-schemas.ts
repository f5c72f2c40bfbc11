/** superstruct shapes of vehicle data, used where it crosses a boundary (cache reads, storage). */
import { string, type } from 'superstruct';

export const VehicleLevelSchema = type({ id: string(), value: string(), name: string(), label: string() });

export const VehicleSchema = type({ year: VehicleLevelSchema, make: VehicleLevelSchema, model: VehicleLevelSchema });

export const VehicleConfigSchema = type({ submodel: string(), engine: string() });
