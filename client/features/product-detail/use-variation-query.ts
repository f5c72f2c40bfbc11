import { useCallback, useMemo } from 'react';
import { readSelection, resolveVariant, writeSelection, type SelectedValues } from '../../../shared/product/variations';
import type { DetailBase, DetailVariant } from '../../../shared/product/product-detail';
import { buildHref } from '../../../shared/sites/resolve';
import { useNavigate, useRouter } from '../../router/router';

export interface Selection {
  selected: SelectedValues;
  variant: DetailVariant | null;
}

/** The selected values of a product (or set member, nested under its id) and its resolved variant. */
export function selectionOf(base: DetailBase, query: URLSearchParams, nestedUnder?: string): Selection {
  const selected = { ...base.selectedValues, ...readSelection(query, base.variationAttributes, nestedUnder) };
  return { selected, variant: resolveVariant(base.variationAttributes, base.variants, selected) };
}

/**
 * Variation choices live in the URL (document 1 §2.9): parameters named after the attribute id, or
 * nested under a set member's product id. Choosing replaces the URL without scrolling.
 */
export function useVariationQuery() {
  const { location } = useRouter();
  const navigate = useNavigate();
  const query = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const choose = useCallback(
    (attributeId: string, value: string | null, nestedUnder?: string) => {
      const next = writeSelection(query, attributeId, value, nestedUnder).toString();
      navigate(buildHref(location.path + (next ? `?${next}` : ''), location.site, location.locale), { replace: true, keepScroll: true });
    },
    [query, navigate, location.path, location.site, location.locale],
  );
  return { query, choose };
}
