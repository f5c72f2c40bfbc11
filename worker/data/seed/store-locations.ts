/** Store locations: city, branch, street, region and postal code (CA codes start with their FSA). */

export interface StoreLocation {
  id: string;
  country: 'CA' | 'US';
  region: string;
  city: string;
  branch: string;
  address1: string;
  postalCode: string;
  areaCode: string;
  isDefault?: boolean;
}

// [id, region, city, branch, address, postal code, area code]
type Row = [string, string, string, string, string, string, string];

const CA: Row[] = [
  ['101', 'ON', 'Toronto', 'Queen St', '425 Queen St W', 'M5V 2A5', '416'],
  ['102', 'ON', 'Toronto', 'Danforth', '1880 Danforth Ave', 'M4K 1A1', '416'],
  ['103', 'ON', 'Mississauga', 'City Centre', '300 City Centre Dr', 'L5B 3C1', '905'],
  ['104', 'ON', 'Ottawa', 'Bank St', '920 Bank St', 'K1P 5N2', '613'],
  ['105', 'ON', 'Hamilton', 'King St', '150 King St E', 'L8P 1B2', '905'],
  ['106', 'ON', 'London', 'Dundas St', '700 Dundas St', 'N6A 1N6', '519'],
  ['107', 'ON', 'Waterloo', 'University Ave', '255 University Ave W', 'N2L 3E2', '519'],
  ['108', 'ON', 'Kingston', 'Princess St', '640 Princess St', 'K7L 1E3', '613'],
  ['109', 'ON', 'Sudbury', 'Lasalle Blvd', '1100 Lasalle Blvd', 'P3A 1Y1', '705'],
  ['110', 'QC', 'Montréal', 'Plateau', '4200 Boul Saint-Laurent', 'H2X 2P1', '514'],
  ['111', 'QC', 'Montréal', 'Centre-Ville', '1250 Rue Peel', 'H3B 2T6', '514'],
  ['112', 'QC', 'Laval', 'Chomedey', '3000 Boul Le Carrefour', 'H7N 5H9', '450'],
  ['113', 'QC', 'Québec', 'Saint-Roch', '550 Boul Charest E', 'G1R 2B4', '418'],
  ['114', 'QC', 'Gatineau', 'Hull', '85 Rue Montcalm', 'J8X 2L7', '819'],
  ['115', 'BC', 'Vancouver', 'Downtown', '888 Cambie St', 'V6B 2P6', '604'],
  ['116', 'BC', 'Surrey', 'Whalley', '10355 King George Blvd', 'V3T 2W7', '604'],
  ['117', 'BC', 'Victoria', 'Douglas St', '2945 Douglas St', 'V8W 2B7', '250'],
  ['118', 'BC', 'Kelowna', 'Harvey Ave', '1835 Harvey Ave', 'V1Y 6G4', '250'],
  ['119', 'AB', 'Calgary', 'Downtown', '615 Macleod Trail SE', 'T2P 2M5', '403'],
  ['120', 'AB', 'Calgary', 'Signal Hill', '5700 Signal Hill Centre SW', 'T3H 3P8', '403'],
  ['121', 'AB', 'Edmonton', 'Jasper Ave', '10150 Jasper Ave NW', 'T5J 1W4', '780'],
  ['122', 'AB', 'Lethbridge', 'Mayor Magrath Dr', '1202 Mayor Magrath Dr S', 'T1J 2L1', '403'],
  ['123', 'MB', 'Winnipeg', 'Portage Ave', '393 Portage Ave', 'R3C 4B7', '204'],
  ['124', 'MB', 'Brandon', '18th St', '1645 18th St', 'R7A 5C6', '204'],
  ['125', 'SK', 'Regina', 'Albert St', '1950 Albert St', 'S4P 2T7', '306'],
  ['126', 'SK', 'Saskatoon', 'Idylwyld Dr', '210 Idylwyld Dr N', 'S7K 3R1', '306'],
  ['127', 'NS', 'Halifax', 'Robie St', '2230 Robie St', 'B3J 3E5', '902'],
  ['128', 'NS', 'Sydney', 'Prince St', '480 Prince St', 'B1P 5L2', '902'],
  ['129', 'NB', 'Moncton', 'Main St', '1100 Main St', 'E1C 1H4', '506'],
  ['130', 'NB', 'Fredericton', 'Regent St', '1150 Regent St', 'E3B 3Z2', '506'],
  ['131', 'NL', "St. John's", 'Kenmount Rd', '60 Kenmount Rd', 'A1C 3N1', '709'],
  ['132', 'PE', 'Charlottetown', 'University Ave', '465 University Ave', 'C1A 4N9', '902'],
  ['133', 'YT', 'Whitehorse', '4th Ave', '4201 4th Ave', 'Y1A 1K1', '867'],
  ['134', 'NT', 'Yellowknife', 'Old Airport Rd', '329 Old Airport Rd', 'X1A 3T3', '867'],
];

