/** Taxonomy: fluids and chemicals, interior, exterior and body, tools and garage. */
import { AXLE_POSITIONS, SIDES, WARRANTY, implying, plainSize, t, type TopSpec } from './taxonomy-types.ts';

const QUARTS = [plainSize('1 qt'), plainSize('5 qt')];
const GALLON = [plainSize('1 gal')];
// A front set has two mats; front and rear sets three (one-piece rear) or four.
const MAT_SETS = [
  { value: 'Front', label: t('Front', 'avant', 'delantero'), implies: { Pieces: '2' } },
  { value: 'Front & Rear', label: t('Front & Rear', 'avant et arrière', 'delantero y trasero'), implies: { Pieces: ['3', '4'] } },
];

export const ACCESSORIES: TopSpec[] = [
  {
    id: 'fluids-chemicals',
    code: 'FLD',
    name: t('Fluids & Chemicals', 'Liquides et produits chimiques', 'Fluidos y químicos'),
    blurb: t('Formulated to protect and clean every part of your vehicle.', 'Formulé pour protéger et nettoyer chaque partie du véhicule.', 'Formulado para proteger y limpiar cada parte del vehículo.'),
    keywords: 'motor oil, antifreeze, coolant, transmission fluid, cleaners',
    leaves: [
      {
        id: 'motor-oil', name: t('Motor Oil', 'Huile moteur', 'Aceite de motor'), universal: 1, share: 2,
        products: [
          implying(t('Full Synthetic Motor Oil 0W-20', 'Huile moteur entièrement synthétique 0W-20', 'Aceite de motor totalmente sintético 0W-20'), { Viscosity: '0W-20', 'Oil Type': 'Full Synthetic', 'API Rating': ['SP', 'SN Plus'] }),
          implying(t('Synthetic Motor Oil 5W-30', 'Huile moteur synthétique 5W-30', 'Aceite de motor sintético 5W-30'), { Viscosity: '5W-30', 'Oil Type': 'Full Synthetic', 'API Rating': ['SP', 'SN Plus'] }),
          implying(t('High Mileage Motor Oil 10W-30', 'Huile moteur haut kilométrage 10W-30', 'Aceite de motor de alto kilometraje 10W-30'), { Viscosity: '10W-30', 'Oil Type': ['Synthetic Blend', 'Conventional'], 'API Rating': ['SP', 'SN Plus'] }),
          implying(t('Diesel Engine Oil 15W-40', 'Huile pour moteur diesel 15W-40', 'Aceite para motor diésel 15W-40'), { Viscosity: '15W-40', 'API Rating': 'CK-4' }),
        ],
        sizes: QUARTS, sizeAttribute: 'Volume', price: [8, 45], weight: [2, 11],
        specs: [['Viscosity', ['0W-20', '5W-30', '10W-30', '15W-40']], ['Oil Type', ['Full Synthetic', 'Synthetic Blend', 'Conventional']], ['API Rating', ['SP', 'SN Plus', 'CK-4']]],
      },
      {
        id: 'antifreeze-coolant', name: t('Antifreeze & Coolant', 'Antigel et liquide de refroidissement', 'Anticongelante y refrigerante'), universal: 1,
        products: [
          implying(t('50/50 Prediluted Antifreeze', 'Antigel prédilué 50/50', 'Anticongelante prediluido 50/50'), { Mix: '50/50' }),
          implying(t('Extended Life Concentrated Coolant', 'Liquide de refroidissement concentré longue durée', 'Refrigerante concentrado de larga duración'), { Mix: 'Concentrate', Formula: ['OAT', 'HOAT'] }),
        ],
        sizes: GALLON, sizeAttribute: 'Volume', price: [12, 35], weight: [8, 9],
        specs: [['Formula', ['OAT', 'HOAT', 'Universal']], ['Mix', ['50/50', 'Concentrate']]],
      },
      {
        id: 'transmission-fluid', name: t('Transmission Fluid', 'Liquide de transmission', 'Líquido de transmisión'), universal: 1,
        products: [
          implying(t('Multi-Vehicle ATF', 'Liquide de transmission automatique multi-véhicules', 'Líquido de transmisión automática multivehículo'), { Type: 'ATF' }),
          implying(t('CVT Transmission Fluid', 'Liquide de transmission CVT', 'Líquido de transmisión CVT'), { Type: 'CVT' }),
          implying(t('Manual Transmission Gear Oil 75W-90', 'Huile pour boîte manuelle 75W-90', 'Aceite para transmisión manual 75W-90'), { Type: 'Gear Oil' }),
        ],
        sizes: QUARTS, sizeAttribute: 'Volume', price: [8, 60], weight: [2, 11],
        specs: [['Type', ['ATF', 'CVT', 'Gear Oil']], ['Synthetic', ['Yes', 'No']]],
      },
      {
        id: 'power-steering-fluid', name: t('Power Steering Fluid', 'Liquide de servodirection', 'Líquido de dirección hidráulica'), universal: 1,
        products: [
          t('Power Steering Fluid', 'Liquide de servodirection', 'Líquido de dirección hidráulica'),
          t('Power Steering Fluid with Stop Leak', 'Liquide de servodirection anti-fuite', 'Líquido de dirección hidráulica con sellador'),
        ],
        sizes: [plainSize('12 oz'), plainSize('32 oz')], sizeAttribute: 'Volume', price: [6, 20], weight: [0.8, 2.2],
        specs: [['Synthetic', ['Yes', 'No']]],
      },
      {
        id: 'cleaners-degreasers', name: t('Cleaners & Degreasers', 'Nettoyants et dégraissants', 'Limpiadores y desengrasantes'), universal: 1,
        products: [
          t('Brake Parts Cleaner', 'Nettoyant pour freins', 'Limpiador de partes de freno'),
          t('Engine Degreaser', 'Dégraissant à moteur', 'Desengrasante de motor'),
          t('Throttle Body Cleaner', 'Nettoyant pour corps de papillon', 'Limpiador de cuerpo de aceleración'),
        ],
        price: [5, 20], weight: [0.9, 1.5],
        specs: [['Volume', ['14 oz', '19 oz']], ['Chlorinated', ['Yes', 'No']]],
      },
      {
        id: 'fuel-additives', name: t('Fuel Additives', 'Additifs pour carburant', 'Aditivos de combustible'), universal: 1,
        products: [
          t('Complete Fuel System Cleaner', 'Nettoyant complet du système d’alimentation', 'Limpiador completo del sistema de combustible'),
          t('Fuel Stabilizer', 'Stabilisateur de carburant', 'Estabilizador de combustible'),
          implying(t('Octane Booster', 'Rehausseur d’octane', 'Elevador de octanaje'), { 'Fuel Type': 'Gasoline' }),
        ],
        price: [6, 25], weight: [0.5, 1.2],
        specs: [['Treats', ['12 gal', '20 gal', '35 gal']], ['Fuel Type', ['Gasoline', 'Diesel', 'Gasoline & Diesel']]],
      },
    ],
  },
  {
    id: 'interior-accessories',
    code: 'INT',
    name: t('Interior Accessories', 'Accessoires intérieurs', 'Accesorios interiores'),
    blurb: t('Protects and organizes the inside of your vehicle.', 'Protège et organise l’intérieur du véhicule.', 'Protege y organiza el interior del vehículo.'),
    keywords: 'floor mats, seat covers, steering wheel covers, phone mounts',
    leaves: [
      {
        id: 'floor-mats', name: t('Floor Mats', 'Tapis d’auto', 'Tapetes'), share: 1.5,
        products: [
          implying(t('All-Weather {size} Floor Liners', 'Tapis toutes saisons {size}', 'Tapetes para todo clima {size}'), { Material: ['Thermoplastic', 'Rubber'] }),
          implying(t('Carpeted {size} Floor Mat Set', 'Ensemble de tapis moquette {size}', 'Juego de tapetes alfombrados {size}'), { Material: 'Carpet' }),
        ],
        sizes: MAT_SETS, sizeAttribute: 'Position', colors: ['black', 'grey', 'beige', 'brown'], universal: 0.3, price: [25, 180], weight: [3, 12],
        specs: [['Material', ['Thermoplastic', 'Rubber', 'Carpet']], ['Pieces', ['2', '3', '4']]],
      },
      {
        id: 'seat-covers', name: t('Seat Covers', 'Housses de siège', 'Fundas de asiento'), universal: 1,
        products: [
          implying(t('Neoprene {size} Seat Cover Pair', 'Paire de housses de siège en néoprène {size}', 'Par de fundas de asiento de neopreno {size}'), { Material: 'Neoprene' }),
          implying(t('Leatherette {size} Seat Covers', 'Housses de siège en similicuir {size}', 'Fundas de asiento de piel sintética {size}'), { Material: 'Leatherette' }),
        ],
        sizes: AXLE_POSITIONS, sizeAttribute: 'Position', colors: ['black', 'grey', 'beige', 'red', 'blue', 'navy'], price: [30, 160], weight: [2, 6],
        specs: [['Material', ['Neoprene', 'Leatherette', 'Polyester']], ['Airbag Compatible', ['Yes']]],
      },
      {
        id: 'steering-wheel-covers', name: t('Steering Wheel Covers', 'Couvre-volants', 'Cubrevolantes'), universal: 1,
        products: [
          implying(t('Leather Steering Wheel Cover', 'Couvre-volant en cuir', 'Cubrevolante de piel'), { Material: 'Leather' }),
          implying(t('Sport Grip Steering Wheel Cover', 'Couvre-volant à prise sport', 'Cubrevolante con agarre deportivo'), { Material: ['Silicone', 'Microfiber'] }),
        ],
        colors: ['black', 'grey', 'red', 'blue', 'pink', 'purple', 'brown'], price: [10, 45], weight: [0.3, 0.8],
        specs: [['Diameter', ['14.5 in - 15 in', '15 in - 15.5 in']], ['Material', ['Leather', 'Silicone', 'Microfiber']]],
      },
      {
        id: 'phone-mounts', name: t('Phone Mounts', 'Supports de téléphone', 'Soportes para teléfono'), universal: 1,
        products: [
          implying(t('Magnetic Vent Phone Mount', 'Support de téléphone magnétique pour grille', 'Soporte magnético para rejilla'), { Mounting: 'Air Vent', 'Wireless Charging': 'No' }),
          implying(t('Wireless Charging Phone Mount', 'Support de téléphone à recharge sans fil', 'Soporte para teléfono con carga inalámbrica'), { 'Wireless Charging': 'Yes' }),
        ],
        colors: ['black', 'silver', 'white'], price: [12, 60], weight: [0.2, 0.7],
        specs: [['Mounting', ['Air Vent', 'Dashboard', 'Windshield']], ['Wireless Charging', ['Yes', 'No']]],
      },
      {
        id: 'cargo-organizers', name: t('Cargo Organizers', 'Organisateurs de coffre', 'Organizadores de carga'), universal: 1,
        products: [
          implying(t('Collapsible Trunk Organizer', 'Organisateur de coffre pliable', 'Organizador plegable para cajuela'), { Foldable: 'Yes' }),
          implying(t('Cargo Net', 'Filet à bagages', 'Red de carga'), { Compartments: null, Foldable: null }),
        ],
        colors: ['black', 'grey'], price: [12, 55], weight: [0.5, 3],
        specs: [['Compartments', ['2', '3', '4']], ['Foldable', ['Yes', 'No']]],
      },
    ],
  },
  {
    id: 'exterior-body',
    code: 'EXT',
    name: t('Exterior & Body', 'Extérieur et carrosserie', 'Exterior y carrocería'),
    blurb: t('Direct-fit body parts and protection for the outside of your vehicle.', 'Pièces de carrosserie ajustées et protection extérieure.', 'Partes de carrocería de ajuste directo y protección exterior.'),
    keywords: 'wiper blades, mirrors, door handles, car covers, mud flaps',
    leaves: [
      {
        id: 'wiper-blades', name: t('Wiper Blades', 'Balais d’essuie-glace', 'Plumas limpiaparabrisas'), share: 1.5,
        products: [
          implying(t('Beam Wiper Blade', 'Balai d’essuie-glace plat', 'Pluma limpiaparabrisas de viga'), { 'Blade Type': 'Beam' }),
          implying(t('Winter Wiper Blade', 'Balai d’essuie-glace d’hiver', 'Pluma limpiaparabrisas de invierno'), { 'Blade Type': 'Winter' }),
          implying(t('Hybrid Wiper Blade', 'Balai d’essuie-glace hybride', 'Pluma limpiaparabrisas híbrida'), { 'Blade Type': 'Hybrid' }),
        ],
        sizes: ['16 in', '18 in', '20 in', '22 in', '24 in', '26 in'].map(plainSize), sizeAttribute: 'Blade Length', price: [10, 40], weight: [0.3, 0.8], pack: 2,
        specs: [['Blade Type', ['Beam', 'Conventional', 'Hybrid', 'Winter']], ['Connector', ['J-Hook', 'Pinch Tab', 'Side Pin']]],
      },
      {
        id: 'side-mirrors', name: t('Side Mirrors', 'Rétroviseurs', 'Espejos laterales'),
        products: [
          implying(t('Power Heated {size} Mirror', 'Rétroviseur chauffant électrique {size}', 'Espejo eléctrico con calefacción {size}'), { Adjustment: 'Power', Heated: 'Yes' }),
          implying(t('Manual {size} Mirror', 'Rétroviseur manuel {size}', 'Espejo lateral manual {size}'), { Adjustment: 'Manual', Heated: 'No' }),
        ],
        sizes: SIDES, sizeAttribute: 'Side', price: [35, 240], weight: [2, 6],
        specs: [['Adjustment', ['Power', 'Manual']], ['Heated', ['Yes', 'No']], ['Turn Signal', ['Yes', 'No']]],
      },
      {
        id: 'door-handles', name: t('Door Handles', 'Poignées de porte', 'Manijas de puerta'),
        products: [
          t('Exterior {size} Door Handle', 'Poignée de porte extérieure {size}', 'Manija de puerta exterior {size}'),
          t('Interior {size} Door Handle', 'Poignée de porte intérieure {size}', 'Manija de puerta interior {size}'),
        ],
        sizes: SIDES, sizeAttribute: 'Side', colors: ['black', 'silver', 'white', 'grey'], price: [10, 60], weight: [0.3, 1],
        specs: [['Finish', ['Smooth', 'Textured']]],
      },
      {
        id: 'car-covers', name: t('Car Covers', 'Housses d’auto', 'Cubiertas para auto'), universal: 1,
        products: [
          implying(t('Outdoor Waterproof Car Cover', 'Housse d’auto imperméable pour l’extérieur', 'Cubierta impermeable para exterior'), { Layers: ['3', '5'], 'UV Protection': 'Yes' }),
          implying(t('Indoor Dust Car Cover', 'Housse d’auto anti-poussière pour l’intérieur', 'Cubierta antipolvo para interior'), { Layers: '1', 'UV Protection': 'No' }),
        ],
        sizes: ['S', 'M', 'L', 'XL'].map((value) => ({ value, label: t(`Size ${value}`, `taille ${value}`, `talla ${value}`) })), sizeAttribute: 'Size',
        colors: ['silver', 'grey', 'black', 'navy'], price: [40, 180], weight: [3, 9],
        specs: [['Layers', ['1', '3', '5']], ['UV Protection', ['Yes', 'No']]],
      },
      {
        id: 'mud-flaps', name: t('Mud Flaps', 'Bavettes garde-boue', 'Loderas'),
        products: [
          implying(t('Molded {size} Mud Flap Set', 'Jeu de bavettes moulées {size}', 'Juego de loderas moldeadas {size}'), { Material: 'Thermoplastic' }),
          implying(t('Heavy Duty {size} Splash Guards', 'Pare-éclaboussures robustes {size}', 'Guardafangos reforzados {size}'), { Material: 'Rubber' }),
        ],
        sizes: AXLE_POSITIONS, sizeAttribute: 'Position', colors: ['black'], universal: 0.3, price: [15, 80], weight: [1, 4],
        specs: [['Material', ['Thermoplastic', 'Rubber']], ['Drilling Required', ['Yes', 'No']]],
      },
      {
        id: 'paint-touch-up', name: t('Paint & Touch-Up', 'Peinture et retouches', 'Pintura y retoques'), universal: 1,
        products: [
          t('Touch-Up Paint Pen', 'Stylo de retouche de peinture', 'Pluma de pintura para retoques'),
          t('Spray Paint Kit', 'Nécessaire de peinture en aérosol', 'Kit de pintura en aerosol'),
        ],
        colors: ['black', 'white', 'silver', 'grey', 'red', 'blue', 'green', 'gold', 'orange', 'yellow'], price: [8, 45], weight: [0.2, 1.2],
        specs: [['Finish', ['Gloss', 'Metallic', 'Pearl']], ['Clear Coat Included', ['Yes', 'No']]],
      },
    ],
  },
  {
    id: 'tools-garage',
    code: 'TLS',
    name: t('Tools & Garage', 'Outils et garage', 'Herramientas y taller'),
    blurb: t('Shop-grade tools for the driveway and the garage.', 'Des outils de qualité atelier pour l’entrée et le garage.', 'Herramientas de calidad profesional para la cochera y el taller.'),
    keywords: 'tools, jacks, jack stands, scanners, battery chargers, tool storage',
    leaves: [
      {
        id: 'hand-tools', name: t('Hand Tools', 'Outils à main', 'Herramientas manuales'), universal: 1, share: 1.5,
        products: [
          implying(t('Metric Socket Set', 'Jeu de douilles métriques', 'Juego de dados métricos'), { Pieces: ['42', '94'] }),
          implying(t('Combination Wrench Set', 'Jeu de clés mixtes', 'Juego de llaves combinadas'), { Pieces: '12', 'Drive Size': null }),
          implying(t('Torque Wrench', 'Clé dynamométrique', 'Llave de torque'), { Pieces: '1' }),
        ],
        price: [20, 160], weight: [1, 12],
        specs: [['Pieces', ['1', '12', '42', '94']], ['Drive Size', ['1/4 in', '3/8 in', '1/2 in']], WARRANTY],
      },
      {
        id: 'jacks-stands', name: t('Jacks & Stands', 'Crics et chandelles', 'Gatos y torres'), universal: 1,
        products: [
          t('Low Profile Floor Jack', 'Cric rouleur à profil bas', 'Gato de piso de perfil bajo'),
          t('Jack Stand Pair', 'Paire de chandelles', 'Par de torres de soporte'),
        ],
        sizes: ['2 ton', '3 ton', '6 ton'].map(plainSize), sizeAttribute: 'Capacity', colors: ['red', 'black', 'orange'], price: [30, 260], weight: [10, 80],
        specs: [['Lift Range', ['3.5 in - 18 in', '5 in - 20 in']], ['Material', ['Steel', 'Aluminum']]],
      },
      {
        id: 'diagnostic-scanners', name: t('Diagnostic Scanners', 'Lecteurs de diagnostic', 'Escáneres de diagnóstico'), universal: 1,
        products: [
          implying(t('OBD2 Code Reader', 'Lecteur de codes OBD2', 'Lector de códigos OBD2'), { Connectivity: 'Cable' }),
          implying(t('Bluetooth OBD2 Scanner', 'Lecteur OBD2 Bluetooth', 'Escáner OBD2 Bluetooth'), { Connectivity: 'Bluetooth' }),
        ],
        price: [25, 280], weight: [0.3, 2],
        specs: [['Live Data', ['Yes', 'No']], ['Connectivity', ['Cable', 'Bluetooth', 'Wi-Fi']]],
      },
      {
        id: 'battery-chargers', name: t('Battery Chargers', 'Chargeurs de batterie', 'Cargadores de batería'), universal: 1,
        products: [
          implying(t('Smart Battery Charger', 'Chargeur de batterie intelligent', 'Cargador de batería inteligente'), { 'Peak Amps': null }),
          implying(t('Portable Jump Starter', 'Survolteur portatif', 'Arrancador portátil'), { Output: null }),
        ],
        price: [35, 220], weight: [2, 12],
        specs: [['Output', ['2 A', '8 A', '15 A']], ['Peak Amps', ['1000 A', '2000 A']]],
      },
      {
        id: 'tool-storage', name: t('Tool Storage', 'Rangement d’outils', 'Almacenamiento de herramientas'), universal: 1,
        products: [
          implying(t('Rolling Tool Cabinet', 'Coffre à outils roulant', 'Gabinete de herramientas rodante'), { Drawers: ['5', '8', '12'], Material: 'Steel' }),
          implying(t('Portable Tool Box', 'Boîte à outils portative', 'Caja de herramientas portátil'), { Drawers: '0' }),
        ],
        colors: ['red', 'black', 'blue', 'grey'], price: [25, 650], weight: [4, 150],
        specs: [['Drawers', ['0', '5', '8', '12']], ['Material', ['Steel', 'Plastic']]],
      },
      {
        id: 'work-lights', name: t('Work Lights', 'Lampes de travail', 'Lámparas de trabajo'), universal: 1,
        products: [
          implying(t('Rechargeable LED Work Light', 'Lampe de travail DEL rechargeable', 'Lámpara de trabajo LED recargable'), { Battery: 'Li-ion' }),
          t('Magnetic Underhood Light Bar', 'Barre d’éclairage magnétique sous capot', 'Barra de luz magnética para cofre'),
        ],
        colors: ['yellow', 'orange', 'black'], price: [15, 90], weight: [0.5, 3],
        specs: [['Lumens', ['500 lm', '1000 lm', '2000 lm']], ['Battery', ['Li-ion', 'Corded']]],
      },
    ],
  },
];
