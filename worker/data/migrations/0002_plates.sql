-- Licence-plate lookup fixture (the embedded default of the plate-lookup port, DESIGN §1).
-- plate is normalised: upper case, spaces and dashes removed. A plate may list several vehicles.
-- Rows with a missing make code or model description stand for registrations with no usable vehicle.
CREATE TABLE plate_vehicles (
  state TEXT NOT NULL,
  plate TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0,
  model_year INTEGER,
  make_code TEXT,
  model_desc TEXT,
  PRIMARY KEY (state, plate, position)
);

INSERT INTO plate_vehicles (state, plate, position, model_year, make_code, model_desc) VALUES
  ('CA', '7ABC123', 0, 2019, 'HOND', 'CIVIC'),
  ('CA', '8XYZ789', 0, 2020, 'HOND', 'CR-V/CR-V HYBRID'),
  ('TX', 'ABC1234', 0, 2021, 'FORD', 'F-150'),
  ('TX', 'JKL4567', 0, 2019, 'CHEV', 'SILVERADO/SILVERADO 1500'),
  ('NY', 'HGT5512', 0, 2018, 'TOYT', 'CAMRY'),
  ('NY', 'KLM2201', 0, 2022, 'TOYT', 'RAV4'),
  ('FL', 'QWE123', 0, 2016, 'NISS', 'ALTIMA'),
  ('FL', 'POL2023', 0, 2023, 'POLESTAR', 'PS2'),
  ('IL', 'BRM4410', 0, 2019, 'RAM', '1500'),
  ('IL', 'JEP2020', 0, 2020, 'JEEP', 'WRANGLER / WRANGLER UNLIMITED'),
  ('WA', 'BGH7781', 0, 2018, 'SUBA', 'OUTBACK'),
  ('WA', 'EVT3000', 0, 2021, 'TESL', 'MODEL 3'),
  ('OH', 'FHD9012', 0, 2019, 'BMW', '330I'),
  ('OH', 'MBZ2020', 0, 2020, 'MERZ', 'C-CLASS'),
  ('PA', 'HYN1717', 0, 2017, 'HYUN', 'ELANTRA'),
  ('PA', 'KIA1919', 0, 2019, 'KIA', 'SORENTO'),
  ('GA', 'MZD1818', 0, 2018, 'MAZD', 'CX-5'),
  ('GA', 'VWJ1616', 0, 2016, 'VOLK', 'JETTA'),
  ('NC', 'GMC2121', 0, 2021, 'GMC', 'SIERRA'),
  ('NC', 'DGC1414', 0, 2014, 'DODG', 'GRAND CARAVAN'),
  ('MI', 'LRS2020', 0, 2020, 'LNDR', 'RANGE ROVER SPORT'),
  ('MI', 'INF2222', 0, 2022, 'INFI', 'QX60'),
  ('AZ', 'LEX1919', 0, 2019, 'LEXS', 'RX'),
  ('AZ', 'ACU1818', 0, 2018, 'ACUR', 'MDX'),
  ('CO', 'ACD2020', 0, 2020, 'HOND', 'ACCORD/ACCORD HYBRID'),
  ('CO', 'ESC1515', 0, 2015, 'FORD', 'ESCAPE'),
  ('NJ', 'CTR1919', 0, 2019, 'HOND', 'CIVIC TYPE R'),
  ('DC', 'EQN2121', 0, 2021, 'CHEV', 'EQUINOX'),
  ('MA', 'TAC1717', 0, 2017, 'TOYT', 'TACOMA'),
  ('MA', 'NOVIN00', 0, 2012, 'HOND', NULL),
  ('NV', 'NOMAKE1', 0, 2015, NULL, 'CIVIC'),
  ('NV', 'TWO2019', 0, NULL, 'HOND', 'ODYSSEY'),
  ('NV', 'TWO2019', 1, 2019, 'HOND', 'ODYSSEY');
