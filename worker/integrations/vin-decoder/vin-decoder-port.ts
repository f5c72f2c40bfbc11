/**
 * VIN decoder port (DESIGN §1): what a VIN's manufacturer codes say, in the decoder's own
 * spelling. The embedded default reads tables extracted from NHTSA vPIC (`embedded-vpic-decoder.ts`);
 * a full vPIC decoder (the vPIC database in D1, or NHTSA's service behind `outboundPort`) can
 * replace it behind this interface. Checking the VIN itself is not the decoder's job: callers pass
 * one that `readVin` (shared/vehicles/vin.ts) accepted.
 */

/** One model the VIN's descriptor section (positions 4–8) can stand for. */
export interface VinModelCandidate {
  make: string;
  model: string;
}

export interface VinDecoding {
  /** The makes the world manufacturer identifier stands for (several for a shared WMI). */
  makes: string[];
  /** The models the descriptor names; several when the decoder cannot tell them apart, none when it does not know. */
  models: VinModelCandidate[];
  /** Engine displacements in litres the VIN names (usually none or one). */
  displacements: number[];
  /** Trim names the VIN names (usually none or one). */
  trims: string[];
}

export interface VinDecoder {
  /** Decodes a valid 17-character VIN of the given model year; null when the maker code is unknown. */
  decode(vin: string, modelYear: number): Promise<VinDecoding | null>;
}
