import { describe, expect, it } from 'vitest';
import type { ProductListData } from '../../shared/search/listing-data';
import type { PagePayload } from '../../shared/types/page';
import { get, getPage } from './http';

async function payload(path: string): Promise<{ status: number; body: PagePayload<ProductListData> }> {
  const res = await get(`/api/page${path}`);
  return { status: res.status, body: (await res.json()) as PagePayload<ProductListData> };
}

describe('category pages', () => {
  it('renders "Select a category" with two levels for /parts', async () => {
    const res = await getPage('/parts');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('Select a category');
    expect(html).toContain('data-testid="category-grid"');
    expect(html).toContain('Brake Pads');
    expect(html).toContain('href="/brakes/brake-pads"');
  });

  it('renders /categories/{id} with breadcrumbs', async () => {
    const { status, body } = await payload('/categories/brakes');
    expect(status).toBe(200);
    expect(body.kind).toBe('category');
    expect(body.breadcrumbs).toEqual([{ name: 'Brakes', url: '/brakes', isCurrentPage: true }]);
  });

  it('translates the heading', async () => {
    const html = await (await getPage('/ca/fr/categories/brakes')).text();
    expect(html).toContain('Sélectionnez une catégorie');
    expect(html).toContain('Plaquettes de frein');
  });

  it('answers an unknown /categories/{id} with the 404 page and "Category Not Found."', async () => {
    const res = await getPage('/categories/no-such-category');
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('Category Not Found.');
    expect(html).toContain('The page you&#x27;re looking for can&#x27;t be found.');
    const { body } = await payload('/categories/no-such-category');
    expect(body.data).toEqual({ categoryNotFound: true });
  });

  it('treats a bare unknown /{id} as an unknown path', async () => {
    const res = await getPage('/no-such-category');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/s/axle-us/no-such-category?redirected=1');
  });

  it('lists the products of a leaf category reached as /{id}', async () => {
    const { body } = await payload('/brake-pads');
    expect(body.kind).toBe('product-list');
    expect(body.data.result.total).toBeGreaterThan(0);
  });
});

