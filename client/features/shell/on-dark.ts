import { css } from 'styled-system/css';

/** On the blue and black bars the page's blue focus ring would not show; these use yellow. */
export const onDark = css({ '& :is(a, button, input):focus-visible': { outlineColor: 'brand.yellow' } });
