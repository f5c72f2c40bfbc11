/** schema.org objects the pages embed as JSON-LD (decision 173). Pure: URLs come in absolute. */

const CONTEXT = 'https://schema.org';

/** Home: the store as an Organization, and the WebSite with its site search (SearchAction). */
export function homeStructuredData(input: { name: string; homeUrl: string; searchUrl: string; logoUrl: string; phone: string; locale: string }) {
  const organization = {
    '@context': CONTEXT,
    '@type': 'Organization',
    '@id': `${input.homeUrl}#organization`,
    name: input.name,
    url: input.homeUrl,
    logo: input.logoUrl,
    contactPoint: { '@type': 'ContactPoint', telephone: input.phone, contactType: 'customer service' },
  };
  const website = {
    '@context': CONTEXT,
    '@type': 'WebSite',
    name: input.name,
    url: input.homeUrl,
    inLanguage: input.locale,
    publisher: { '@id': organization['@id'] },
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${input.searchUrl}?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
  return [organization, website];
}

/** A page listing categories or parts (category page, vehicle landing page). */
export function collectionPage(input: { name: string; description?: string; url: string; items: { name: string; url: string }[] }) {
  return {
    '@context': CONTEXT,
    '@type': 'CollectionPage',
    name: input.name,
    ...(input.description ? { description: input.description } : {}),
    url: input.url,
    mainEntity: {
      '@type': 'ItemList',
      numberOfItems: input.items.length,
      itemListElement: input.items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.name, url: item.url })),
    },
  };
}
