import { useAtom } from 'jotai';
import useSWR, { useSWRConfig } from 'swr';
import { css } from 'styled-system/css';
import { reviewsSectionKey, type PublishReviewResult, type ReviewsSectionData } from '../../../shared/reviews/review-types';
import { PanelDialog } from '../../components/ui/panel-dialog';
import { useT } from '../../i18n/intl';
import { showToast } from '../toast/toaster';
import { reviewsPanelAtom } from './reviews-atoms';
import { ReviewForm } from './review-form';
import { ReviewsContent } from './reviews-content';

/**
 * The reviews panel (document 2 §2): drawer below 1024 px, modal from it; the product's summary and
 * reviews, or the write-a-review form. Opened through reviewsPanelAtom from cards and the product page.
 */
export default function ReviewsPanel() {
  const t = useT();
  const [target, setTarget] = useAtom(reviewsPanelAtom);
  const { mutate } = useSWRConfig();
  const key = target ? reviewsSectionKey(target.productId) : null;
  const { data, error } = useSWR<ReviewsSectionData>(key);
  if (!target) return null;

  const onPublished = (result: PublishReviewResult) => {
    showToast(result.status === 'published' ? { status: 'success', message: t('reviews.published') } : { status: 'info', message: t('reviews.pending') });
    void mutate(reviewsSectionKey(target.productId));
    // The form closes: back to the reviews (a published one is among them; a pending one waits).
    setTarget({ ...target, view: 'reviews' });
  };

  return (
    <PanelDialog
      open
      onOpenChange={(open) => !open && setTarget(null)}
      title={target.view === 'write' ? t('reviews.formTitle') : t('reviews.panelTitle')}
      closeLabel={t('reviews.close')}
      testId="reviews-panel"
    >
      <p className={css({ fontWeight: 'semibold', color: 'muted', overflowWrap: 'anywhere' })}>{target.productName}</p>
      {target.view === 'write' ? (
        <ReviewForm productId={target.productId} productName={target.productName} onPublished={onPublished} onCancel={() => setTarget({ ...target, view: 'reviews' })} />
      ) : data ? (
        <ReviewsContent data={data} onWrite={() => setTarget({ ...target, view: 'write' })} />
      ) : error ? (
        <p role="alert" className={css({ color: 'danger' })}>
          {t('reviews.loadError')}
        </p>
      ) : (
        <p role="status">{t('reviews.loading')}</p>
      )}
    </PanelDialog>
  );
}
