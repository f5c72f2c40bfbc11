import { useCallback, useRef, useState } from 'react';
import type { FieldErrors } from '../../../shared/account/account-rules';

/**
 * Form state with the account rules (document 1 §5): a field's error shows after it loses focus
 * or on submit, once, under the field. While an error shows it follows the typing (so it always
 * describes the current value); fields in `live` (the e-mail) are re-validated on every change.
 */
export function useAuthForm<V extends Record<string, string | boolean>, K extends keyof V & string>(
  initial: V,
  rules: (values: V) => FieldErrors<K>,
  live: readonly NoInfer<K>[] = [],
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<K>>({});
  const [touched, setTouched] = useState(false);
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

  /** Shows every error; answers the first invalid field, or null when the form may be sent. */
  const validate = useCallback((): K | null => {
    const found = rules(valuesRef.current);
    setErrors(found);
    return (Object.keys(found)[0] as K | undefined) ?? null;
  }, [rules]);

  const reset = useCallback(() => {
    valuesRef.current = initial;
    setValues(initial);
    setErrors({});
    setTouched(false);
  }, [initial]);

  return { values, errors, touched, change, blur, validate, reset };
}
