import { useCallback, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { FieldErrors } from '../../../shared/account/account-rules';

/** What a send answers: null when done, a message for the form's error banner, or KEEP_BUSY. */
export const KEEP_BUSY = Symbol('keep-busy');
export type SendOutcome = string | null | typeof KEEP_BUSY;

/**
 * Form state with the account rules (document 1 §5): a field's error shows after it loses focus
 * or on submit, once, under the field. While an error shows it follows the typing (so it always
 * describes the current value); fields in `live` (the e-mail) are re-validated on every change.
 * Submitting shows every error and focuses the first invalid field, or sends once at a time.
 */
export function useAuthForm<V extends Record<string, string | boolean>, K extends keyof V & string>(
  initial: V,
  rules: (values: V) => FieldErrors<K>,
  live: readonly NoInfer<K>[] = [],
  /** What the server answered a post of this form without JavaScript (decision 270). */
  answered?: { failure: string | null; errors: FieldErrors<K> },
) {
  const idPrefix = useId();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<K>>(answered?.errors ?? {});
  const [touched, setTouched] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(answered?.failure ?? null);
  // The server's refusals of a field (a common password): shown until that field's value changes.
  const [refusals, setRefusals] = useState<Partial<Record<K, { id: string; value: string }>>>({});
  const valuesRef = useRef(values);
  valuesRef.current = values;

  const change = useCallback(
    (field: keyof V & string, value: V[keyof V]) => {
      const next = { ...valuesRef.current, [field]: value };
      valuesRef.current = next;
      setValues(next);
      setTouched(true);
      setErrors((shown) => {
        const found = rules(next);
        const updated: FieldErrors<K> = {};
        for (const key of Object.keys(shown) as K[]) if (found[key]) updated[key] = found[key];
        if ((live as readonly string[]).includes(field) && found[field as K]) updated[field as K] = found[field as K];
        return updated;
      });
    },
    [rules, live],
  );

  const blur = useCallback(
    (field: K) => {
      const found = rules(valuesRef.current)[field];
      setErrors((shown) => {
        const updated = { ...shown };
        if (found) updated[field] = found;
        else delete updated[field];
        return updated;
      });
    },
    [rules],
  );

  const reset = useCallback(() => {
    valuesRef.current = initial;
    setValues(initial);
    setErrors({});
    setTouched(false);
  }, [initial]);

  const fieldId = (field: K) => `${idPrefix}-${field}`;

  /** Shows the server's refusal (a message id) under a field and focuses it, until the value changes. */
  const refuse = (name: K, id: string) => {
    setRefusals((shown) => ({ ...shown, [name]: { id, value: String(valuesRef.current[name]) } }));
    document.getElementById(fieldId(name))?.focus();
  };

  const fieldError = (name: K) => {
    const refusal = refusals[name];
    return errors[name] ?? (refusal && refusal.value === String(values[name]) ? refusal.id : undefined);
  };

  /** The props of a text input bound to a field (see AuthField). */
  const field = (name: K) => ({
    id: fieldId(name),
    name,
    value: String(values[name]),
    error: fieldError(name),
    onChange: (event: ChangeEvent<HTMLInputElement>) => change(name, event.target.value as V[keyof V]),
    onBlur: () => blur(name),
  });

  /** The submit handler: validate (focus the first invalid field), then `send` once at a time. */
  const onSubmit = (send: (values: V) => Promise<SendOutcome>, onBusy?: (busy: boolean) => void) => async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const found = rules(valuesRef.current);
    setErrors(found);
    const invalid = Object.keys(found)[0] as K | undefined;
    if (invalid) {
      document.getElementById(fieldId(invalid))?.focus();
      return;
    }
    setFailure(null);
    setSubmitting(true);
    onBusy?.(true);
    const outcome = await send(valuesRef.current);
    // KEEP_BUSY: the page is about to load again.
    if (outcome === KEEP_BUSY) return;
    setSubmitting(false);
    onBusy?.(false);
    setFailure(outcome);
  };

  return { values, errors, touched, submitting, failure, change, blur, reset, field, fieldId, onSubmit, refuse };
}
