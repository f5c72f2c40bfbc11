/**
 * Seeded product reviews (document 2 §3 Review): deterministic per product, and the product's
 * rating_average / rating_count are derived from them, so cards, sorting and the reviews panel
 * always agree (docs/decisions/080-reviews-storage-and-bottom-line.md).
 */
import { rng, type Rng } from './hash.ts';
import type { Product } from './products.ts';
import type { SqlValue } from './sql.ts';

export const REVIEW_COLUMNS = ['product_id', 'score', 'title', 'content', 'display_name', 'email', 'status', 'locale', 'created_at'];

/** At most this many reviews per seeded product (a rated product has 1 to 12). */
export const MAX_SEED_REVIEWS = 12;

// Reviews are dated between the product's creation and this day.
const REVIEWED_UNTIL = Date.UTC(2026, 3, 1) / 1000;

const FIRST_NAMES = [
  'Alex', 'Sam', 'Jordan', 'Taylor', 'Chris', 'Pat', 'Morgan', 'Jamie', 'Casey', 'Riley', 'Dana', 'Lee', 'Robin', 'Drew',
  'Mathieu', 'Sophie', 'Louis', 'Camille', 'Julien', 'Chloé', 'Carlos', 'María', 'José', 'Lucía', 'Diego', 'Ana',
];

type Band = 'high' | 'mid' | 'low';
type Lang = 'en' | 'fr' | 'es';

const LOCALE_OF: Record<Lang, string> = { en: 'en-US', fr: 'fr-CA', es: 'es-US' };

// [title, content] pairs per language and score band.
const TEXTS: Record<Lang, Record<Band, readonly (readonly [string, string])[]>> = {
  en: {
    high: [
      ['Perfect fit', 'Bolted right on, no modifications needed. Quality feels better than the original part.'],
      ['Great value', 'Arrived quickly and works exactly as described. Would buy again.'],
      ['Does the job', 'Installed it in about an hour in my driveway. No issues after a few weeks of daily driving.'],
      ['Highly recommend', 'Solid build, clear instructions, and the fit check on the site was spot on.'],
    ],
    mid: [
      ['Good, not great', 'Fits fine but the finish is a bit rough. Works as expected so far.'],
      ['Okay for the price', 'Took some effort to install; one bracket needed adjusting. Performs well now.'],
      ['Decent part', 'Does what it should. Packaging could be better, one corner was dented.'],
    ],
    low: [
      ['Not what I expected', 'Fit was off on my vehicle and I had to return it. Customer service was helpful though.'],
      ['Disappointed', 'Started making noise after two weeks. Replaced it with a different brand.'],
    ],
  },
  fr: {
    high: [
      ['Ajustement parfait', 'Installation directe, aucune modification nécessaire. Meilleure qualité que la pièce d’origine.'],
      ['Excellent rapport qualité-prix', 'Livré rapidement et conforme à la description. Je le rachèterais.'],
    ],
    mid: [['Correct', 'Bon ajustement, mais la finition est un peu grossière. Fonctionne bien jusqu’ici.']],
    low: [['Déçu', 'Ne convenait pas à mon véhicule; je l’ai retourné. Le service à la clientèle a été utile.']],
  },
  es: {
    high: [
      ['Ajuste perfecto', 'Se instaló sin modificaciones. La calidad es mejor que la pieza original.'],
      ['Muy buena compra', 'Llegó rápido y funciona tal como se describe. Lo volvería a comprar.'],
    ],
    mid: [['Aceptable', 'Ajusta bien, aunque el acabado es algo tosco. Funciona como se esperaba.']],
    low: [['Decepcionado', 'No ajustó bien en mi vehículo y tuve que devolverlo.']],
  },
};

export interface SeedReview {
  productId: string;
  score: number;
  title: string;
  content: string;
  displayName: string;
  email: string;
  locale: string;
  createdAt: string;
}

function bandOf(score: number): Band {
  return score >= 4 ? 'high' : score === 3 ? 'mid' : 'low';
}

/** A score near the product's target average: its floor or ceiling, now and then anything. */
function drawScore(r: Rng, target: number): number {
  if (r.chance(0.1)) return r.int(1, 5);
  const floor = Math.floor(target);
  const score = floor + (r.next() < target - floor ? 1 : 0);
  return Math.min(5, Math.max(1, score));
}

/**
 * Reviews of one listed product (items, masters, sets, bundles; variants share their master's).
 * A product the catalog marks as rated gets 1 to 12, scored around its target average.
 */
export function seedReviews(p: Product): SeedReview[] {
  if (p.type === 'variant' || p.ratingCount === 0) return [];
  const r = rng('reviews', p.id);
  const count = 1 + Math.floor((MAX_SEED_REVIEWS - 1) * r.next() ** 2);
  const out: SeedReview[] = [];
  for (let i = 0; i < count; i++) {
    const score = drawScore(r, p.ratingAverage);
    const lang = r.weighted<Lang>([['en', 8], ['fr', 1], ['es', 1]]);
    const [title, content] = r.pick(TEXTS[lang][bandOf(score)]);
    const name = r.pick(FIRST_NAMES);
    const at = r.int(Math.min(p.createdAt, REVIEWED_UNTIL - 86_400), REVIEWED_UNTIL);
    out.push({
      productId: p.id,
      score,
      title,
      content,
      displayName: name,
      email: `${name.normalize('NFD').replace(/[^A-Za-z]/g, '').toLowerCase()}.${r.int(100, 999)}@example.com`,
      locale: LOCALE_OF[lang],
      createdAt: new Date(at * 1000).toISOString(),
    });
  }
  return out;
}

/** The bottom line the reviews give: exact average and count (0 and 0 without reviews). */
export function ratingOf(reviews: readonly SeedReview[]): { ratingAverage: number; ratingCount: number } {
  if (reviews.length === 0) return { ratingAverage: 0, ratingCount: 0 };
  const sum = reviews.reduce((n, review) => n + review.score, 0);
  return { ratingAverage: Math.round((sum / reviews.length) * 1000) / 1000, ratingCount: reviews.length };
}

/**
 * Products with their seeded reviews, each product's rating replaced by the reviews' bottom line;
 * variants take their master's (they are listed through it).
 */
export function withSeedReviews(products: readonly Product[]): { products: Product[]; reviews: SeedReview[] } {
  const reviews: SeedReview[] = [];
  const ratings = new Map<string, { ratingAverage: number; ratingCount: number }>();
  const rated = products.map((p) => {
    if (p.type === 'variant') return p;
    const own = seedReviews(p);
    reviews.push(...own);
    const rating = ratingOf(own);
    ratings.set(p.id, rating);
    return { ...p, ...rating };
  });
  return {
    products: rated.map((p) => (p.type === 'variant' && p.masterId ? { ...p, ...(ratings.get(p.masterId) ?? ratingOf([])) } : p)),
    reviews,
  };
}

/** reviews rows (all published). */
export function reviewRows(reviews: readonly SeedReview[]): SqlValue[][] {
  return reviews.map((v) => [v.productId, v.score, v.title, v.content, v.displayName, v.email, 'published', v.locale, v.createdAt]);
}
