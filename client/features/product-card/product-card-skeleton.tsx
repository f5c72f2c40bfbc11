import { css } from 'styled-system/css';

const bar = css({ bg: 'surface', borderRadius: 'sm' });

/** Placeholder card shown while a list loads. */
export function ProductCardSkeleton() {
  return (
    <div aria-hidden="true" data-testid="card-skeleton" className={css({ border: '1px solid', borderColor: 'line', borderRadius: 'lg', p: '3', display: 'flex', flexDirection: 'column', gap: '3' })}>
      <div className={css({ aspectRatio: '4 / 3', bg: 'surface', borderRadius: 'md' })} />
      <div className={bar} style={{ height: 16, width: '90%' }} />
      <div className={bar} style={{ height: 12, width: '50%' }} />
      <div className={bar} style={{ height: 20, width: '40%' }} />
      <div className={bar} style={{ height: 40, width: '100%' }} />
    </div>
  );
}