const US: Row[] = [
  ['201', 'NY', 'New York', 'Midtown', '350 W 34th St', '10001', '212'],
  ['202', 'NY', 'Buffalo', 'Main St', '560 Main St', '14202', '716'],
  ['203', 'CA', 'Los Angeles', 'Chinatown', '845 N Alameda St', '90012', '213'],
  ['204', 'CA', 'San Diego', 'East Village', '1250 Market St', '92101', '619'],
  ['205', 'CA', 'San Jose', 'Downtown', '180 S Market St', '95113', '408'],
  ['206', 'IL', 'Chicago', 'Loop', '150 N Michigan Ave', '60601', '312'],
  ['207', 'TX', 'Houston', 'Downtown', '1100 Main St', '77002', '713'],
  ['208', 'TX', 'Dallas', 'Uptown', '2200 Ross Ave', '75201', '214'],
  ['209', 'TX', 'Austin', 'Congress Ave', '600 Congress Ave', '78701', '512'],
  ['210', 'TX', 'San Antonio', 'Commerce St', '400 E Commerce St', '78205', '210'],
  ['211', 'AZ', 'Phoenix', 'Roosevelt Row', '815 N 3rd St', '85004', '602'],
  ['212', 'PA', 'Philadelphia', 'Rittenhouse', '1800 Walnut St', '19103', '215'],
  ['213', 'PA', 'Pittsburgh', 'Strip District', '2100 Smallman St', '15222', '412'],
  ['214', 'FL', 'Miami', 'Little Havana', '1400 SW 8th St', '33130', '305'],
  ['215', 'FL', 'Jacksonville', 'Downtown', '200 W Forsyth St', '32202', '904'],
  ['216', 'OH', 'Columbus', 'Short North', '850 N High St', '43215', '614'],
  ['217', 'NC', 'Charlotte', 'Uptown', '400 S Tryon St', '28202', '704'],
  ['218', 'WA', 'Seattle', 'Belltown', '2200 Westlake Ave', '98101', '206'],
  ['219', 'CO', 'Denver', 'LoDo', '1600 Wynkoop St', '80202', '303'],
  ['220', 'MA', 'Boston', 'Beacon Hill', '120 Cambridge St', '02108', '617'],
  ['221', 'MI', 'Detroit', 'Downtown', '1000 Woodward Ave', '48226', '313'],
  ['222', 'TN', 'Nashville', 'The Gulch', '1100 Division St', '37203', '615'],
  ['223', 'OR', 'Portland', 'Pearl District', '1230 NW Lovejoy St', '97204', '503'],
  ['224', 'NV', 'Las Vegas', 'Fremont St', '600 E Fremont St', '89101', '702'],
  ['225', 'GA', 'Atlanta', 'Downtown', '250 Peachtree St NW', '30303', '404'],
  ['226', 'MN', 'Minneapolis', 'North Loop', '700 Washington Ave N', '55401', '612'],
];

const DEFAULTS = new Set(['101', '201']);

const toLocation = (country: 'CA' | 'US') => ([id, region, city, branch, address1, postalCode, areaCode]: Row): StoreLocation => ({
  id, country, region, city, branch, address1, postalCode, areaCode, isDefault: DEFAULTS.has(id),
});

export const STORE_LOCATIONS: readonly StoreLocation[] = [...CA.map(toLocation('CA')), ...US.map(toLocation('US'))];
