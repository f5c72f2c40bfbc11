/** Spanish content of the US site (es-US), written with "usted". */
import { siteLink, type ContentSource } from './content-source';
import { shippingFigures } from './shipping-figures';

const shipping = shippingFigures('es-US');

export const ES_US: ContentSource = {
  header: {
    promo: { text: 'Precios directos de fábrica en piezas compatibles con su vehículo.', link: siteLink('Vea por qué', '/why-our-prices-are-so-low') },
  },
  footer: {
    lists: [
      {
        heading: 'Empresa',
        links: [
          siteLink('Quiénes somos', '/pages/about-us'),
          siteLink('Testimonios', '/pages/testimonials'),
          siteLink('Recursos', '/pages/resources'),
          siteLink('Directo de fábrica', '/factory-direct'),
          siteLink('Autopartes con descuento', '/buy-discount-auto-parts-factory-direct'),
          siteLink('Por qué nuestros precios son tan bajos', '/why-our-prices-are-so-low'),
        ],
      },
      {
        heading: 'Ayuda',
        links: [
          siteLink('Contáctenos', '/contact-us'),
          siteLink('Estado del pedido', '/pages/order-status'),
          siteLink('Localizador de tiendas', '/pages/store-locator'),
          siteLink('Preguntas sobre envíos', '/pages/faq/shipping/how-long-does-shipping-take'),
          siteLink('Mi cuenta', '/account'),
        ],
      },
      {
        heading: 'Legal',
        links: [
          siteLink('Política de privacidad', '/pages/policy/privacy-policy'),
          siteLink('Términos y condiciones', '/pages/policy/terms-and-conditions'),
          siteLink('Política de envíos', '/pages/policy/shipping-policy'),
          siteLink('Política de devoluciones', '/pages/policy/return-policy'),
          siteLink('Políticas de la tienda', '/pages/policy'),
        ],
      },
    ],
  },
  hero: {
    heading: 'Piezas compatibles, con envío rápido',
    subheading: 'Agregue su vehículo y compre frenos, filtros, baterías y mucho más, con envío rápido hasta su puerta.',
    cta: siteLink('Lea nuestras guías prácticas', '/pages/resources'),
    filters: [
      siteLink('Frenos', '/brakes'),
      siteLink('Motor', '/engine'),
      siteLink('Baterías', '/electrical-lighting'),
      siteLink('Filtros', '/filters'),
      siteLink('Suspensión', '/suspension-steering'),
    ],
  },
  aboutUs: {
    slug: 'about-us',
    title: 'Quiénes somos en Axle Auto Parts',
    description: 'Axle vende autopartes de calidad a precios directos de fábrica a conductores de todo Estados Unidos.',
    stats: [
      { value: '250,000+', label: 'piezas en nuestro catálogo' },
      { value: '16', label: 'años modelo de datos de compatibilidad' },
      { value: '30 días', label: 'para devolver una pieza' },
    ],
    sections: [
      { heading: 'Quiénes somos', body: 'Axle nació de una idea sencilla: quienes reparan su propio vehículo merecen la pieza correcta a un precio justo, sin cruzar la ciudad. Compramos directamente a las fábricas que hacen nuestras piezas y las enviamos desde nuestros almacenes a los 50 estados.' },
      { heading: 'Nuestra promesa', body: '- **La pieza correcta.** Agregue su vehículo una vez y cada lista le muestra solo las piezas compatibles.\n- **Un precio justo.** Sin intermediarios entre la fábrica y su garaje.\n- **Ayuda real.** Nuestros especialistas le responden por teléfono y correo electrónico, los siete días de la semana.' },
      { heading: 'Escríbanos', body: '¿Tiene preguntas sobre un pedido o una pieza? [Contáctenos](/contact-us) y un especialista le responderá en un día hábil.' },
    ],
  },
  contactUsFooter: {
    heading: '¿Necesita ayuda para elegir una pieza?',
    body: 'Nuestros especialistas pueden verificar la compatibilidad, encontrar un número de pieza o rastrear su pedido.',
    phoneLabel: 'Llámenos',
    hours: 'De lunes a viernes de 8am a 8pm, sábado y domingo de 9am a 5pm (hora del Este)',
  },
  policies: [
    {
      slug: 'privacy-policy',
      title: 'Política de privacidad',
      description: 'Cómo Axle recopila, usa y protege su información personal.',
      sections: [
        { heading: null, body: 'Esta política explica qué información personal recopila Axle Auto Parts cuando usted compra con nosotros, por qué la recopilamos y qué opciones tiene. Tratamos su información conforme a las leyes de privacidad estatales aplicables, incluida la Ley de Privacidad del Consumidor de California (CCPA).' },
        { heading: 'Qué recopilamos', body: '- Los datos de contacto que usted nos da: nombre, correo electrónico, teléfono y dirección de envío.\n- Los datos de sus pedidos: las piezas que compra, los vehículos que elige y su tienda preferida.\n- Datos técnicos: su navegador, las páginas que visita y su ubicación aproximada, para mostrarle el sitio y los precios correctos.' },
        { heading: 'Cómo la usamos', body: 'Usamos su información para procesar pedidos, confirmar que las piezas son compatibles con su vehículo, responder sus preguntas y, solo si usted se suscribe, enviarle nuestro boletín. Nunca vendemos su información personal.' },
        { heading: 'Sus opciones', body: 'Usted puede pedir en cualquier momento ver, corregir o eliminar su información personal. [Contáctenos](/contact-us) y le responderemos en un plazo de 30 días.\n\n!note info normal\n- Los números de tarjeta los procesa nuestro proveedor de pagos y nunca se guardan en nuestros servidores.' },
      ],
    },
    {
      slug: 'terms-and-conditions',
      title: 'Términos y condiciones',
      description: 'Los términos que se aplican cuando usted usa el sitio de Axle y nos compra.',
      sections: [
        { heading: null, body: 'Al usar este sitio o hacer un pedido, usted acepta estos términos. Léalos junto con nuestra [política de privacidad](policy:privacy-policy).' },
        { heading: 'Pedidos y precios', body: 'Los precios se muestran en dólares estadounidenses y pueden cambiar sin previo aviso. Un pedido se acepta cuando le enviamos la confirmación de envío; si una pieza tiene un precio equivocado, nos comunicaremos con usted antes de cobrarle.' },
        { heading: 'Información de compatibilidad', body: 'Los datos de compatibilidad provienen de los fabricantes y de catálogos de la industria. Compare siempre la pieza con la que va a reemplazar antes de instalarla. La instalación segura es responsabilidad de quien instala la pieza.' },
        { heading: 'Responsabilidad', body: 'En la medida que lo permita la ley, nuestra responsabilidad por cualquier reclamo se limita al precio que usted pagó por la pieza en cuestión.' },
      ],
    },
    {
      slug: 'shipping-policy',
      title: 'Política de envíos',
      description: 'Plazos, costos y transportistas de los pedidos enviados dentro de Estados Unidos.',
      sections: [
        { heading: null, body: `Enviamos a todos los estados con UPS y USPS. El envío estándar cuesta ${shipping.fee}; los pedidos de más de ${shipping.freeOver} antes de impuestos tienen envío gratis.` },
        { heading: 'Plazos de entrega', body: `- Estándar: de ${shipping.minDays} a ${shipping.maxDays} días hábiles.\n- Alaska, Hawái y los territorios de EE. UU. pueden tardar hasta 5 días hábiles más.` },
        { heading: 'Seguimiento', body: 'Usted recibe un número de seguimiento por correo electrónico en cuanto su pedido sale del almacén. También puede consultar la página [Estado del pedido](/pages/order-status).' },
        { heading: null, body: '!note warning bold\n- Las baterías y algunos líquidos se envían solo por tierra y no pueden viajar por avión.' },
      ],
    },
    {
      slug: 'return-policy',
      title: 'Política de devoluciones',
      description: 'Cómo devolver una pieza en 30 días y cómo se reembolsa el cargo por casco.',
      sections: [
        { heading: null, body: 'Las piezas sin usar en su empaque original se pueden devolver dentro de los 30 días posteriores a la entrega para un reembolso completo.' },
        { heading: 'Cómo devolver una pieza', body: '1. [Contáctenos](/contact-us) con su número de pedido.\n2. Empaque la pieza en su caja original con todos sus accesorios.\n3. Envíela con la etiqueta prepagada que le mandamos.' },
        { heading: 'Cargos por casco', body: 'Algunas piezas, como baterías, alternadores y cálipers de freno, llevan un cargo por casco. Devuélvanos su pieza usada dentro de 30 días y le reembolsamos el cargo completo.' },
        { heading: null, body: '!note info normal\n- Las piezas eléctricas que ya se instalaron no se pueden devolver, salvo que estén defectuosas.' },
      ],
    },
  ],
  legacy: {
    factory_direct: {
      slug: 'factory-direct',
      title: 'Autopartes directo de fábrica',
      description: 'Axle compra directamente a las fábricas que hacen sus piezas: la misma calidad por menos.',
      sections: [
        { heading: null, body: 'La mayoría de las autopartes pasan por varios distribuidores antes de llegar a la tienda, y cada uno suma su ganancia. Axle compra directamente a las fábricas que hacen sus piezas, así que usted paga por la pieza, no por la cadena de suministro.' },
        { heading: 'Las mismas fábricas, las mismas normas', body: 'Muchos de nuestros proveedores también fabrican piezas para las armadoras. Cada pieza que vendemos cumple o supera las especificaciones originales de los vehículos con los que es compatible.' },
        { heading: 'Con nuestra garantía', body: 'Directo de fábrica no significa que usted esté solo: cada pieza tiene nuestra garantía y nuestra [política de devoluciones de 30 días](policy:return-policy).' },
      ],
    },
    buy_discount_auto_parts: {
      slug: 'buy-discount-auto-parts-factory-direct',
      title: 'Compre autopartes con descuento directo de fábrica',
      description: 'Precios con descuento en piezas que cumplen o superan las especificaciones originales, enviadas desde nuestros almacenes.',
      sections: [
        { heading: null, body: 'Descuento no significa baja calidad. Nuestras pastillas, filtros, sensores y piezas de suspensión cumplen o superan las especificaciones originales y cuestan hasta la mitad del precio de la agencia.' },
        { heading: 'Cómo comprar', body: '1. Agregue su vehículo con el año, la marca y el modelo.\n2. Explore una categoría: solo verá las piezas compatibles.\n3. Elija el envío a su domicilio.' },
      ],
    },
    why: {
      slug: 'why-our-prices-are-so-low',
      title: 'Por qué nuestros precios son tan bajos',
      description: 'Sin intermediarios, almacenes eficientes y un catálogo enfocado mantienen bajos nuestros precios.',
      sections: [
        { heading: null, body: 'Nuestros clientes nos preguntan a menudo cómo nuestros precios pueden ser tanto más bajos que los del mostrador de la esquina. No hay truco, solo tres decisiones que tomamos.' },
        { heading: 'Tres razones', body: '- **Sin intermediarios:** compramos directamente a la fábrica.\n- **Almacenes eficientes:** las piezas salen de unos pocos almacenes grandes en lugar de miles de tiendas pequeñas.\n- **Un catálogo enfocado:** tenemos a fondo las piezas que los conductores reemplazan con más frecuencia.' },
      ],
    },
  },
  faq: [
    {
      category: 'shipping',
      title: 'Envíos y entregas',
      entries: [
        { id: 'how-long-does-shipping-take', question: '¿Cuánto tarda el envío?', answer: `El envío estándar tarda de ${shipping.minDays} a ${shipping.maxDays} días hábiles. Los pedidos de más de ${shipping.freeOver} antes de impuestos tienen envío gratis. Consulte nuestra [política de envíos](policy:shipping-policy) para más detalles.` },
        { id: 'how-do-i-track-my-order', question: '¿Cómo rastreo mi pedido?', answer: 'Le enviamos un número de seguimiento por correo electrónico cuando su pedido sale. También puede buscarlo en la página [Estado del pedido](/pages/order-status) con su número de pedido y su correo electrónico.' },
      ],
    },
    {
      category: 'returns',
      title: 'Devoluciones y reembolsos',
      entries: [
        { id: 'can-i-return-a-part', question: '¿Puedo devolver una pieza?', answer: 'Sí. Las piezas sin usar en su empaque original se pueden devolver dentro de los 30 días posteriores a la entrega. Lea la [política de devoluciones](policy:return-policy) para ver los pasos.' },
        { id: 'what-is-a-core-charge', question: '¿Qué es un cargo por casco?', answer: 'El cargo por casco es un depósito sobre piezas que se pueden reconstruir, como baterías y alternadores. Devuelva su pieza usada dentro de 30 días y le reembolsamos el cargo completo.' },
      ],
    },
    {
      category: 'parts',
      title: 'Piezas y compatibilidad',
      entries: [
        { id: 'will-this-part-fit-my-vehicle', question: '¿Esta pieza es compatible con mi vehículo?', answer: 'Agregue su vehículo con el botón Vehículo en la parte superior de la página. Así las listas muestran solo las piezas compatibles, y cada página de producto confirma la compatibilidad para su año, marca y modelo.' },
        { id: 'are-your-parts-oem-quality', question: '¿Sus piezas tienen calidad de equipo original?', answer: 'Nuestras piezas cumplen o superan las especificaciones de equipo original (OEM). Muchas vienen de las mismas fábricas que abastecen a las armadoras.' },
      ],
    },
  ],
  resourceCategories: [
    { slug: 'brakes', title: 'Frenos', description: 'Pastillas, discos y líquido de frenos.' },
    { slug: 'engine', title: 'Cuidado del motor', description: 'Aceite, filtros y mantenimiento de rutina.' },
    { slug: 'electrical', title: 'Sistema eléctrico', description: 'Baterías, focos y carga.' },
  ],
  resources: [
    {
      category: 'brakes',
      pageId: 'how-to-replace-brake-pads',
      title: 'Cómo cambiar las pastillas de freno',
      description: 'Cambie las pastillas delanteras gastadas en una hora aproximadamente con herramientas básicas.',
      published: '2026-03-12',
      readMinutes: 8,
      body: [
        'Un chirrido, un ruido de raspado o una distancia de frenado más larga indican que sus pastillas están gastadas. Cambiar las pastillas delanteras es una de las reparaciones más comunes que usted puede hacer en casa.',
        '## Lo que necesita\n\n- Pastillas nuevas para su vehículo\n- Llave de cruz, gato y dos soportes\n- Prensa en C o herramienta para cáliper\n- Juego de dados y limpiador de frenos',
        '## Pasos\n\n1. Afloje las tuercas, levante el vehículo y apóyelo en los soportes.\n2. Quite la rueda y los dos tornillos del cáliper, y levante el cáliper del disco.\n3. Saque las pastillas viejas y fíjese cómo van los clips.\n4. Empuje el pistón del cáliper hacia atrás con la prensa.\n5. Coloque las pastillas y los clips nuevos, vuelva a montar el cáliper y apriete los tornillos al torque indicado.\n6. Monte la rueda, baje el vehículo y bombee el pedal del freno hasta que esté firme.',
        '!note warning bold\n- Nunca trabaje debajo de un vehículo sostenido solo por un gato.\n- Cambie las pastillas de ambos lados del mismo eje.',
        'Después, asiente las pastillas nuevas con varias frenadas suaves a velocidad moderada. ¿Tiene preguntas? [Contáctenos](/contact-us).',
      ].join('\n\n'),
    },
    {
      category: 'engine',
      pageId: 'how-to-change-engine-oil',
      title: 'Cómo cambiar el aceite del motor',
      description: 'Cambie el aceite y el filtro en casa y sepa exactamente qué le pone a su motor.',
      published: '2026-04-02',
      readMinutes: 6,
      body: [
        'El aceite limpio es el seguro más barato para su motor. Consulte el manual del propietario para conocer el grado de aceite y el intervalo de cambio.',
        '## Lo que necesita\n\n- Aceite de motor del grado y la cantidad correctos\n- Un filtro de aceite nuevo\n- Recipiente para drenar, llave y llave para filtro\n- Embudo y guantes',
        '## Pasos\n\n1. Caliente el motor unos minutos y luego apáguelo.\n2. Quite el tapón de drenaje y deje salir todo el aceite.\n3. Vuelva a poner el tapón con una arandela nueva.\n4. Quite el filtro viejo, aceite ligeramente el empaque del nuevo y enrósquelo a mano.\n5. Llene con aceite nuevo, encienda el motor y revise que no haya fugas.\n6. Revise el nivel con la varilla y complete si hace falta.',
        '!note info normal\n- Lleve el aceite y los filtros usados a un centro de reciclaje; muchas tiendas los reciben sin costo.',
      ].join('\n\n'),
    },
    {
      category: 'electrical',
      pageId: 'how-to-test-and-replace-a-car-battery',
      title: 'Cómo probar y cambiar la batería del auto',
      description: 'Revise su batería con un multímetro y cámbiela con seguridad en menos de 30 minutos.',
      published: '2026-05-20',
      readMinutes: 5,
      body: [
        'Un arranque lento en una mañana fría suele indicar una batería débil. Pruébela antes de cambiarla.',
        '## Pruebe la batería\n\n- Con el motor apagado, una batería sana marca unos 12.6 voltios.\n- Por debajo de 12.2 voltios, cárguela y vuelva a probarla.\n- Con el motor encendido, el sistema de carga debe marcar de 13.7 a 14.7 voltios.',
        '## Cámbiela\n\n1. Apague todo y quite la llave.\n2. Desconecte primero el cable negativo (negro) y luego el positivo (rojo).\n3. Quite la sujeción y saque la batería.\n4. Limpie las terminales, coloque la batería nueva y la sujeción.\n5. Conecte primero el cable positivo y luego el negativo.',
        '!note success normal\n- Devuélvanos su batería usada y le reembolsamos el cargo por casco. Vea [¿Qué es un cargo por casco?](faq:returns/what-is-a-core-charge)',
      ].join('\n\n'),
    },
  ],
  testimonials: [
    'Las pastillas de freno le quedaron perfectas a mi camioneta y llegaron dos días después de pedirlas.',
    'Agregar mi auto una sola vez y ver solo las piezas que le quedan me ahorró mucho tiempo.',
    'Buenos precios en filtros. El envío tardó un poco más de lo esperado, pero llegó todo.',
    'Servicio al cliente me ayudó a encontrar el alternador correcto para mi SUV viejo. Muy pacientes.',
    'Comparé precios en tres tiendas y Axle tenía el más bajo para la misma marca.',
    'La guía para cambiar las pastillas de freno fue clara y fácil de seguir.',
    'La batería venía bien empacada y el reembolso del casco llegó rápido.',
    'Pedí el limpiaparabrisas de la medida equivocada y la devolución fue fácil y rápida.',
    'Amortiguadores de calidad a la mitad del precio de la agencia. Mi auto anda como nuevo.',
    'Notas de compatibilidad claras en cada página de producto. Ya no hay que adivinar.',
    'Buena selección para vehículos más antiguos. Encontré el sensor que necesitaba.',
    'Lo pedí el domingo y lo instalé el miércoles. Excelente experiencia.',
    'Su guía para cambiar el aceite me dio la confianza para hacerlo yo mismo.',
    'Las bujías eran exactamente las que indica el manual del propietario.',
    'El sitio es fácil de usar en el teléfono, incluso en el garaje.',
    'El especialista en piezas respondió mi correo en pocas horas.',
    'Tres pedidos hasta ahora y todas las piezas quedaron a la primera.',
    'Precios honestos y envío rápido. Les recomiendo Axle a mis amigos.',
  ],
  contactForm: {
    heading: 'Contáctenos',
    formMessage: 'Envíenos un mensaje y un especialista en piezas le responderá en un día hábil.',
    successMessage: '¡Gracias! Su mensaje fue enviado.',
    errorMessage: 'No se pudo enviar su mensaje. Inténtelo de nuevo.',
    submit: 'Enviar',
    captchaEnabled: true,
    fields: [
      { name: 'firstName', label: 'Nombre', type: 'text', placeholder: '', required: true, errorMessage: 'Escriba su nombre.', inputMessage: '', options: [] },
      { name: 'lastName', label: 'Apellido', type: 'text', placeholder: '', required: false, errorMessage: 'Escriba su apellido.', inputMessage: '', options: [] },
      { name: 'email', label: 'Correo electrónico', type: 'email', placeholder: 'nombre@ejemplo.com', required: true, errorMessage: 'Escriba un correo electrónico válido.', inputMessage: 'Solo lo usamos para responderle.', options: [] },
      { name: 'subject', label: 'Asunto', type: 'select', placeholder: '', required: true, errorMessage: 'Elija un asunto.', inputMessage: '', options: ['Estado del pedido', 'Pregunta de compatibilidad', 'Devoluciones y reembolsos', 'Comentarios sobre el sitio', 'Otro'] },
      { name: 'message', label: 'Mensaje', type: 'textarea', placeholder: '¿En qué le podemos ayudar?', required: true, errorMessage: 'Escriba un mensaje.', inputMessage: '', options: [] },
    ],
  },
  grids: [
    {
      sectionName: 'account-customer-service',
      title: 'Servicio al cliente',
      cards: [
        { title: 'Rastrear un pedido', body: 'Busque cualquier pedido con su número y su correo electrónico.', link: siteLink('Estado del pedido', '/pages/order-status') },
        { title: 'Devoluciones', body: 'Devuelva piezas sin usar dentro de 30 días.', link: siteLink('Política de devoluciones', '/pages/policy/return-policy') },
        { title: 'Pregunte a un especialista', body: '¿Dudas sobre compatibilidad o un pedido? Escríbanos.', link: siteLink('Contáctenos', '/contact-us') },
      ],
    },
    {
      sectionName: 'featured-categories',
      title: 'Categorías destacadas',
      cards: [
        { title: 'Frenos', body: 'Pastillas, discos, cálipers y accesorios.', link: siteLink('Comprar frenos', '/brakes') },
        { title: 'Motor', body: 'Filtros, bandas, sensores y encendido.', link: siteLink('Comprar piezas de motor', '/engine') },
        { title: 'Sistema eléctrico', body: 'Baterías, alternadores y marchas.', link: siteLink('Comprar sistema eléctrico', '/electrical-lighting') },
      ],
    },
  ],
  lists: [
    { name: 'fitmentLabels', items: [{ key: 'submodel', label: 'Versión' }, { key: 'engine', label: 'Motor' }, { key: 'notes', label: 'Notas' }] },
  ],
};
