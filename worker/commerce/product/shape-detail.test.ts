import { describe, expect, it } from 'vitest';
import type { DetailProductRow, DetailRows } from '../../data/repos/product-detail-repo';
import { shapeDetail } from './shape-detail';

const row = (id: string, extra: Partial<DetailProductRow> = {}): DetailProductRow => ({
  id,
  type: 'item',
  master_id: null,
  part_number: 'P-1',
  primary_category_id: 'brake-pads',
  parent_category_id: 'brakes',
  weight_lb: 2,
  units_sold: 7,
  orderable: 1,
  is_deal: 0,
  universal: 0,
  rating_average: 4.5,
  rating_count: 3,
  name: id,
  short_description: null,
  long_description: null,
  page_title: null,
  page_description: null,
  brand: 'Stopwell',
  list_minor: 5999,
  sale_minor: 4999,
  promotion_minor: null,
  ats: 4,
  position: null,
  pack_quantity: 1,
  image_url: null,
  image_alt: null,
  out_of_stock_message: null,
  core_deposit_minor: null,
  ...extra,
});

const rows = (product: DetailProductRow, extra: Partial<DetailRows> = {}): DetailRows => ({
  product,
  images: [],
  attributes: [],
  notes: [],
  tiers: [],
  children: [],
  variationValues: [],
  variantValues: [],
  vehicleCount: 0,
  ...extra,
});

const variantValue = (variant: string, value: string, ats: number) => ({
  variant_id: variant, master_id: 'M', orderable: 1, attribute_id: 'size', value, list_minor: 1000, sale_minor: 900, promotion_minor: null, ats,
});

describe('shapeDetail', () => {
  it('applies the price rules and keeps stock, rating and weight', () => {
    const detail = shapeDetail(rows(row('AX-1')), [{ id: 'parts', name: 'Parts' }], 'USD', 'en-US');
    expect(detail).toMatchObject({ id: 'AX-1', price: 4999, originalPrice: 5999, ats: 4, rating: { average: 4.5, count: 3 }, weightLb: 2, currency: 'USD', variationAttributes: [] });
  });

  it('builds variation attributes whose values are orderable only when an orderable variant with stock carries them', () => {
    const master = row('M', { type: 'master' });
    const detail = shapeDetail(
      rows(master, {
        variationValues: [
          { master_id: 'M', attribute_id: 'size', attribute_name: 'Size', value: 'Front', name: 'Front' },
          { master_id: 'M', attribute_id: 'size', attribute_name: 'Size', value: 'Rear', name: 'Rear' },
        ],
        variantValues: [variantValue('M-F', 'Front', 3), variantValue('M-R', 'Rear', 0)],
      }),
      [],
      'CAD',
      'en-CA',
    );
    expect(detail.variationAttributes).toEqual([
      { id: 'size', name: 'Size', values: [{ value: 'Front', name: 'Front', orderable: true }, { value: 'Rear', name: 'Rear', orderable: false }] },
    ]);
    expect(detail.variants.map((v) => [v.productId, v.values, v.orderable, v.price, v.originalPrice])).toEqual([
      ['M-F', { size: 'Front' }, true, 900, 1000],
      ['M-R', { size: 'Rear' }, false, 900, 1000],
    ]);
  });

  it('preselects a variant page own values and keeps set members with their quantity', () => {
    const variant = row('M-F', { type: 'variant', master_id: 'M' });
    const detail = shapeDetail(rows(variant, { variantValues: [variantValue('M-F', 'Front', 3)] }), [], 'USD', 'en-US');
    expect(detail.selectedValues).toEqual({ size: 'Front' });
    const set = shapeDetail(rows(row('S', { type: 'set' }), { children: [row('C1', { quantity: 2, parent_id: 'S' })] }), [], 'USD', 'en-US');
    expect(set.children).toMatchObject([{ id: 'C1', quantity: 2, ats: 4 }]);
  });

  it('reads specifications, notes and variation names in the locale, keeping variation values canonical', () => {
    const master = row('M', { type: 'master' });
    const stored = rows(master, {
      attributes: [{ label: 'Position', value: 'Rear' }, { label: 'Warranty', value: 'Limited Lifetime' }],
      notes: ['core-charge', 'Sold with a free sticker'],
      variationValues: [
        { master_id: 'M', attribute_id: 'color', attribute_name: 'Color', value: 'black', name: 'Black' },
        { master_id: 'M', attribute_id: 'color', attribute_name: 'Color', value: 'red', name: 'Red' },
      ],
      variantValues: [{ ...variantValue('M-B', 'black', 3), attribute_id: 'color' }],
    });
    const fr = shapeDetail(stored, [], 'CAD', 'fr-CA');
    expect(fr.attributes).toEqual([{ label: 'Position', value: 'Arrière' }, { label: 'Garantie', value: 'À vie limitée' }]);
    expect(fr.notes).toEqual(['Une consigne peut s’appliquer', 'Sold with a free sticker']);
    expect(fr.variationAttributes[0]).toMatchObject({ id: 'color', name: 'Couleur', values: [{ value: 'black', name: 'Noir' }, { value: 'red', name: 'Rouge' }] });
    const es = shapeDetail(stored, [], 'USD', 'es-US');
    expect(es.attributes).toEqual([{ label: 'Posición', value: 'Trasero' }, { label: 'Garantía', value: 'De por vida limitada' }]);
    expect(es.notes[0]).toBe('Puede aplicarse un cargo por casco');
    expect(shapeDetail(stored, [], 'USD', 'en-US').attributes).toEqual(stored.attributes);
  });

  it('states the position and pack, and leads the notes with what the part is sold as (decisions 287, 288)', () => {
    const rotor = shapeDetail(rows(row('R', { position: 'front', pack_quantity: 2 }), { notes: ['check-vin'] }), [], 'CAD', 'fr-CA');
    expect(rotor).toMatchObject({ position: 'front', packQuantity: 2 });
    expect(rotor.notes).toEqual(['Vendu par paire', 'Vérifiez la compatibilité avec le NIV avant de commander']);
    const plugs = shapeDetail(rows(row('S', { pack_quantity: 4 })), [], 'USD', 'es-US');
    expect(plugs.notes).toEqual(['Se vende en juego de 4']);
    expect(shapeDetail(rows(row('S', { pack_quantity: 4 })), [], 'USD', 'en-US').notes).toEqual(['Sold as a set of 4']);
    const single = shapeDetail(rows(row('P')), [], 'USD', 'en-US');
    expect(single).toMatchObject({ position: null, packQuantity: 1, notes: [] });
  });
});
