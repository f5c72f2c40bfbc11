import { css, cx } from 'styled-system/css';
import type { DetailBase } from '../../../shared/product/product-detail';
import { isValueOrderable, type SelectedValues } from '../../../shared/product/variations';
import { useT } from '../../i18n/intl';
import { SWATCH_COLORS } from '../refinements/swatch-colors';

const COLOR_ATTRIBUTE = /colou?r/i;

const optionClass = css({
  minW: '11',
  minH: '11',
  px: '2',
  display: 'inline-grid',
  placeItems: 'center',
  border: '2px solid',
  borderColor: 'line',
  bg: 'white',
  fontSize: 'sm',
  fontWeight: 'semibold',
  cursor: 'pointer',
  _checked: { borderColor: 'brand.blue', outline: '2px solid', outlineColor: 'brand.blue', outlineOffset: '1px' },
  _disabled: { opacity: 0.4, cursor: 'not-allowed', textDecoration: 'line-through' },
  _focusVisible: { outline: '3px solid', outlineColor: 'brand.blue', outlineOffset: '2px' },
});

/**
 * Variation pickers (document 2 §2): colour as circles with the swatch colours, other attributes as
 * squares; values no orderable variant carries (given the other choices) are disabled. Each value
 * is a button in tab order, announced as a radio of its attribute's group.
 */
export function VariationPicker({ base, selected, onChoose, testId }: { base: DetailBase; selected: SelectedValues; onChoose: (attributeId: string, value: string) => void; testId?: string }) {
  const t = useT();
  if (!base.variationAttributes.length) return null;
  return (
    <div data-testid={testId} className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      {base.variationAttributes.map((attribute) => {
        const chosen = attribute.values.find((v) => v.value === selected[attribute.id]);
        const color = COLOR_ATTRIBUTE.test(attribute.id);
        return (
          <fieldset key={attribute.id} className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
            <legend className={css({ fontWeight: 'semibold', fontSize: 'sm', mb: '2' })}>
              {chosen ? t('pdp.selectedValue', { name: attribute.name, value: chosen.name }) : attribute.name}
            </legend>
            <div role="radiogroup" aria-label={attribute.name} className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
              {attribute.values.map((value) => {
                const enabled = isValueOrderable(attribute.id, value.value, base.variants, selected);
                const checked = selected[attribute.id] === value.value;
                const swatch = SWATCH_COLORS[value.value.toLowerCase()];
                return (
                  <button
                    key={value.value}
                    type="button"
                    role="radio"
                    aria-checked={checked}
                    data-checked={checked ? '' : undefined}
                    aria-label={enabled ? value.name : t('pdp.unavailableValue', { value: value.name })}
                    title={value.name}
                    disabled={!enabled}
                    onClick={() => onChoose(attribute.id, value.value)}
                    className={cx(optionClass, color ? css({ borderRadius: 'full', w: '11', p: '0' }) : css({ borderRadius: 'sm' }))}
                  >
                    {color ? (
                      <span aria-hidden="true" className={css({ w: '8', h: '8', borderRadius: 'full', border: '1px solid', borderColor: 'line' })} style={{ background: swatch ?? value.value }} />
                    ) : (
                      value.name
                    )}
                  </button>
                );
              })}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
