import { afterEach, describe, expect, it, vi } from 'vitest';
import { STANDARD_ESTIMATE_DAYS } from '../../../shared/checkout/shipping';
import { SITES_CONFIG, type LocaleId } from '../../../shared/sites/config';
import type { ContentSource } from './content-source';
import { shippingFigures } from './shipping-figures';

/** The FAQ answer and the shipping policy's text of a locale's content. */
function shippingText(c: ContentSource): { faq: string; policy: string } {
  const faq = c.faq.flatMap((cat) => cat.entries).find((e) => e.id === 'how-long-does-shipping-take')!.answer;
  const policy = c.policies.find((p) => p.slug === 'shipping-policy')!.sections.map((s) => s.body).join('\n');
  return { faq, policy };
}

/** The content modules evaluated afresh, over a fresh site configuration that `patch` may change first. */
async function freshContent(patch?: (config: typeof SITES_CONFIG) => void): Promise<Record<LocaleId, ContentSource>> {
  vi.resetModules();
  const { SITES_CONFIG: config } = await import('../../../shared/sites/config');
  patch?.(config);
  return (await import('./index')).CONTENT_BY_LOCALE;
}

// The patched configuration lives only in the fresh module graph; drop it after each test.
afterEach(() => {
  vi.resetModules();
});

describe('shipping figures in the content (decisions 245, 246)', () => {
  it('formats the configured threshold and fee for each locale', () => {
    expect(shippingFigures('en-US')).toEqual({ fee: '$9.99', freeOver: '$49', minDays: 3, maxDays: 7 });
    expect(shippingFigures('es-US')).toEqual({ fee: '$9.99', freeOver: '$49', minDays: 3, maxDays: 7 });
    expect(shippingFigures('en-CA')).toEqual({ fee: '$9.99', freeOver: '$59', minDays: 3, maxDays: 7 });
    expect(shippingFigures('fr-CA')).toEqual({ fee: '9,99\u00a0$', freeOver: '59\u00a0$', minDays: 3, maxDays: 7 });
  });

  it('the FAQ and the shipping policy state the configured threshold ("over", before tax) and the method\u2019s estimate', async () => {
    const content = await freshContent();
    const expected: Record<LocaleId, { over: string; days: string }> = {
      'en-US': { over: 'Orders over $49 before tax ship free.', days: `${STANDARD_ESTIMATE_DAYS.min} to ${STANDARD_ESTIMATE_DAYS.max} business days` },
      'en-CA': { over: 'Orders over $59 before tax ship free.', days: `${STANDARD_ESTIMATE_DAYS.min} to ${STANDARD_ESTIMATE_DAYS.max} business days` },
      'fr-CA': { over: 'Les commandes de plus de 59\u00a0$ avant taxes sont livrées gratuitement.', days: `de ${STANDARD_ESTIMATE_DAYS.min} à ${STANDARD_ESTIMATE_DAYS.max} jours ouvrables` },
      'es-US': { over: 'Los pedidos de más de $49 antes de impuestos tienen envío gratis.', days: `de ${STANDARD_ESTIMATE_DAYS.min} a ${STANDARD_ESTIMATE_DAYS.max} días hábiles` },
    };
    for (const [locale, { over, days }] of Object.entries(expected) as [LocaleId, { over: string; days: string }][]) {
      const { faq, policy } = shippingText(content[locale]);
      expect(faq, locale).toContain(over);
      expect(faq, locale).toContain(days);
      expect(policy, locale).toContain(days);
      expect(policy, locale).toContain(shippingFigures(locale).freeOver);
      expect(policy, locale).toContain(shippingFigures(locale).fee);
      // No other delivery method is offered at checkout, so none is advertised.
      expect(`${faq}\n${policy}`, locale).not.toMatch(/xpedited|ccélérée|Rápido/);
    }
  });

  it('reads the figures from the site configuration: a new threshold or fee changes every locale\u2019s words', async () => {
    const content = await freshContent((config) => {
      config.sites.find((s) => s.id === 'axle-us')!.shipping.freeShippingOverMinor = 7500;
      Object.assign(config.sites.find((s) => s.id === 'axle-ca')!.shipping, { freeShippingOverMinor: 123_450, standardFeeMinor: 1295 });
    });
    expect(shippingText(content['en-US']).faq).toContain('Orders over $75 before tax');
    expect(shippingText(content['es-US']).faq).toContain('más de $75 antes');
    expect(shippingText(content['en-CA']).faq).toContain('Orders over $1,234.50 before tax');
    expect(shippingText(content['fr-CA']).faq).toContain('plus de 1.234,50\u00a0$ avant taxes');
    expect(shippingText(content['fr-CA']).policy).toContain('coûte 12,95\u00a0$');
    expect(shippingText(content['en-CA']).policy).toContain('costs $12.95');
  });
});
