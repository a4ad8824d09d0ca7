import { fieldErrors } from '@verdant/shared/auth';
import { type FormEvent, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorFields } from '../../lib/api/errors.ts';
import { authErrorMessage } from './form-error.ts';

type ZodErrorLike = Parameters<typeof fieldErrors>[0];
interface SchemaLike<T> {
  safeParse(input: unknown): { success: true; data: T } | { success: false; error: ZodErrorLike };
}

type Errors = Record<string, string>;

/**
 * Form state validated with a shared zod schema: on blur (fields the user has left), on change of
 * such a field, and on submit (all fields; focus moves to the first invalid one). Errors are
 * validation message keys, shown translated from `validation.<key>`.
 */
export function useValidatedForm<V extends Record<string, string>, T>(schema: SchemaLike<T>, initial: V) {
  const { t } = useTranslation();
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const current = useRef(values);
  const touched = useRef(new Set<string>());
  const refs = useRef(new Map<string, HTMLElement>());

  const check = useCallback(
    (next: V, only: ReadonlySet<string> | null) => {
      const result = schema.safeParse(next);
      const found = result.success ? {} : fieldErrors(result.error);
      const shown: Errors = {};
      for (const [field, key] of Object.entries(found)) if (!only || only.has(field)) shown[field] = key;
      return { result, shown };
    },
    [schema],
  );

  const setValue = useCallback(
    (name: keyof V & string, value: string) => {
      const next = { ...current.current, [name]: value };
      current.current = next;
      setValues(next);
      if (touched.current.has(name)) setErrors(check(next, touched.current).shown);
    },
    [check],
  );

  const onBlur = useCallback(
    (name: string) => {
      touched.current.add(name);
      setErrors(check(current.current, touched.current).shown);
    },
    [check],
  );

  /** Validates everything; returns the parsed data, or null after showing errors and focusing the first. */
  const submit = useCallback((): T | null => {
    for (const name of Object.keys(current.current)) touched.current.add(name);
    const { result, shown } = check(current.current, null);
    setErrors(shown);
    if (result.success) return result.data;
    const first = Object.keys(current.current).find((name) => shown[name]);
    if (first) refs.current.get(first)?.focus();
    return null;
  }, [check]);

  /** Field errors from the server (`VALIDATION_FAILED` → `details.fields`). */
  const setServerErrors = useCallback((fields: Errors) => {
    setErrors((prev) => ({ ...prev, ...fields }));
    const first = Object.keys(current.current).find((name) => fields[name]);
    if (first) refs.current.get(first)?.focus();
  }, []);

  const errorText = useCallback(
    (name: keyof V & string): string | null => {
      const key = errors[name];
      if (!key) return null;
      return t(`validation:${key}`, { defaultValue: t('errors:VALIDATION_FAILED') });
    },
    [errors, t],
  );

  /** Props for an <input> bound to `name`. */
  const bind = useCallback(
    (name: keyof V & string): BoundInput => ({
      name,
      value: values[name] ?? '',
      onChange: (event: { target: { value: string } }) => setValue(name, event.target.value),
      onBlur: () => onBlur(name),
      ref: (el: HTMLInputElement | null) => {
        if (el) refs.current.set(name, el);
        else refs.current.delete(name);
      },
    }),
    [values, setValue, onBlur],
  );

  const [pending, setPending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  /**
   * The form's submit handler: validates everything (nothing is sent while a field is wrong), then
   * `send`s the data, `pending` meanwhile. A failure shows the server's field errors and its message
   * (`formError`), unless `failed` takes care of it (answers true).
   */
  const onSubmit =
    (send: (data: T) => Promise<void>, failed?: (error: unknown) => boolean) => async (event: FormEvent) => {
      event.preventDefault();
      setFormError(null);
      const data = submit();
      if (!data) return;
      setPending(true);
      try {
        await send(data);
      } catch (error) {
        if (failed?.(error)) return;
        setServerErrors(errorFields(error));
        setFormError(authErrorMessage(error, t) || null);
      } finally {
        setPending(false);
      }
    };

  return { values, errors, errorText, bind, submit, setServerErrors, onSubmit, pending, formError };
}

/** The props `bind` gives an <input>. */
export interface BoundInput {
  name: string;
  value: string;
  onChange(event: { target: { value: string } }): void;
  onBlur(): void;
  ref(el: HTMLInputElement | null): void;
}

/** What a group of fields needs of a validated form: binding its fields and their error text. */
export interface FormFields<Name extends string> {
  bind(name: Name): BoundInput;
  errorText(name: Name): string | null;
}
