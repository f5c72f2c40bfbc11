import { css } from 'styled-system/css';
import type { DetailFitment, ProductDetail } from '../../../shared/product/product-detail';
import { componentHref } from '../../../shared/product/product-urls';
import { weightFigures } from '../../../shared/product/weight';
import type { ProductSectionInput } from '../../../shared/types/product-section';
import * as Accordion from '../../components/ui/accordion';
import { useT } from '../../i18n/intl';
import { useHref } from '../../router/router';
import { ProductReviewsSection } from '../reviews/product-reviews';
import { CompatibleVehicles } from './compatible-vehicles';

export const REVIEWS_ITEM = 'reviews';
export const REVIEWS_SECTION_ID = 'product-reviews';

function Section({ value, title, children, id }: { value: string; title: string; children: React.ReactNode; id?: string }) {
  return (
    <Accordion.Item value={value} id={id} className={css({ borderBottom: '1px solid', borderColor: 'line', scrollMarginTop: '24' })}>
      <h2>
        <Accordion.ItemTrigger>
          {title}
          <Accordion.ItemIndicator aria-hidden="true" className={css({ transition: 'transform 0.2s', _open: { transform: 'rotate(180deg)' } })}>
            ▾
          </Accordion.ItemIndicator>
        </Accordion.ItemTrigger>
      </h2>
      <Accordion.ItemContent>{children}</Accordion.ItemContent>
    </Accordion.Item>
  );
}

function KitRow({ child }: { child: ProductDetail['children'][number] }) {
  const t = useT();
  const href = useHref(componentHref(child));
  return (
    <li className={css({ display: 'flex', justifyContent: 'space-between', gap: '3', py: '2' })}>
      <a href={href} target="_blank" rel="noopener" className={css({ color: 'brand.blue', textDecoration: 'underline' })}>
        {child.name} <span className={css({ srOnly: true })}>{t('pdp.newTab')}</span>
      </a>
      <span className={css({ color: 'muted', flexShrink: 0 })}>{t('pdp.quantityEach', { quantity: child.quantity })}</span>
    </li>
  );
}

/**
 * The page's accordions (document 2 §2): Kit Component Parts, Compatible Vehicles, Details,
 * Interchange Part Numbers (issue 30), fitment specs and Reviews. Content is rendered while collapsed (hidden), so the streamed reviews
 * section arrives with the page; only the compatible vehicles list waits for its accordion.
 */
export function ProductAccordions({
  product,
  fitment,
  section,
  open,
  onOpenChange,
}: {
  product: ProductDetail;
  fitment: DetailFitment | null;
  section: ProductSectionInput;
  open: string[];
  onOpenChange: (value: string[]) => void;
}) {
  const t = useT();
  const weight = weightFigures(product.weightLb);
  const body = css({ p: '4', display: 'flex', flexDirection: 'column', gap: '3' });
  return (
    <Accordion.Root multiple collapsible value={open} onValueChange={(details) => onOpenChange(details.value)} className={css({ borderTop: '1px solid', borderColor: 'line', mt: '8' })}>
      {product.type === 'bundle' && product.children.length > 0 && (
        <Section value="kit" title={t('pdp.kitComponents')}>
          <ul className={css({ listStyle: 'none', px: '4', py: '2' })}>
            {product.children.map((child) => (
              <KitRow key={child.id} child={child} />
            ))}
          </ul>
        </Section>
      )}
      {!product.universal && product.vehicleCount > 0 && (
        <Section value="vehicles" title={`${t('pdp.compatibleVehicles')} (${product.vehicleCount})`}>
          {/* Loads on opening: the list can be long (decision 062). */}
          {open.includes('vehicles') && <CompatibleVehicles productId={product.id} />}
        </Section>
      )}
      <Section value="details" title={t('pdp.details')}>
        <div className={body}>
          {product.longDescription && <p>{product.longDescription}</p>}
          <p>{t('pdp.brand', { brand: product.brand })}</p>
          <p>{t('pdp.partNumber', { partNumber: product.partNumber })}</p>
          {weight && <p data-testid="product-weight">{t('pdp.weight', weight)}</p>}
          {product.notes.length > 0 && (
            <div>
              <h3 className={css({ fontWeight: 'semibold' })}>{t('pdp.notes')}</h3>
              <ul className={css({ listStyle: 'disc', pl: '5' })}>
                {product.notes.map((note) => (
                  <li key={note}>{note}</li>
                ))}
              </ul>
            </div>
          )}
        </div>
      </Section>
      {product.interchange?.length ? (
        <Section value="interchange" title={t('pdp.interchange')}>
          {/* OE numbers first, then other brands' (issue 30). */}
          <div className={body} data-testid="interchange-numbers">
            <p>{t('pdp.interchangeHint')}</p>
            {(['oe', 'aftermarket'] as const).map((kind) => (
              <div key={kind}>
                <h3 className={css({ fontWeight: 'semibold' })}>{t(kind === 'oe' ? 'pdp.interchangeOe' : 'pdp.interchangeOther')}</h3>
                <ul className={css({ listStyle: 'disc', pl: '5' })}>
                  {product.interchange!.filter((n) => n.kind === kind).map((n) => (
                    <li key={n.number}>
                      {n.brand} {n.number}
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </Section>
      ) : null}
      <Section value="specs" title={t('pdp.fitmentSpecs')}>
        <div className={body}>
          {product.universal ? (
            <p>{t('pdp.specs.universal')}</p>
          ) : !fitment ? (
            <p>{t('pdp.specs.choose')}</p>
          ) : fitment.rows.length === 0 ? (
            <p>{t('pdp.specs.none', { vehicle: fitment.vehicleName })}</p>
          ) : (
            <>
              <h3 className={css({ fontWeight: 'semibold' })}>{t('pdp.specs.for', { vehicle: fitment.vehicleName })}</h3>
              <ul className={css({ listStyle: 'disc', pl: '5' })}>
                {fitment.rows.map((row, index) => (
                  <li key={index}>
                    {t('pdp.vehicles.trim')}: {row.submodel ?? t('pdp.vehicles.all')} · {t('pdp.vehicles.engine')}: {row.engine ?? t('pdp.vehicles.all')}
                    {row.note ? ` · ${row.note}` : ''}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      </Section>
      <Section value={REVIEWS_ITEM} id={REVIEWS_SECTION_ID} title={t('pdp.reviews')}>
        <ProductReviewsSection {...section} />
      </Section>
    </Accordion.Root>
  );
}
