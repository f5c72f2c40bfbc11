/**
 * Review moderation from a terminal (decision 263): lists the reviews waiting for a moderator and
 * publishes or takes one down, through the store's moderation calls.
 *
 *   REVIEW_MODERATION_KEY=… npx tsx scripts/moderate-reviews.ts [--store http://localhost:8787] list [limit]
 *   REVIEW_MODERATION_KEY=… npx tsx scripts/moderate-reviews.ts publish <reviewId>
 *   REVIEW_MODERATION_KEY=… npx tsx scripts/moderate-reviews.ts reject <reviewId>
 */
import type { PendingReview } from '../worker/integrations/reviews/reviews-port.ts';

const args = process.argv.slice(2);
const storeAt = args.indexOf('--store');
const store = storeAt >= 0 ? args.splice(storeAt, 2)[1]! : 'http://localhost:8787';
const [command, value] = args;
const key = process.env.REVIEW_MODERATION_KEY;

async function request(method: 'GET' | 'POST', path: string): Promise<unknown> {
  const res = await fetch(new URL(path, store), { method, headers: { authorization: `Bearer ${key}`, accept: 'application/json' } });
  const body = (await res.json().catch(() => ({}))) as { message?: string };
  if (!res.ok) throw new Error(`${res.status} ${body.message ?? res.statusText}`);
  return body;
}

function show(review: PendingReview): string {
  const stars = '★'.repeat(review.score) + '☆'.repeat(5 - review.score);
  return `#${review.id}  ${review.productId}  ${stars}  ${review.createdAt}  ${review.displayName} <${review.email}> (${review.locale})\n    ${review.title}\n    ${review.content.replace(/\s+/g, ' ')}`;
}

async function main(): Promise<void> {
  if (!key) throw new Error('Set REVIEW_MODERATION_KEY to the store’s moderation key.');
  if (command === 'list') {
    const { reviews } = (await request('GET', `/moderation/reviews?limit=${value ?? 50}`)) as { reviews: PendingReview[] };
    console.log(reviews.length ? reviews.map(show).join('\n\n') : 'No reviews are waiting.');
  } else if ((command === 'publish' || command === 'reject') && value) {
    const result = (await request('POST', `/moderation/reviews/${encodeURIComponent(value)}/${command}`)) as { id: number; productId: string; status: string };
    console.log(`#${result.id} (${result.productId}): ${result.status}`);
  } else {
    throw new Error('Usage: moderate-reviews.ts [--store URL] list [limit] | publish <reviewId> | reject <reviewId>');
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
