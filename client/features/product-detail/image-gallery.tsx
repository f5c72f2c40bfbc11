import { useCallback, useRef, useState, type KeyboardEvent } from 'react';
import { css, cx } from 'styled-system/css';
import { useT } from '../../i18n/intl';

const dotClass = css({
  w: '6',
  h: '6',
  display: 'grid',
  placeItems: 'center',
  cursor: 'pointer',
  '& span': { w: '2.5', h: '2.5', borderRadius: 'full', bg: 'line' },
  '&[aria-current=true] span': { bg: 'brand.blue' },
});

/**
 * Product images (document 2 §2): a swipe scroller with dots below; at 1024 px and up, thumbnails
 * beside it replace the dots. Arrow keys move between images on the focused scroller, and each
 * thumbnail or dot is a labelled button.
 */
export function ImageGallery({ images, name }: { images: { link: string; alt: string }[]; name: string }) {
  const t = useT();
  const scroller = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const count = images.length;

  const show = useCallback((index: number) => {
    const element = scroller.current;
    if (!element) return;
    const next = Math.max(0, Math.min(index, element.children.length - 1));
    element.scrollTo({ left: next * element.clientWidth, behavior: 'smooth' });
    setActive(next);
  }, []);

  const onScroll = () => {
    const element = scroller.current;
    if (element && element.clientWidth) setActive(Math.round(element.scrollLeft / element.clientWidth));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowRight') show(active + 1);
    else if (event.key === 'ArrowLeft') show(active - 1);
    else return;
    event.preventDefault();
  };

  if (!count) return <div aria-hidden="true" className={css({ w: 'full', aspectRatio: '4 / 3', bg: 'surface', borderRadius: 'lg' })} />;
  return (
    <section aria-label={t('pdp.gallery')} className={css({ display: 'flex', gap: '3', minW: '0' })}>
      {count > 1 && (
        <ul className={css({ display: { base: 'none', lg: 'flex' }, flexDirection: 'column', gap: '2', listStyle: 'none', flexShrink: 0 })}>
          {images.map((image, index) => (
            <li key={image.link + index}>
              <button
                type="button"
                aria-label={t('pdp.showImage', { index: index + 1, count })}
                aria-current={index === active}
                onClick={() => show(index)}
                className={css({ display: 'block', w: '16', p: '1', border: '2px solid', borderColor: index === active ? 'brand.blue' : 'line', borderRadius: 'md', bg: 'white', cursor: 'pointer' })}
              >
                <img src={image.link} alt="" width={56} height={42} loading="lazy" className={css({ w: 'full', h: 'auto' })} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className={css({ flex: '1', minW: '0' })}>
        <div
          ref={scroller}
          role="region"
          aria-roledescription="carousel"
          aria-label={name}
          tabIndex={0}
          onScroll={onScroll}
          onKeyDown={onKeyDown}
          data-testid="gallery-scroller"
          className={css({
            display: 'flex',
            overflowX: 'auto',
            scrollSnapType: 'x mandatory',
            scrollbarWidth: 'none',
            borderRadius: 'lg',
            border: '1px solid',
            borderColor: 'line',
            bg: 'white',
            _focusVisible: { outline: '3px solid', outlineColor: 'brand.blue' },
          })}
        >
          {images.map((image, index) => (
            <div key={image.link + index} role="group" aria-roledescription="slide" aria-label={t('pdp.imageCount', { index: index + 1, count })} className={css({ flex: '0 0 100%', scrollSnapAlign: 'start' })}>
              <img
                src={image.link}
                alt={image.alt}
                width={640}
                height={480}
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : undefined}
                className={css({ w: 'full', h: 'auto', aspectRatio: '4 / 3', objectFit: 'contain' })}
              />
            </div>
          ))}
        </div>
        {count > 1 && (
          <div className={cx(css({ display: { base: 'flex', lg: 'none' }, justifyContent: 'center', gap: '1', mt: '2' }))}>
            {images.map((image, index) => (
              <button key={image.link + index} type="button" className={dotClass} aria-label={t('pdp.showImage', { index: index + 1, count })} aria-current={index === active} onClick={() => show(index)}>
                <span aria-hidden="true" />
              </button>
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