describe('product list pages', () => {
  it('server-renders /2019-honda-civic/brakes with heading, count, crumbs, cards and structured data', async () => {
    const res = await getPage('/2019-honda-civic/brakes');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('2019 Honda Civic | Brakes');
    expect(html).toMatch(/\d+ Products/);
    expect(html).toContain('Change Vehicle');
    expect(html).toContain('data-testid="product-card"');
    expect(html).toContain('Fits 2019 Honda Civic');
    expect(html).toContain('SKU: # AX-BRK-');
    expect(html).toContain('"@type":"CollectionPage"');
    expect(html).toMatch(/"availability":"https:\/\/schema.org\/(InStock|OutOfStock)"/);
    const { body } = await payload('/2019-honda-civic/brakes');
    expect(body.breadcrumbs).toEqual([
      { name: '2019 Honda Civic', url: '/2019-honda-civic', isCurrentPage: false },
      { name: 'Brakes', url: '/2019-honda-civic/brakes', isCurrentPage: true },
    ]);
    expect(body.data.vehicleInPath).toBe(true);
    expect(body.data.result.selectedSortingOption).toBe('best-sellers');
  });

  it('loads the first row of card images at once, the first one first and preloaded; the rest lazily', async () => {
    const html = await (await getPage('/2019-honda-civic/brakes?card-images=1')).text();
    const grid = html.slice(html.indexOf('data-testid="product-grid"'));
    const images = [...grid.matchAll(/<img src="\/images\/products\/[^"]+"[^>]*>/g)].map((m) => m[0]);
    expect(images.length).toBeGreaterThan(4);
    expect(images[0]).toMatch(/ loading="eager" fetchPriority="high"/);
    for (const image of images.slice(1, 4)) {
      expect(image).toContain(' loading="eager"');
      expect(image).not.toContain('fetchPriority');
    }
    for (const image of images.slice(4)) expect(image).toContain(' loading="lazy"');
    const first = /src="([^"]+)"/.exec(images[0]!)![1];
    expect(html.slice(0, html.indexOf('</head>'))).toContain(`<link rel="preload" as="image" href="${first}" fetchPriority="high"/>`);
  });

  it('shows All Vehicle Parts and Add Vehicle without a vehicle', async () => {
    const html = await (await getPage('/category/brakes')).text();
    expect(html).toContain('All Vehicle Parts | Brakes');
    expect(html).toContain('Add Vehicle');
    expect(html).toContain('Check Vehicle Fit');
  });

  it('applies refine, sort and page from the URL', async () => {
    const all = (await payload('/category/brakes')).body.data.result;
    const size = all.refinements.find((r) => r.attributeId === 'c_size')!.values[0]!;
    const path = `/category/brakes?refine=${encodeURIComponent(`c_size=${size.value}`)}&sort=price-low-to-high&page=2`;
    const { body } = await payload(path);
    expect(body.data.result.selectedRefinements).toEqual({ c_size: [size.value] });
    expect(body.data.result.total).toBe(size.hitCount);
    expect(body.data.result.selectedSortingOption).toBe('price-low-to-high');
    expect(body.data.result.pagination.currentPage).toBe(2);
  });

  it('answers bad listing queries with a 400 and a message', async () => {
    for (const [path, message] of [
      ['/category/brakes?sort=cheapest', 'sort must be one of'],
      ['/category/brakes?page=0', 'page must be a whole number from 1 to 10000'],
      ['/category/brakes?refine=nonsense', 'refine must look like attribute=value1|value2'],
      ['/category/brakes?refine=c_isNew%3Dtrue', 'Unknown refinement attribute: c_isNew'],
    ] as const) {
      const res = await getPage(path);
      expect(res.status, path).toBe(400);
      expect(await res.text()).toContain(message);
    }
  });

  it('answers an unknown /category/{id} with "Category Not Found." as a 404', async () => {
    const res = await getPage('/category/no-such-category');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Category Not Found.');
  });

  it('renders search results, translated, and the empty state', async () => {
    const html = await (await getPage('/search?q=oil%20filter')).text();
    expect(html).toContain('All Vehicle Parts');
    expect(html).toContain('"@type":"SearchResultsPage"');
    const es = await (await getPage('/es/search?q=oil%20filter')).text();
    expect(es).toContain('Todas las piezas para vehículos');
    const empty = await (await getPage('/search?q=zzzzqqq')).text();
    expect(empty).toContain('We couldn&#x27;t find any results for zzzzqqq.');
    expect(empty).toContain('Please try searching again or contact us for assistance.');
    expect(empty).toContain('href="/contact-us"');
  });

  it('filters search by the vehicle query parameter', async () => {
    const { body } = await payload('/search?q=brake&vehicle=2019-honda-civic');
    expect(body.data.vehicle?.modelId).toBe('2019-honda-civic');
    expect(body.data.result.hits.every((h) => h.fitment !== 'none')).toBe(true);
  });
});

describe('offset in the listing query (document 1 §2.9)', () => {
  it('reads ?offset=24 without limit as page 2 with the default limit', async () => {
    const first = await payload('/2019-honda-civic/brakes');
    const { status, body } = await payload('/2019-honda-civic/brakes?offset=24');
    expect(status).toBe(200);
    expect(first.body.data.result.total).toBeGreaterThan(24);
    expect(body.data.result.offset).toBe(24);
    expect(body.data.result.limit).toBe(24);
    expect(body.data.result.pagination.currentPage).toBe(2);
    expect(body.data.result.hits[0]?.productId).not.toBe(first.body.data.result.hits[0]?.productId);
  });

  it('keeps an offset that is not a page start as it is', async () => {
    const { body: page2 } = await payload('/2019-honda-civic/brakes?page=2');
    const { body } = await payload('/2019-honda-civic/brakes?offset=25');
    expect(body.data.result.offset).toBe(25);
    expect(body.data.result.hits[0]?.productId).toBe(page2.data.result.hits[1]?.productId);
  });

  it('the search API reads offset the same way', async () => {
    const res = await get('/api/search?category=brakes&vehicle=2019-honda-civic&offset=24');
    const result = (await res.json()) as ProductListData['result'];
    expect(result.offset).toBe(24);
    expect(result.pagination.currentPage).toBe(2);
  });
});
