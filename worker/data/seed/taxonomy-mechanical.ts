/** Taxonomy: brakes, engine, filters, suspension and steering. */
import { AXLE_POSITIONS, SIDES, WARRANTY, implying, plainSize, t, type TopSpec } from './taxonomy-types.ts';

export const MECHANICAL: TopSpec[] = [
  {
    id: 'brakes',
    code: 'BRK',
    name: t('Brakes', 'Freins', 'Frenos'),
    blurb: t('Engineered for quiet, confident stopping.', 'Conçu pour un freinage silencieux et sûr.', 'Diseñado para un frenado silencioso y seguro.'),
    keywords: 'brakes, brake pads, rotors, calipers',
    leaves: [
      {
        id: 'brake-pads', name: t('Brake Pads', 'Plaquettes de frein', 'Pastillas de freno'), share: 2,
        products: [
          implying(t('Ceramic {size} Brake Pad Set', 'Jeu de plaquettes de frein céramique {size}', 'Juego de pastillas de freno cerámicas {size}'), { 'Friction Material': 'Ceramic' }),
          implying(t('Semi-Metallic {size} Brake Pad Set', 'Jeu de plaquettes de frein semi-métalliques {size}', 'Juego de pastillas de freno semimetálicas {size}'), { 'Friction Material': 'Semi-Metallic' }),
          implying(t('Low-Dust {size} Disc Brake Pads', 'Plaquettes de frein à disque {size} à faible poussière', 'Pastillas de freno de disco {size} de bajo polvo'), { 'Friction Material': ['Ceramic', 'Organic'] }),
        ],
        sizes: AXLE_POSITIONS, sizeAttribute: 'Position', price: [25, 120], weight: [2, 6],
        specs: [['Friction Material', ['Ceramic', 'Semi-Metallic', 'Organic']], ['Hardware Included', ['Yes', 'No']], ['Wear Sensor', ['Included', 'Not Included']], WARRANTY],
      },
      {
        id: 'brake-rotors', name: t('Brake Rotors', 'Disques de frein', 'Discos de freno'), share: 1.5,
        products: [
          implying(t('Vented {size} Disc Brake Rotor', 'Disque de frein ventilé {size}', 'Disco de freno ventilado {size}'), { 'Rotor Design': 'Vented' }),
          implying(t('Drilled and Slotted {size} Brake Rotor', 'Disque de frein percé et rainuré {size}', 'Disco de freno perforado y ranurado {size}'), { 'Rotor Design': 'Drilled and Slotted' }),
          implying(t('Coated {size} Brake Rotor', 'Disque de frein revêtu {size}', 'Disco de freno recubierto {size}'), { 'Rotor Design': ['Vented', 'Solid'], Finish: 'Coated' }),
        ],
        sizes: AXLE_POSITIONS, sizeAttribute: 'Position', price: [35, 180], weight: [12, 28], pack: 2,
        specs: [['Rotor Design', ['Vented', 'Solid', 'Drilled and Slotted']], ['Finish', ['Coated', 'Plain', 'Zinc Plated']], WARRANTY],
      },
      {
        id: 'brake-calipers', name: t('Brake Calipers', 'Étriers de frein', 'Calipers de freno'),
        products: [
          t('Remanufactured {size} Brake Caliper', 'Étrier de frein remis à neuf {size}', 'Caliper de freno remanufacturado {size}'),
          implying(t('Loaded {size} Brake Caliper with Bracket', 'Étrier de frein {size} avec support', 'Caliper de freno {size} con soporte'), { 'Bracket Included': 'Yes' }),
        ],
        sizes: SIDES, sizeAttribute: 'Side', colors: ['red', 'black', 'silver', 'yellow'], price: [45, 220], weight: [6, 14],
        specs: [['Pistons', ['1', '2', '4']], ['Bracket Included', ['Yes', 'No']], WARRANTY],
      },
      {
        id: 'brake-lines-hoses', name: t('Brake Lines & Hoses', 'Conduites et flexibles de frein', 'Líneas y mangueras de freno'),
        products: [
          implying(t('{size} Brake Hydraulic Hose', 'Flexible de frein hydraulique {size}', 'Manguera hidráulica de freno {size}'), { Material: 'Rubber' }),
          implying(t('Stainless Braided {size} Brake Line Kit', 'Ensemble de conduites de frein tressées inox {size}', 'Kit de líneas de freno trenzadas de acero {size}'), { Material: 'Stainless Steel Braided' }),
        ],
        sizes: AXLE_POSITIONS, sizeAttribute: 'Position', price: [12, 90], weight: [0.3, 2],
        specs: [['Material', ['Rubber', 'Stainless Steel Braided']], ['Length', ['12 in', '16 in', '20 in']], WARRANTY],
      },
      {
        id: 'brake-fluid', name: t('Brake Fluid', 'Liquide de frein', 'Líquido de frenos'), universal: 1,
        products: [
          implying(t('DOT 3 Brake Fluid', 'Liquide de frein DOT 3', 'Líquido de frenos DOT 3'), { 'DOT Rating': 'DOT 3', 'Dry Boiling Point': '401 °F' }),
          implying(t('DOT 4 Synthetic Brake Fluid', 'Liquide de frein synthétique DOT 4', 'Líquido de frenos sintético DOT 4'), { 'DOT Rating': 'DOT 4', 'Dry Boiling Point': '446 °F' }),
          implying(t('DOT 5.1 High Temperature Brake Fluid', 'Liquide de frein haute température DOT 5.1', 'Líquido de frenos de alta temperatura DOT 5.1'), { 'DOT Rating': 'DOT 5.1', 'Dry Boiling Point': '500 °F' }),
        ],
        sizes: [plainSize('12 oz'), plainSize('32 oz')], sizeAttribute: 'Volume', price: [6, 25], weight: [0.8, 2.2],
        specs: [['DOT Rating', ['DOT 3', 'DOT 4', 'DOT 5.1']], ['Dry Boiling Point', ['401 °F', '446 °F', '500 °F']]],
      },
      {
        id: 'brake-hardware', name: t('Brake Hardware', 'Quincaillerie de frein', 'Herrajes de freno'),
        products: [
          t('{size} Disc Brake Hardware Kit', 'Nécessaire de quincaillerie de frein à disque {size}', 'Kit de herrajes de freno de disco {size}'),
          t('{size} Brake Caliper Bolt and Pin Kit', 'Nécessaire de boulons et goupilles d’étrier {size}', 'Kit de pernos y pasadores de caliper {size}'),
        ],
        sizes: AXLE_POSITIONS, sizeAttribute: 'Position', price: [8, 40], weight: [0.2, 1],
        specs: [['Pieces', ['8', '12', '16']], ['Lubricant Included', ['Yes', 'No']]],
      },
    ],
  },
  {
    id: 'engine',
    code: 'ENG',
    name: t('Engine', 'Moteur', 'Motor'),
    blurb: t('Built to OE specifications for dependable engine performance.', 'Fabriqué selon les spécifications d’origine pour un moteur fiable.', 'Fabricado según especificaciones originales para un motor confiable.'),
    keywords: 'engine parts, spark plugs, ignition coils, gaskets, timing belt',
    leaves: [
      {
        id: 'spark-plugs', name: t('Spark Plugs', 'Bougies d’allumage', 'Bujías'), share: 1.5,
        products: [
          implying(t('Iridium Spark Plug', 'Bougie d’allumage à l’iridium', 'Bujía de iridio'), { 'Electrode Material': 'Iridium', 'Service Interval': '100,000 mi' }),
          implying(t('Double Platinum Spark Plug', 'Bougie d’allumage double platine', 'Bujía de doble platino'), { 'Electrode Material': 'Platinum', 'Service Interval': ['60,000 mi', '100,000 mi'] }),
          implying(t('Copper Core Spark Plug', 'Bougie d’allumage à noyau de cuivre', 'Bujía con núcleo de cobre'), { 'Electrode Material': 'Copper', 'Service Interval': '30,000 mi' }),
        ],
        price: [4, 18], weight: [0.1, 0.3], pack: 4,
        specs: [['Electrode Material', ['Iridium', 'Platinum', 'Copper']], ['Gap', ['0.028 in', '0.035 in', '0.044 in']], ['Service Interval', ['30,000 mi', '60,000 mi', '100,000 mi']]],
      },
      {
        id: 'ignition-coils', name: t('Ignition Coils', 'Bobines d’allumage', 'Bobinas de encendido'),
        products: [
          t('Ignition Coil', 'Bobine d’allumage', 'Bobina de encendido'),
          t('Coil-on-Plug Ignition Coil', 'Bobine d’allumage sur bougie', 'Bobina de encendido sobre bujía'),
        ],
        price: [25, 95], weight: [0.5, 1.5],
        specs: [['Connector', ['3-Pin', '4-Pin']], ['Boot Included', ['Yes', 'No']], WARRANTY],
      },
      {
        id: 'timing-belts-kits', name: t('Timing Belts & Kits', 'Courroies et ensembles de distribution', 'Correas y kits de distribución'),
        products: [
          implying(t('Timing Belt Kit with Water Pump', 'Ensemble de courroie de distribution avec pompe à eau', 'Kit de correa de distribución con bomba de agua'), { 'Tensioner Included': 'Yes' }),
          implying(t('Timing Chain Kit', 'Ensemble de chaîne de distribution', 'Kit de cadena de distribución'), { Teeth: null }),
          implying(t('Timing Belt', 'Courroie de distribution', 'Correa de distribución'), { 'Tensioner Included': 'No' }),
        ],
        price: [35, 320], weight: [1, 9],
        specs: [['Teeth', ['101', '124', '153']], ['Tensioner Included', ['Yes', 'No']], WARRANTY],
      },
      {
        id: 'gaskets-seals', name: t('Gaskets & Seals', 'Joints et garnitures', 'Juntas y sellos'),
        products: [
          implying(t('Valve Cover Gasket Set', 'Jeu de joints de couvre-culasse', 'Juego de juntas de tapa de válvulas'), { Material: ['Rubber', 'Cork-Rubber', 'Silicone'] }),
          implying(t('Head Gasket Set', 'Jeu de joints de culasse', 'Juego de juntas de culata'), { Material: 'Multi-Layer Steel' }),
          implying(t('Oil Pan Gasket', 'Joint de carter d’huile', 'Junta del cárter de aceite'), { Material: ['Rubber', 'Cork-Rubber', 'Silicone'] }),
          implying(t('Rear Main Seal', 'Joint principal arrière', 'Sello principal trasero'), { Material: ['Rubber', 'Silicone'] }),
        ],
        price: [9, 160], weight: [0.2, 3],
        specs: [['Material', ['Multi-Layer Steel', 'Rubber', 'Cork-Rubber', 'Silicone']], WARRANTY],
      },
      {
        id: 'engine-mounts', name: t('Engine Mounts', 'Supports moteur', 'Soportes de motor'),
        products: [
          implying(t('{size} Engine Mount', 'Support moteur {size}', 'Soporte de motor {size}'), { 'Mount Type': ['Rubber', 'Polyurethane'] }),
          implying(t('Hydraulic {size} Engine Mount', 'Support moteur hydraulique {size}', 'Soporte de motor hidráulico {size}'), { 'Mount Type': 'Hydraulic' }),
        ],
        sizes: [...AXLE_POSITIONS, ...SIDES], sizeAttribute: 'Position', price: [20, 140], weight: [2, 8],
        specs: [['Mount Type', ['Hydraulic', 'Rubber', 'Polyurethane']], WARRANTY],
      },
      {
        id: 'belts-pulleys', name: t('Belts & Pulleys', 'Courroies et poulies', 'Bandas y poleas'),
        products: [
          t('Serpentine Belt', 'Courroie serpentine', 'Banda serpentina'),
          implying(t('Belt Tensioner Assembly', 'Tendeur de courroie', 'Tensor de banda'), { Length: null }),
          implying(t('Idler Pulley', 'Poulie de renvoi', 'Polea loca'), { Length: null }),
        ],
        price: [15, 110], weight: [0.5, 4],
        specs: [['Ribs', ['6', '7', '8']], ['Length', ['80 in', '92 in', '101 in']], WARRANTY],
      },
      {
        id: 'engine-sensors', name: t('Engine Sensors', 'Capteurs moteur', 'Sensores del motor'),
        products: [
          t('Crankshaft Position Sensor', 'Capteur de position du vilebrequin', 'Sensor de posición del cigüeñal'),
          t('Camshaft Position Sensor', 'Capteur de position de l’arbre à cames', 'Sensor de posición del árbol de levas'),
          t('Mass Air Flow Sensor', 'Débitmètre d’air massique', 'Sensor de flujo de aire masivo'),
        ],
        price: [18, 160], weight: [0.2, 0.8],
        specs: [['Connector', ['2-Pin', '3-Pin', '5-Pin']], WARRANTY],
      },
    ],
  },
  {
    id: 'filters',
    code: 'FLT',
    name: t('Filters', 'Filtres', 'Filtros'),
    blurb: t('Traps contaminants to protect your engine and cabin.', 'Retient les contaminants pour protéger le moteur et l’habitacle.', 'Atrapa contaminantes para proteger el motor y la cabina.'),
    keywords: 'filters, oil filter, air filter, cabin air filter, fuel filter',
    leaves: [
      {
        id: 'oil-filters', name: t('Oil Filters', 'Filtres à huile', 'Filtros de aceite'), share: 2.5,
        products: [
          implying(t('Oil Filter', 'Filtre à huile', 'Filtro de aceite'), { 'Filter Type': 'Spin-On', 'Service Interval': ['5,000 mi', '10,000 mi'] }),
          implying(t('Synthetic Media Oil Filter', 'Filtre à huile à média synthétique', 'Filtro de aceite con medio sintético'), { 'Filter Type': 'Spin-On', 'Service Interval': ['10,000 mi', '20,000 mi'] }),
          implying(t('Extended Life Oil Filter', 'Filtre à huile longue durée', 'Filtro de aceite de larga duración'), { 'Filter Type': 'Spin-On', 'Service Interval': ['10,000 mi', '20,000 mi'] }),
          implying(t('Cartridge Oil Filter', 'Filtre à huile à cartouche', 'Filtro de aceite de cartucho'), { 'Filter Type': 'Cartridge', 'Thread Size': null, 'Anti-Drainback Valve': null }),
        ],
        price: [5, 22], weight: [0.3, 1.2],
        specs: [['Filter Type', ['Spin-On', 'Cartridge']], ['Thread Size', ['M20 x 1.5', '3/4-16 UNF', 'M22 x 1.5']], ['Anti-Drainback Valve', ['Yes', 'No']], ['Service Interval', ['5,000 mi', '10,000 mi', '20,000 mi']]],
      },
      {
        id: 'air-filters', name: t('Air Filters', 'Filtres à air', 'Filtros de aire'), share: 1.5,
        products: [
          implying(t('Engine Air Filter', 'Filtre à air du moteur', 'Filtro de aire del motor'), { Media: ['Paper', 'Synthetic'], Washable: 'No' }),
          implying(t('High Flow Air Filter', 'Filtre à air à haut débit', 'Filtro de aire de alto flujo'), { Media: ['Cotton Gauze', 'Synthetic'] }),
          implying(t('Washable Cotton Air Filter', 'Filtre à air en coton lavable', 'Filtro de aire de algodón lavable'), { Media: 'Cotton Gauze', Washable: 'Yes' }),
        ],
        price: [12, 65], weight: [0.4, 1.5],
        specs: [['Media', ['Paper', 'Cotton Gauze', 'Synthetic']], ['Shape', ['Panel', 'Round']], ['Washable', ['Yes', 'No']]],
      },
      {
        id: 'cabin-air-filters', name: t('Cabin Air Filters', 'Filtres d’habitacle', 'Filtros de aire de cabina'),
        products: [
          implying(t('Cabin Air Filter', 'Filtre à air d’habitacle', 'Filtro de aire de cabina'), { Media: 'Particulate' }),
          implying(t('Activated Carbon Cabin Air Filter', 'Filtre d’habitacle au charbon actif', 'Filtro de cabina de carbón activado'), { Media: 'Activated Carbon' }),
        ],
        price: [10, 40], weight: [0.2, 0.8],
        specs: [['Media', ['Particulate', 'Activated Carbon']], ['Allergen Rating', ['Standard', 'HEPA-Style']]],
      },
      {
        id: 'fuel-filters', name: t('Fuel Filters', 'Filtres à carburant', 'Filtros de combustible'),
        products: [
          t('In-Line Fuel Filter', 'Filtre à carburant en ligne', 'Filtro de combustible en línea'),
          implying(t('Fuel Filter with Water Separator', 'Filtre à carburant avec séparateur d’eau', 'Filtro de combustible con separador de agua'), { 'Fuel Type': 'Diesel' }),
        ],
        price: [9, 70], weight: [0.3, 1.5],
        specs: [['Micron Rating', ['10 micron', '30 micron']], ['Fuel Type', ['Gasoline', 'Diesel']]],
      },
      {
        id: 'transmission-filters', name: t('Transmission Filters', 'Filtres de transmission', 'Filtros de transmisión'),
        products: [
          t('Automatic Transmission Filter Kit', 'Ensemble de filtre de transmission automatique', 'Kit de filtro de transmisión automática'),
          implying(t('Transmission Filter with Pan Gasket', 'Filtre de transmission avec joint de carter', 'Filtro de transmisión con junta de cárter'), { 'Gasket Included': 'Yes' }),
        ],
        price: [12, 60], weight: [0.5, 2],
        specs: [['Gasket Included', ['Yes', 'No']], ['Transmission Type', ['4-Speed Automatic', '6-Speed Automatic', 'CVT']]],
      },
    ],
  },
  {
    id: 'suspension-steering',
    code: 'SUS',
    name: t('Suspension & Steering', 'Suspension et direction', 'Suspensión y dirección'),
    blurb: t('Restores a smooth ride and precise handling.', 'Redonne une conduite douce et une tenue de route précise.', 'Devuelve un manejo suave y preciso.'),
    keywords: 'suspension, steering, shocks, struts, control arms, ball joints',
    leaves: [
      {
        id: 'shocks-struts', name: t('Shocks & Struts', 'Amortisseurs et jambes de force', 'Amortiguadores y puntales'), share: 1.5,
        products: [
          implying(t('{size} Complete Strut Assembly', 'Jambe de force complète {size}', 'Conjunto de puntal completo {size}'), { Design: 'Twin-Tube', 'Spring Included': 'Yes' }),
          implying(t('Gas-Charged {size} Shock Absorber', 'Amortisseur à gaz {size}', 'Amortiguador de gas {size}'), { 'Spring Included': 'No' }),
          implying(t('Monotube {size} Shock Absorber', 'Amortisseur monotube {size}', 'Amortiguador monotubo {size}'), { Design: 'Monotube', 'Spring Included': 'No' }),
        ],
        sizes: AXLE_POSITIONS, sizeAttribute: 'Position', price: [40, 260], weight: [5, 22], pack: 2,
        specs: [['Design', ['Twin-Tube', 'Monotube']], ['Spring Included', ['Yes', 'No']], WARRANTY],
      },
      {
        id: 'control-arms', name: t('Control Arms', 'Bras de suspension', 'Brazos de control'),
        products: [
          implying(t('{size} Lower Control Arm with Ball Joint', 'Bras de suspension inférieur avec rotule {size}', 'Brazo de control inferior con rótula {size}'), { 'Ball Joint Included': 'Yes' }),
          t('{size} Upper Control Arm', 'Bras de suspension supérieur {size}', 'Brazo de control superior {size}'),
        ],
        sizes: SIDES, sizeAttribute: 'Side', price: [35, 190], weight: [4, 12],
        specs: [['Ball Joint Included', ['Yes', 'No']], ['Bushing Material', ['Rubber', 'Polyurethane']], WARRANTY],
      },
      {
        id: 'ball-joints', name: t('Ball Joints', 'Rotules', 'Rótulas'),
        products: [
          t('{size} Lower Ball Joint', 'Rotule inférieure {size}', 'Rótula inferior {size}'),
          t('{size} Upper Ball Joint', 'Rotule supérieure {size}', 'Rótula superior {size}'),
        ],
        sizes: AXLE_POSITIONS, sizeAttribute: 'Position', price: [18, 85], weight: [0.8, 2.5],
        specs: [['Greaseable', ['Yes', 'No']], WARRANTY],
      },
      {
        id: 'tie-rod-ends', name: t('Tie Rod Ends', 'Embouts de biellette de direction', 'Terminales de dirección'),
        products: [
          t('Outer Tie Rod End', 'Embout de biellette extérieur', 'Terminal de dirección exterior'),
          t('Inner Tie Rod End', 'Embout de biellette intérieur', 'Terminal de dirección interior'),
        ],
        price: [15, 70], weight: [0.7, 2],
        specs: [['Thread Size', ['M14 x 1.5', 'M16 x 1.5']], ['Greaseable', ['Yes', 'No']]],
      },
      {
        id: 'sway-bar-links', name: t('Sway Bar Links', 'Biellettes de barre stabilisatrice', 'Bieletas de barra estabilizadora'),
        products: [
          t('{size} Sway Bar End Link', 'Biellette de barre stabilisatrice {size}', 'Bieleta de barra estabilizadora {size}'),
          implying(t('{size} Sway Bar Bushing Kit', 'Ensemble de coussinets de barre stabilisatrice {size}', 'Kit de bujes de barra estabilizadora {size}'), { Material: null }),
        ],
        sizes: AXLE_POSITIONS, sizeAttribute: 'Position', price: [10, 55], weight: [0.5, 1.5],
        specs: [['Material', ['Steel', 'Forged Steel']], ['Bushing Material', ['Rubber', 'Polyurethane']]],
      },
      {
        id: 'wheel-bearings-hubs', name: t('Wheel Bearings & Hubs', 'Roulements et moyeux de roue', 'Rodamientos y mazas de rueda'),
        products: [
          t('{size} Wheel Hub and Bearing Assembly', 'Moyeu et roulement de roue {size}', 'Conjunto de maza y rodamiento {size}'),
          implying(t('{size} Wheel Bearing', 'Roulement de roue {size}', 'Rodamiento de rueda {size}'), { Bolts: null }),
        ],
        sizes: AXLE_POSITIONS, sizeAttribute: 'Position', price: [25, 180], weight: [2, 9],
        specs: [['ABS Sensor', ['Integrated', 'Not Included']], ['Bolts', ['4', '5', '6']], WARRANTY],
      },
    ],
  },
];
