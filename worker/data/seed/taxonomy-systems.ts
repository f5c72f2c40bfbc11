/** Taxonomy: electrical and lighting, exhaust, cooling and heating, drivetrain. */
import { AXLE_POSITIONS, SIDES, WARRANTY, implying, t, type TopSpec } from './taxonomy-types.ts';

export const SYSTEMS: TopSpec[] = [
  {
    id: 'electrical-lighting',
    code: 'ELC',
    name: t('Electrical & Lighting', 'Électricité et éclairage', 'Eléctrico e iluminación'),
    blurb: t('Reliable power and bright, clear lighting.', 'Une alimentation fiable et un éclairage net.', 'Energía confiable e iluminación clara.'),
    keywords: 'batteries, alternators, starters, headlight bulbs, tail lights',
    leaves: [
      {
        id: 'batteries', name: t('Batteries', 'Batteries', 'Baterías'), share: 1.5,
        products: [
          t('AGM Automotive Battery', 'Batterie automobile AGM', 'Batería automotriz AGM'),
          t('Flooded Lead-Acid Battery', 'Batterie plomb-acide', 'Batería de plomo-ácido'),
          t('Start-Stop EFB Battery', 'Batterie EFB démarrage-arrêt', 'Batería EFB de arranque y parada'),
        ],
        price: [110, 320], weight: [30, 55],
        specs: [['Group Size', ['24F', '35', '48', '65', '94R']], ['Cold Cranking Amps', ['550 CCA', '650 CCA', '760 CCA', '850 CCA']], ['Reserve Capacity', ['90 min', '120 min', '140 min']], WARRANTY],
      },
      {
        id: 'alternators', name: t('Alternators', 'Alternateurs', 'Alternadores'),
        products: [
          t('Remanufactured Alternator', 'Alternateur remis à neuf', 'Alternador remanufacturado'),
          implying(t('New High Output Alternator', 'Alternateur neuf à haut rendement', 'Alternador nuevo de alto rendimiento'), { Amperage: ['160 A', '220 A'] }),
        ],
        price: [120, 420], weight: [10, 18],
        specs: [['Amperage', ['110 A', '130 A', '160 A', '220 A']], ['Voltage', ['12 V']], WARRANTY],
      },
      {
        id: 'starters', name: t('Starters', 'Démarreurs', 'Motores de arranque'),
        products: [
          t('Remanufactured Starter Motor', 'Démarreur remis à neuf', 'Motor de arranque remanufacturado'),
          t('New Starter Motor', 'Démarreur neuf', 'Motor de arranque nuevo'),
        ],
        price: [90, 300], weight: [7, 14],
        specs: [['Kilowatts', ['1.2 kW', '1.4 kW', '2.0 kW']], ['Teeth', ['9', '10', '11']], WARRANTY],
      },
      {
        id: 'headlight-bulbs', name: t('Headlight Bulbs', 'Ampoules de phare', 'Bombillas de faro'), share: 1.5,
        products: [
          implying(t('LED Headlight Bulb Pair', 'Paire d’ampoules de phare DEL', 'Par de bombillas LED para faro'), { Technology: 'LED', 'Color Temperature': '6000 K', 'Bulb Size': ['H11', '9005', '9006', 'H7'] }),
          implying(t('Halogen Headlight Bulb', 'Ampoule de phare halogène', 'Bombilla halógena para faro'), { Technology: 'Halogen', 'Color Temperature': '3200 K', 'Bulb Size': ['H11', '9005', '9006', 'H7'] }),
          implying(t('Xenon HID Headlight Bulb', 'Ampoule de phare au xénon HID', 'Bombilla de xenón HID para faro'), { Technology: 'HID', 'Color Temperature': ['4300 K', '6000 K'], 'Bulb Size': 'D2S' }),
        ],
        price: [12, 120], weight: [0.1, 0.6],
        specs: [['Bulb Size', ['H11', '9005', '9006', 'H7', 'D2S']], ['Color Temperature', ['3200 K', '4300 K', '6000 K']], ['Technology', ['LED', 'Halogen', 'HID']]],
      },
      {
        id: 'tail-lights', name: t('Tail Lights', 'Feux arrière', 'Calaveras'),
        products: [
          t('{size} Tail Light Assembly', 'Feu arrière {size}', 'Calavera {size}'),
          t('LED {size} Tail Light', 'Feu arrière DEL {size}', 'Calavera LED {size}'),
        ],
        sizes: SIDES, sizeAttribute: 'Side', price: [45, 260], weight: [2, 6],
        specs: [['Lens Color', ['Red', 'Smoked', 'Clear']], ['Bulbs Included', ['Yes', 'No']], WARRANTY],
      },
      {
        id: 'fuses-relays', name: t('Fuses & Relays', 'Fusibles et relais', 'Fusibles y relés'),
        products: [
          implying(t('Blade Fuse Assortment', 'Assortiment de fusibles à lame', 'Surtido de fusibles de cuchilla'), { Pieces: ['40', '120'], Rating: null }),
          implying(t('Multi-Purpose Relay', 'Relais multifonction', 'Relé multiusos'), { Pieces: '1', Rating: ['20 A', '30 A', '40 A'] }),
        ],
        universal: 0.6, price: [4, 25], weight: [0.1, 0.5],
        specs: [['Pieces', ['1', '40', '120']], ['Rating', ['10 A', '20 A', '30 A', '40 A']]],
      },
    ],
  },
  {
    id: 'exhaust',
    code: 'EXH',
    name: t('Exhaust', 'Échappement', 'Escape'),
    blurb: t('Keeps emissions in check and noise down.', 'Maintient les émissions et le bruit au minimum.', 'Mantiene bajo control las emisiones y el ruido.'),
    keywords: 'exhaust, catalytic converter, muffler, oxygen sensor',
    leaves: [
      {
        id: 'catalytic-converters', name: t('Catalytic Converters', 'Convertisseurs catalytiques', 'Convertidores catalíticos'),
        products: [
          t('Direct-Fit Catalytic Converter', 'Convertisseur catalytique à montage direct', 'Convertidor catalítico de ajuste directo'),
          implying(t('EPA Compliant Catalytic Converter', 'Convertisseur catalytique conforme EPA', 'Convertidor catalítico conforme a EPA'), { Emissions: 'Federal (49-State)' }),
        ],
        price: [180, 900], weight: [8, 20],
        specs: [['Emissions', ['Federal (49-State)', 'CARB Compliant']], ['Inlet Diameter', ['2.25 in', '2.5 in', '3 in']], WARRANTY],
      },
      {
        id: 'mufflers', name: t('Mufflers', 'Silencieux', 'Silenciadores'),
        products: [
          implying(t('Direct-Fit Muffler', 'Silencieux à montage direct', 'Silenciador de ajuste directo'), { 'Sound Level': ['Quiet', 'Moderate'] }),
          implying(t('Performance Chambered Muffler', 'Silencieux à chambres sport', 'Silenciador deportivo de cámaras'), { 'Sound Level': ['Moderate', 'Aggressive'] }),
        ],
        price: [50, 280], weight: [10, 25],
        specs: [['Sound Level', ['Quiet', 'Moderate', 'Aggressive']], ['Material', ['Aluminized Steel', 'Stainless Steel']]],
      },
      {
        id: 'exhaust-pipes', name: t('Exhaust Pipes', 'Tuyaux d’échappement', 'Tubos de escape'),
        products: [
          t('Intermediate Exhaust Pipe', 'Tuyau d’échappement intermédiaire', 'Tubo de escape intermedio'),
          t('Exhaust Tail Pipe', 'Tuyau arrière d’échappement', 'Tubo de cola de escape'),
        ],
        price: [30, 180], weight: [5, 15],
        specs: [['Diameter', ['2 in', '2.25 in', '2.5 in']], ['Material', ['Aluminized Steel', 'Stainless Steel']]],
      },
      {
        id: 'oxygen-sensors', name: t('Oxygen Sensors', 'Sondes d’oxygène', 'Sensores de oxígeno'),
        products: [
          implying(t('Upstream Oxygen Sensor', 'Sonde d’oxygène en amont', 'Sensor de oxígeno anterior'), { 'Sensor Position': 'Upstream' }),
          implying(t('Downstream Oxygen Sensor', 'Sonde d’oxygène en aval', 'Sensor de oxígeno posterior'), { 'Sensor Position': 'Downstream' }),
          implying(t('Wideband Air-Fuel Ratio Sensor', 'Sonde de rapport air-carburant à large bande', 'Sensor de relación aire-combustible de banda ancha'), { 'Sensor Position': 'Upstream', Wires: '5' }),
        ],
        price: [30, 150], weight: [0.3, 0.7],
        specs: [['Wires', ['4', '5']], ['Sensor Position', ['Upstream', 'Downstream']], WARRANTY],
      },
      {
        id: 'exhaust-gaskets-hangers', name: t('Exhaust Gaskets & Hangers', 'Joints et supports d’échappement', 'Juntas y soportes de escape'),
        products: [
          implying(t('Exhaust Manifold Gasket', 'Joint de collecteur d’échappement', 'Junta del múltiple de escape'), { Material: ['Multi-Layer Steel', 'Graphite'] }),
          implying(t('Rubber Exhaust Hanger', 'Support d’échappement en caoutchouc', 'Soporte de escape de goma'), { Material: 'Rubber' }),
        ],
        universal: 0.3, price: [5, 45], weight: [0.1, 1],
        specs: [['Material', ['Multi-Layer Steel', 'Graphite', 'Rubber']]],
      },
    ],
  },
  {
    id: 'cooling-heating',
    code: 'COL',
    name: t('Cooling & Heating', 'Refroidissement et chauffage', 'Enfriamiento y calefacción'),
    blurb: t('Keeps your engine at the right temperature in any season.', 'Garde le moteur à la bonne température en toute saison.', 'Mantiene el motor a la temperatura correcta en cualquier estación.'),
    keywords: 'cooling system, radiator, water pump, thermostat, hoses',
    leaves: [
      {
        id: 'radiators', name: t('Radiators', 'Radiateurs', 'Radiadores'),
        products: [
          implying(t('Aluminum Core Radiator', 'Radiateur à noyau en aluminium', 'Radiador con núcleo de aluminio'), { 'Core Material': 'Aluminum' }),
          t('Direct-Fit Radiator', 'Radiateur à montage direct', 'Radiador de ajuste directo'),
        ],
        price: [90, 380], weight: [12, 28],
        specs: [['Core Material', ['Aluminum', 'Copper-Brass']], ['Rows', ['1', '2']], WARRANTY],
      },
      {
        id: 'water-pumps', name: t('Water Pumps', 'Pompes à eau', 'Bombas de agua'),
        products: [
          t('Engine Water Pump', 'Pompe à eau du moteur', 'Bomba de agua del motor'),
          implying(t('Electric Auxiliary Water Pump', 'Pompe à eau auxiliaire électrique', 'Bomba de agua auxiliar eléctrica'), { Impeller: 'Composite' }),
        ],
        price: [35, 220], weight: [3, 8],
        specs: [['Impeller', ['Cast Iron', 'Composite']], ['Gasket Included', ['Yes', 'No']], WARRANTY],
      },
      {
        id: 'thermostats', name: t('Thermostats', 'Thermostats', 'Termostatos'),
        products: [
          t('Engine Coolant Thermostat', 'Thermostat de liquide de refroidissement', 'Termostato de refrigerante'),
          implying(t('Thermostat with Housing', 'Thermostat avec boîtier', 'Termostato con carcasa'), { 'Housing Included': 'Yes' }),
        ],
        price: [10, 90], weight: [0.3, 1.5],
        specs: [['Opening Temperature', ['180 °F', '192 °F', '195 °F']], ['Housing Included', ['Yes', 'No']]],
      },
      {
        id: 'radiator-hoses', name: t('Radiator Hoses', 'Durites de radiateur', 'Mangueras de radiador'),
        products: [
          t('Upper Radiator Hose', 'Durite supérieure de radiateur', 'Manguera superior de radiador'),
          t('Lower Radiator Hose', 'Durite inférieure de radiateur', 'Manguera inferior de radiador'),
        ],
        price: [12, 60], weight: [0.5, 2],
        specs: [['Material', ['EPDM Rubber', 'Silicone']], ['Molded', ['Yes', 'No']]],
      },
      {
        id: 'cooling-fans', name: t('Cooling Fans', 'Ventilateurs de refroidissement', 'Ventiladores de enfriamiento'),
        products: [
          implying(t('Radiator Cooling Fan Assembly', 'Ventilateur de radiateur complet', 'Conjunto de ventilador de radiador'), { Fans: '1' }),
          implying(t('Dual Cooling Fan Assembly', 'Ensemble de ventilateurs doubles', 'Conjunto de ventiladores dobles'), { Fans: '2' }),
        ],
        price: [70, 280], weight: [6, 15],
        specs: [['Fans', ['1', '2']], ['Shroud Included', ['Yes', 'No']], WARRANTY],
      },
      {
        id: 'heater-cores', name: t('Heater Cores', 'Radiateurs de chauffage', 'Núcleos de calefacción'),
        products: [
          t('Heater Core', 'Radiateur de chauffage', 'Núcleo de calefacción'),
          implying(t('Heater Hose Assembly', 'Ensemble de durites de chauffage', 'Conjunto de mangueras de calefacción'), { 'Core Material': null }),
        ],
        price: [25, 160], weight: [1, 5],
        specs: [['Core Material', ['Aluminum', 'Copper-Brass']]],
      },
    ],
  },
  {
    id: 'drivetrain',
    code: 'DRV',
    name: t('Drivetrain', 'Transmission', 'Tren motriz'),
    blurb: t('Delivers power to the wheels smoothly and reliably.', 'Transmet la puissance aux roues en douceur.', 'Entrega la potencia a las ruedas de forma suave y confiable.'),
    keywords: 'drivetrain, cv axle, clutch kit, driveshaft, differential',
    leaves: [
      {
        id: 'cv-axles', name: t('CV Axles', 'Arbres de roue homocinétiques', 'Flechas homocinéticas'),
        products: [
          t('{size} CV Axle Assembly', 'Arbre de roue homocinétique {size}', 'Flecha homocinética {size}'),
          implying(t('{size} CV Joint Boot Kit', 'Ensemble de soufflet de joint homocinétique {size}', 'Kit de cubrepolvo de junta homocinética {size}'), { 'ABS Ring': null }),
        ],
        sizes: SIDES, sizeAttribute: 'Side', price: [20, 190], weight: [1, 18],
        specs: [['ABS Ring', ['Included', 'Not Included']], WARRANTY],
      },
      {
        id: 'clutch-kits', name: t('Clutch Kits', 'Ensembles d’embrayage', 'Kits de embrague'),
        products: [
          t('Clutch Kit', 'Ensemble d’embrayage', 'Kit de embrague'),
          t('Stage 1 Performance Clutch Kit', 'Ensemble d’embrayage performance niveau 1', 'Kit de embrague de alto rendimiento etapa 1'),
        ],
        price: [140, 520], weight: [15, 30],
        specs: [['Disc Diameter', ['8.5 in', '9 in', '10.4 in']], ['Flywheel Included', ['Yes', 'No']], WARRANTY],
      },
      {
        id: 'driveshafts-u-joints', name: t('Driveshafts & U-Joints', 'Arbres de transmission et joints de cardan', 'Cardanes y crucetas'),
        products: [
          t('{size} Driveshaft Assembly', 'Arbre de transmission {size}', 'Cardán {size}'),
          t('Universal Joint', 'Joint de cardan', 'Cruceta'),
        ],
        sizes: AXLE_POSITIONS, sizeAttribute: 'Position', price: [20, 480], weight: [1, 30],
        specs: [['Greaseable', ['Yes', 'No']], ['Material', ['Steel', 'Aluminum']]],
      },
      {
        id: 'differential-parts', name: t('Differential Parts', 'Pièces de différentiel', 'Partes del diferencial'),
        products: [
          t('{size} Differential Cover', 'Couvercle de différentiel {size}', 'Tapa del diferencial {size}'),
          implying(t('{size} Differential Bearing Kit', 'Ensemble de roulements de différentiel {size}', 'Kit de rodamientos del diferencial {size}'), { Material: null }),
        ],
        sizes: AXLE_POSITIONS, sizeAttribute: 'Position', price: [30, 260], weight: [2, 15],
        specs: [['Material', ['Cast Aluminum', 'Stamped Steel']], ['Gasket Included', ['Yes', 'No']]],
      },
      {
        id: 'transfer-case-parts', name: t('Transfer Case Parts', 'Pièces de boîte de transfert', 'Partes de la caja de transferencia'),
        products: [
          t('Transfer Case Motor', 'Moteur de boîte de transfert', 'Motor de caja de transferencia'),
          t('Transfer Case Chain', 'Chaîne de boîte de transfert', 'Cadena de caja de transferencia'),
        ],
        price: [60, 340], weight: [2, 8],
        specs: [['Drive Type', ['4WD', 'AWD']], WARRANTY],
      },
    ],
  },
];
