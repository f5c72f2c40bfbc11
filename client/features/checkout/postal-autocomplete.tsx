import { useEffect, useId, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import {
  acceptSuggestion,
  AUTOCOMPLETE_DEBOUNCE_MS,
  AUTOCOMPLETE_LIST_MAX_HEIGHT_PX,
  AUTOCOMPLETE_MIN_CHARS,
  type AddressSuggestion,
} from '../../../shared/address/autocomplete';
import { regionName } from '../../../shared/address/region-names';
import type { LocaleId, SiteId } from '../../../shared/sites/config';
import { useIntl, useT } from '../../i18n/intl';
import { siteApi } from './checkout-api';
import { errorClass, fieldClass, inputClass, labelClass } from './form-styles';

interface Props {
  label: string;
  /** The field's name in a posted form (the checkout's address step without script, decision 294). */
  name?: string;
  value: string;
  error?: string | null;
  site: SiteId;
  locale: LocaleId;
  allowedStateIds: readonly string[];
  enabled: boolean;
  onChange(value: string): void;
  /** A picked suggestion whose state is allowed (others are ignored, document 1 §5). */
  onPick(suggestion: AddressSuggestion): void;
}

/**
 * Postal code input with suggestions from the bundled postal data (document 1 §5, §9): from 3
 * characters, 350 ms after typing stops, a list at most 300 px high, the site's country only.
 * An ARIA combobox: arrows move, Enter picks, Escape closes.
 */
export function PostalAutocomplete({ label, name, value, error, site, locale, allowedStateIds, enabled, onChange, onPick }: Props) {
  const t = useT();
  const intl = useIntl();
  const id = useId();
  const [suggestions, setSuggestions] = useState<AddressSuggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const typed = useRef(false);
  // Suggestions that arrive after the shopper pressed Escape or left the field stay closed: a list
  // opening late would cover the fields below while they are filling them in.
  const dismissed = useRef(false);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!enabled || !typed.current || value.replace(/\s/g, '').length < AUTOCOMPLETE_MIN_CHARS) {
      setSuggestions([]);
      return;
    }
    const controller = new AbortController();
    const timer = window.setTimeout(async () => {
      try {
        const res = await fetch(siteApi(`/api/address/autocomplete?q=${encodeURIComponent(value)}`, site, locale), { signal: controller.signal });
        const body = (await res.json()) as { predictions?: AddressSuggestion[] };
        setSuggestions(body.predictions ?? []);
        setOpen(!dismissed.current && document.activeElement === inputRef.current);
        setActive(-1);
      } catch {
        // Suggestions are a convenience: a failed lookup leaves the field as typed.
      }
    }, AUTOCOMPLETE_DEBOUNCE_MS);
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [value, enabled, site, locale]);

  const pick = (suggestion: AddressSuggestion) => {
    setOpen(false);
    typed.current = false;
    if (acceptSuggestion(suggestion, allowedStateIds)) onPick(suggestion);
  };

  const expanded = open && suggestions.length > 0;
  const listId = `${id}-list`;
  return (
    <div className={css({ position: 'relative' }) + ' ' + fieldClass}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${id}-opt-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        autoComplete="postal-code"
        className={inputClass}
        value={value}
        ref={inputRef}
        onChange={(event) => {
          typed.current = true;
          dismissed.current = false;
          onChange(event.target.value);
        }}
        onFocus={() => setOpen(suggestions.length > 0)}
        onBlur={() => window.setTimeout(() => setOpen(false), 150)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            dismissed.current = true;
            setOpen(false);
            return;
          }
          if (!expanded) return;
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setActive((i) => Math.min(i + 1, suggestions.length - 1));
          } else if (event.key === 'ArrowUp') {
            event.preventDefault();
            setActive((i) => Math.max(i - 1, 0));
          } else if (event.key === 'Enter' && active >= 0) {
            event.preventDefault();
            pick(suggestions[active]!);
          }
        }}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={t('checkout.address.suggestions')}
        hidden={!expanded}
        style={{ maxHeight: AUTOCOMPLETE_LIST_MAX_HEIGHT_PX }}
        className={css({ position: 'absolute', top: '100%', insetX: '0', zIndex: 10, overflowY: 'auto', bg: 'white', border: '1px solid', borderColor: 'line', borderRadius: 'md', boxShadow: 'md', mt: '1' })}
      >
        {suggestions.map((s, i) => (
          <li
            key={`${s.postalCode}-${s.stateCode}`}
            id={`${id}-opt-${i}`}
            role="option"
            aria-selected={i === active}
            onMouseDown={(event) => {
              event.preventDefault();
              pick(s);
            }}
            className={css({ px: '3', py: '2', cursor: 'pointer', _selected: { bg: 'surface' }, _hover: { bg: 'surface' } })}
          >
            {t('checkout.address.suggestion', { postalCode: s.postalCode, state: regionName(intl, s.stateCode) })}
          </li>
        ))}
      </ul>
      {error && (
        <p id={`${id}-error`} className={errorClass}>
          {error}
        </p>
      )}
    </div>
  );
}
