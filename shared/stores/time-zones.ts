/** Province and state → IANA time zone (document 1 §5, §9 Time zones): store hours are read there. */

/** The message of document 1 §8 (Time logic) for an unknown province or state. */
export const INVALID_PROVINCE_MESSAGE = 'Invalid province code or time zone not defined';

/** All 13 Canadian provinces and territories. Quebec and Ontario share Eastern time. */
export const CANADIAN_TIME_ZONES: Readonly<Record<string, string>> = {
  AB: 'America/Edmonton',
  BC: 'America/Vancouver',
  MB: 'America/Winnipeg',
  NB: 'America/Moncton',
  NL: 'America/St_Johns',
  NS: 'America/Halifax',
  NT: 'America/Yellowknife',
  NU: 'America/Iqaluit',
  ON: 'America/Toronto',
  PE: 'America/Halifax',
  QC: 'America/Toronto',
  SK: 'America/Regina', // no daylight saving time
  YT: 'America/Whitehorse', // permanent UTC-7 since 2020
};

/**
 * The 50 US states and DC. A state spanning two zones maps to the zone most of its people live
 * in (e.g. Florida Eastern, Tennessee Central); stores in the minority zone would carry their own.
 */
export const US_TIME_ZONES: Readonly<Record<string, string>> = {
  AL: 'America/Chicago', AK: 'America/Anchorage', AZ: 'America/Phoenix', AR: 'America/Chicago',
  CA: 'America/Los_Angeles', CO: 'America/Denver', CT: 'America/New_York', DE: 'America/New_York',
  DC: 'America/New_York', FL: 'America/New_York', GA: 'America/New_York', HI: 'Pacific/Honolulu',
  ID: 'America/Boise', IL: 'America/Chicago', IN: 'America/Indiana/Indianapolis', IA: 'America/Chicago',
  KS: 'America/Chicago', KY: 'America/New_York', LA: 'America/Chicago', ME: 'America/New_York',
  MD: 'America/New_York', MA: 'America/New_York', MI: 'America/Detroit', MN: 'America/Chicago',
  MS: 'America/Chicago', MO: 'America/Chicago', MT: 'America/Denver', NE: 'America/Chicago',
  NV: 'America/Los_Angeles', NH: 'America/New_York', NJ: 'America/New_York', NM: 'America/Denver',
  NY: 'America/New_York', NC: 'America/New_York', ND: 'America/Chicago', OH: 'America/New_York',
  OK: 'America/Chicago', OR: 'America/Los_Angeles', PA: 'America/New_York', RI: 'America/New_York',
  SC: 'America/New_York', SD: 'America/Chicago', TN: 'America/Chicago', TX: 'America/Chicago',
  UT: 'America/Denver', VT: 'America/New_York', VA: 'America/New_York', WA: 'America/Los_Angeles',
  WV: 'America/New_York', WI: 'America/Chicago', WY: 'America/Denver',
};

/** English and French names of the provinces, for callers that hold a name instead of a code. */
const PROVINCE_NAMES: Readonly<Record<string, string>> = {
  alberta: 'AB', 'british columbia': 'BC', 'colombie-britannique': 'BC', manitoba: 'MB',
  'new brunswick': 'NB', 'nouveau-brunswick': 'NB', 'newfoundland and labrador': 'NL',
  'terre-neuve-et-labrador': 'NL', 'nova scotia': 'NS', 'nouvelle-écosse': 'NS',
  'northwest territories': 'NT', 'territoires du nord-ouest': 'NT', nunavut: 'NU', ontario: 'ON',
  'prince edward island': 'PE', 'île-du-prince-édouard': 'PE', quebec: 'QC', québec: 'QC',
  saskatchewan: 'SK', yukon: 'YT',
};

/**
 * The IANA zone of a province or territory (code or name) or US state code; `country` narrows
 * the lookup where a code exists in both (CA is California in the US and a country code).
 * Throws INVALID_PROVINCE_MESSAGE for anything unknown.
 */
export function timeZoneFor(region: string, country?: 'CA' | 'US'): string {
  const key = region.trim();
  const code = key.toUpperCase();
  const named = PROVINCE_NAMES[key.toLowerCase()];
  const zone =
    country === 'US'
      ? US_TIME_ZONES[code]
      : country === 'CA'
        ? (CANADIAN_TIME_ZONES[code] ?? (named && CANADIAN_TIME_ZONES[named]))
        : (CANADIAN_TIME_ZONES[code] ?? US_TIME_ZONES[code] ?? (named && CANADIAN_TIME_ZONES[named]));
  if (!zone) throw new Error(INVALID_PROVINCE_MESSAGE);
  return zone;
}
