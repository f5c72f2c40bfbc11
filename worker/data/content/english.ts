/** English content for the US site (en-US) and the Canadian site (en-CA). */
import { siteLink, type ContentSource } from './content-source';
import { shippingFigures } from './shipping-figures';

export function englishContent(country: 'US' | 'CA'): ContentSource {
  const ca = country === 'CA';
  const shipping = shippingFigures(ca ? 'en-CA' : 'en-US');
  const carriers = ca ? 'Canada Post and Purolator' : 'UPS and USPS';
  const regions = ca ? 'provinces and territories' : 'states';
  const privacyLaw = ca
    ? "Canada's Personal Information Protection and Electronic Documents Act (PIPEDA) and, for Quebec residents, Law 25"
    : 'applicable US state privacy laws, including the California Consumer Privacy Act (CCPA)';
  return {
    header: {
      promo: { text: 'Factory-direct prices on parts that fit.', link: siteLink('See why', '/why-our-prices-are-so-low') },
    },
    footer: {
      lists: [
        {
          heading: 'Company',
          links: [
            siteLink('About Us', '/pages/about-us'),
            siteLink('Testimonials', '/pages/testimonials'),
            siteLink('Resources', '/pages/resources'),
            siteLink('Factory Direct', '/factory-direct'),
            siteLink('Discount Auto Parts', '/buy-discount-auto-parts-factory-direct'),
            siteLink('Why Our Prices Are So Low', '/why-our-prices-are-so-low'),
          ],
        },
        {
          heading: 'Support',
          links: [
            siteLink('Contact Us', '/contact-us'),
            siteLink('Order Status', '/pages/order-status'),
            siteLink('Store Locator', '/pages/store-locator'),
            siteLink('Shipping FAQ', '/pages/faq/shipping/how-long-does-shipping-take'),
            siteLink('My Account', '/account'),
          ],
        },
        {
          heading: 'Legal',
          links: [
            siteLink('Privacy Policy', '/pages/policy/privacy-policy'),
            siteLink('Terms & Conditions', '/pages/policy/terms-and-conditions'),
            siteLink('Shipping Policy', '/pages/policy/shipping-policy'),
            siteLink('Return Policy', '/pages/policy/return-policy'),
            siteLink('Store Policies', '/pages/policy'),
          ],
        },
      ],
    },
    hero: {
      heading: 'Parts that fit, delivered fast',
      subheading: ca
        ? 'Add your vehicle and shop brakes, filters, batteries and more, shipped across Canada or ready for pickup at your store.'
        : 'Add your vehicle and shop brakes, filters, batteries and more, shipped fast to your door.',
      cta: siteLink('Read our how-to guides', '/pages/resources'),
      filters: [
        siteLink('Brakes', '/brakes'),
        siteLink('Engine', '/engine'),
        siteLink('Batteries', '/electrical-lighting'),
        siteLink('Filters', '/filters'),
        siteLink('Suspension', '/suspension-steering'),
      ],
    },
    aboutUs: {
      slug: 'about-us',
      title: 'About Axle Auto Parts',
      description: `Axle sells quality auto parts at factory-direct prices to drivers across ${ca ? 'Canada' : 'the United States'}.`,
      stats: [
        { value: '250,000+', label: 'parts in our catalog' },
        { value: '16', label: 'model years of fitment data' },
        { value: '30 days', label: 'to return a part' },
      ],
      sections: [
        {
          heading: 'Who we are',
          body: `Axle started with a simple idea: drivers who do their own repairs deserve the right part at a fair price, without a trip across town. We buy directly from the factories that build our parts and ship them from our own warehouses to drivers across ${ca ? 'all ten provinces and three territories' : 'all 50 states'}.`,
        },
        {
          heading: 'What we promise',
          body: '- **The right part.** Add your vehicle once and every list shows only parts that fit it.\n- **A fair price.** No middlemen between the factory and your garage.\n- **Real help.** Our parts specialists answer by phone and e-mail, seven days a week.',
        },
        {
          heading: 'Visit us',
          body: ca
            ? 'Prefer to pick up in person? Our stores hold stock for same-day pickup. Find the closest one with the [store locator](/pages/store-locator).'
            : 'Questions about an order or a part? [Contact us](/contact-us) and a parts specialist will reply within one business day.',
        },
      ],
    },
    contactUsFooter: {
      heading: 'Need help choosing a part?',
      body: 'Our parts specialists can check fitment, find a part number or track your order.',
      phoneLabel: 'Call us',
      hours: 'Monday to Friday 8am–8pm, Saturday and Sunday 9am–5pm (Eastern)',
    },
    policies: [
      {
        slug: 'privacy-policy',
        title: 'Privacy Policy',
        description: 'How Axle collects, uses and protects your personal information.',
        sections: [
          { heading: null, body: `This policy explains what personal information Axle Auto Parts collects when you shop with us, why we collect it and the choices you have. We handle your information in line with ${privacyLaw}.` },
          { heading: 'What we collect', body: '- Contact details you give us: name, e-mail address, phone number and shipping address.\n- Order details: the parts you buy, your vehicle selections and your preferred store.\n- Technical data: your browser, pages viewed and approximate location, used to show the right site and prices.' },
          { heading: 'How we use it', body: 'We use your information to process orders, confirm that parts fit your vehicle, answer your questions and, only if you sign up, send our newsletter. We never sell your personal information.' },
          { heading: 'Your choices', body: 'You can ask to see, correct or delete your personal information at any time. [Contact us](/contact-us) and we will answer within 30 days.\n\n!note info normal\n- Payment card numbers are handled by our payment provider and never stored on our servers.' },
        ],
      },
      {
        slug: 'terms-and-conditions',
        title: 'Terms & Conditions',
        description: 'The terms that apply when you use the Axle website and buy from us.',
        sections: [
          { heading: null, body: 'By using this website or placing an order, you agree to these terms. Please read them together with our [Privacy Policy](policy:privacy-policy).' },
          { heading: 'Orders and prices', body: `Prices are shown in ${ca ? 'Canadian dollars' : 'US dollars'} and may change without notice. An order is accepted when we send the shipping confirmation; if a part is priced in error, we will contact you before charging you.` },
          { heading: 'Fitment information', body: 'Fitment data comes from manufacturers and industry catalogs. Always compare the part with the one you are replacing before installation. Installing parts safely is the responsibility of the installer.' },
          { heading: 'Liability', body: 'To the extent the law allows, our liability for any claim is limited to the price you paid for the part concerned.' },
        ],
      },
      {
        slug: 'shipping-policy',
        title: 'Shipping Policy',
        description: `Delivery times, costs and carriers for orders shipped within ${ca ? 'Canada' : 'the United States'}.`,
        sections: [
          { heading: null, body: `We ship to all ${regions} with ${carriers}. Standard delivery costs ${shipping.fee}; orders over ${shipping.freeOver} before tax ship free.${ca ? ' Only the items we deliver count toward it, and in-store pickup is always free.' : ''}` },
          { heading: 'Delivery times', body: `- Standard: ${shipping.minDays} to ${shipping.maxDays} business days.\n- ${ca ? 'Remote and northern addresses may take up to 5 extra business days.' : 'Alaska, Hawaii and US territories may take up to 5 extra business days.'}` },
          { heading: 'Tracking', body: 'You receive a tracking number by e-mail as soon as your order leaves the warehouse. You can also check the [order status](/pages/order-status) page.' },
          { heading: null, body: '!note warning bold\n- Batteries and some fluids ship by ground only and cannot go by air.' },
        ],
      },
      {
        slug: 'return-policy',
        title: 'Return Policy',
        description: 'How to return a part within 30 days, and how core charges are refunded.',
        sections: [
          { heading: null, body: 'Unused parts in their original packaging can be returned within 30 days of delivery for a full refund.' },
          { heading: 'How to return a part', body: '1. [Contact us](/contact-us) with your order number.\n2. Pack the part in its original box with all hardware.\n3. Ship it with the prepaid label we send you' + (ca ? ', or bring it to any Axle store.' : '.') },
          { heading: 'Core charges', body: 'Some parts, such as batteries, alternators and brake calipers, carry a core charge. Send back your old part within 30 days and we refund the core charge in full.' },
          { heading: null, body: '!note info normal\n- Electrical parts that have been installed cannot be returned unless they are defective.' },
        ],
      },
    ],
    legacy: {
      factory_direct: {
        slug: 'factory-direct',
        title: 'Factory Direct Auto Parts',
        description: 'Axle buys direct from the factories that make our parts, so you get the same quality for less.',
        sections: [
          { heading: null, body: 'Most auto parts pass through several distributors before they reach a store shelf, and each one adds a markup. Axle buys direct from the factories that build our parts, so you pay for the part, not the supply chain.' },
          { heading: 'The same factories, the same standards', body: 'Many of our suppliers also build parts for vehicle manufacturers. Every part we sell meets or exceeds the original equipment specifications for the vehicles it fits.' },
          { heading: 'Backed by our warranty', body: 'Factory direct does not mean on your own: every part carries our warranty and our [30-day return policy](policy:return-policy).' },
        ],
      },
      buy_discount_auto_parts: {
        slug: 'buy-discount-auto-parts-factory-direct',
        title: 'Buy Discount Auto Parts Factory Direct',
        description: 'Discount prices on parts built to meet or beat original equipment specifications, shipped from our warehouses.',
        sections: [
          { heading: null, body: 'Discount does not have to mean cheap. Our brake pads, filters, sensors and suspension parts are built to meet or beat original equipment specifications and cost up to half the dealer price.' },
          { heading: 'How to shop', body: '1. Add your vehicle with its year, make and model.\n2. Browse a category; only parts that fit are shown.\n3. Choose delivery' + (ca ? ' or pickup at your store.' : ' to your door.') },
        ],
      },
      why: {
        slug: 'why-our-prices-are-so-low',
        title: 'Why Our Prices Are So Low',
        description: 'No middlemen, efficient warehouses and a focused catalog keep our prices low.',
        sections: [
          { heading: null, body: 'Shoppers often ask how our prices can be so much lower than the parts counter down the street. There is no catch, just three choices we made.' },
          { heading: 'Three reasons', body: '- **No middlemen:** we buy straight from the factory.\n- **Efficient warehouses:** parts ship from a few large warehouses instead of thousands of small stores.\n- **A focused catalog:** we stock the parts drivers replace most, in depth.' },
        ],
      },
    },
    faq: [
      {
        category: 'shipping',
        title: 'Shipping & Delivery',
        entries: [
          { id: 'how-long-does-shipping-take', question: 'How long does shipping take?', answer: `Standard delivery takes ${shipping.minDays} to ${shipping.maxDays} business days. Orders over ${shipping.freeOver} before tax ship free. See our [shipping policy](policy:shipping-policy) for details.` },
          { id: 'how-do-i-track-my-order', question: 'How do I track my order?', answer: 'We e-mail you a tracking number when your order ships. You can also look it up on the [order status](/pages/order-status) page with your order number and e-mail address.' },
        ],
      },
      {
        category: 'returns',
        title: 'Returns & Refunds',
        entries: [
          { id: 'can-i-return-a-part', question: 'Can I return a part?', answer: 'Yes. Unused parts in their original packaging can be returned within 30 days of delivery. Read the [return policy](policy:return-policy) for the steps.' },
          { id: 'what-is-a-core-charge', question: 'What is a core charge?', answer: 'A core charge is a deposit on parts that can be rebuilt, such as batteries and alternators. Return your old part within 30 days and the core charge is refunded in full.' },
        ],
      },
      {
        category: 'parts',
        title: 'Parts & Fitment',
        entries: [
          { id: 'will-this-part-fit-my-vehicle', question: 'Will this part fit my vehicle?', answer: 'Add your vehicle with the vehicle button at the top of the page. Product lists then show only parts that fit, and each product page confirms the fit for your year, make and model.' },
          { id: 'are-your-parts-oem-quality', question: 'Are your parts OEM quality?', answer: 'Our parts are built to meet or exceed original equipment (OEM) specifications. Many come from the same factories that supply vehicle manufacturers.' },
        ],
      },
    ],
    resourceCategories: [
      { slug: 'brakes', title: 'Brakes', description: 'Pads, rotors and brake fluid.' },
      { slug: 'engine', title: 'Engine Care', description: 'Oil, filters and routine maintenance.' },
      { slug: 'electrical', title: 'Electrical', description: 'Batteries, bulbs and charging.' },
    ],
    resources: [
      {
        category: 'brakes',
        pageId: 'how-to-replace-brake-pads',
        title: 'How to Replace Brake Pads',
        description: 'Replace worn front brake pads in about an hour with basic hand tools.',
        published: '2026-03-12',
        readMinutes: 8,
        body: [
          'Squealing, grinding or a longer stopping distance are signs your brake pads are worn. Replacing front pads is one of the most common repairs you can do at home.',
          "## What you need\n\n- New brake pads for your vehicle\n- Lug wrench, jack and two jack stands\n- C-clamp or brake caliper tool\n- Socket set and brake cleaner",
          "## Steps\n\n1. Loosen the lug nuts, raise the vehicle and support it on jack stands.\n2. Remove the wheel and the two caliper bolts, then lift the caliper off the rotor.\n3. Slide out the old pads and note how the clips sit.\n4. Push the caliper piston back with the C-clamp.\n5. Fit the new pads and clips, refit the caliper and torque the bolts to specification.\n6. Refit the wheel, lower the vehicle and pump the brake pedal until it is firm.",
          '!note warning bold\n- Never work under a vehicle held up only by a jack.\n- Replace pads on both sides of the same axle.',
          'After the job, bed in the new pads with several gentle stops from moderate speed. Questions? [Contact us](/contact-us).',
        ].join('\n\n'),
      },
      {
        category: 'engine',
        pageId: 'how-to-change-engine-oil',
        title: 'How to Change Your Engine Oil',
        description: 'Change your oil and filter at home and know exactly what went into your engine.',
        published: '2026-04-02',
        readMinutes: 6,
        body: [
          "Fresh oil is the cheapest insurance for your engine. Check your owner's manual for the oil grade and the change interval.",
          '## What you need\n\n- The right grade and quantity of motor oil\n- A new oil filter\n- Drain pan, wrench and oil filter wrench\n- Funnel and gloves',
          '## Steps\n\n1. Warm the engine for a few minutes, then switch it off.\n2. Remove the drain plug and let the oil drain completely.\n3. Refit the drain plug with a new washer.\n4. Remove the old filter, oil the new gasket lightly and screw the new filter on by hand.\n5. Fill with new oil, start the engine and check for leaks.\n6. Check the level on the dipstick and top up if needed.',
          '!note info normal\n- Take used oil and filters to a recycling centre; many stores accept them free of charge.',
        ].join('\n\n'),
      },
      {
        category: 'electrical',
        pageId: 'how-to-test-and-replace-a-car-battery',
        title: 'How to Test and Replace a Car Battery',
        description: 'Check your battery with a multimeter and swap it safely in under 30 minutes.',
        published: '2026-05-20',
        readMinutes: 5,
        body: [
          'A slow crank on a cold morning often means a weak battery. Test it before you replace it.',
          '## Test the battery\n\n- With the engine off, a healthy battery reads about 12.6 volts.\n- Below 12.2 volts, charge it and test again.\n- With the engine running, the charging system should show 13.7 to 14.7 volts.',
          '## Replace it\n\n1. Switch everything off and remove the key.\n2. Disconnect the negative (black) cable first, then the positive (red).\n3. Remove the hold-down and lift out the battery.\n4. Clean the terminals, fit the new battery and the hold-down.\n5. Connect the positive cable first, then the negative.',
          '!note success normal\n- Bring your old battery back and the core charge is refunded. See [What is a core charge?](faq:returns/what-is-a-core-charge)',
        ].join('\n\n'),
      },
    ],
    testimonials: [
      'The brake pads fit my truck perfectly and arrived two days after I ordered.',
      'Adding my car once and seeing only parts that fit saved me so much time.',
      'Good prices on filters. Shipping took a little longer than expected, but everything was there.',
      'Customer service helped me find the right alternator for my older SUV. Very patient.',
      'I compared prices at three stores, and Axle was the lowest for the same brand.',
      'The how-to guide for changing brake pads was clear and easy to follow.',
      'The battery was well packed and the core refund came through quickly.',
      'I ordered the wrong wiper size, and the return was easy and fast.',
      'Quality struts at half the dealer price. My car rides like new.',
      'Clear fitment notes on every product page. No more guessing.',
      'Decent selection for older vehicles. I found the sensor I needed.',
      'Ordered on Sunday, installed on Wednesday. Great experience.',
      'Their oil change guide gave me the confidence to do it myself.',
      'The spark plugs were exactly the ones my owner’s manual lists.',
      'Website is easy to use on my phone, even in the garage.',
      'The parts specialist answered my e-mail within a few hours.',
      'Three orders so far and every part fit the first time.',
      'Honest prices and fast shipping. I recommend Axle to my friends.',
    ],
    contactForm: {
      heading: 'Contact Us',
      formMessage: 'Send us a message and a parts specialist will reply within one business day.',
      successMessage: 'Thank you! Your message has been sent.',
      errorMessage: 'Your message could not be sent. Please try again.',
      submit: 'Send',
      captchaEnabled: true,
      fields: [
        { name: 'firstName', label: 'First Name', type: 'text', placeholder: '', required: true, errorMessage: 'Please enter your first name.', inputMessage: '', options: [] },
        { name: 'lastName', label: 'Last Name', type: 'text', placeholder: '', required: false, errorMessage: 'Please enter your last name.', inputMessage: '', options: [] },
        { name: 'email', label: 'Email', type: 'email', placeholder: 'name@example.com', required: true, errorMessage: 'Please enter a valid email address.', inputMessage: 'We only use it to reply to you.', options: [] },
        { name: 'subject', label: 'Subject', type: 'select', placeholder: '', required: true, errorMessage: 'Please choose a subject.', inputMessage: '', options: ['Order status', 'Part fitment question', 'Returns and refunds', 'Website feedback', 'Other'] },
        { name: 'message', label: 'Message', type: 'textarea', placeholder: 'How can we help?', required: true, errorMessage: 'Please enter a message.', inputMessage: '', options: [] },
      ],
    },
    grids: [
      {
        sectionName: 'account-customer-service',
        title: 'Customer Service',
        cards: [
          { title: 'Track an order', body: 'Look up any order with its number and your e-mail address.', link: siteLink('Order status', '/pages/order-status') },
          { title: 'Returns', body: 'Return unused parts within 30 days.', link: siteLink('Return policy', '/pages/policy/return-policy') },
          { title: 'Ask a specialist', body: 'Questions about fitment or an order? Write to us.', link: siteLink('Contact us', '/contact-us') },
        ],
      },
      {
        sectionName: 'featured-categories',
        title: 'Featured Categories',
        cards: [
          { title: 'Brakes', body: 'Pads, rotors, calipers and hardware.', link: siteLink('Shop brakes', '/brakes') },
          { title: 'Engine', body: 'Filters, belts, sensors and ignition.', link: siteLink('Shop engine parts', '/engine') },
          { title: 'Electrical', body: 'Batteries, alternators and starters.', link: siteLink('Shop electrical', '/electrical-lighting') },
        ],
      },
    ],
    lists: [
      { name: 'fitmentLabels', items: [{ key: 'submodel', label: 'Submodel' }, { key: 'engine', label: 'Engine' }, { key: 'notes', label: 'Notes' }] },
    ],
  };
}
