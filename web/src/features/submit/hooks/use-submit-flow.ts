// The one submit flow of both forms (docs/product.md#screens): the values kept as a draft, the thumbnail, which
// errors show, and the send — check, focus the first field with a problem, take the ID token, post,
// start clean. What differs between v1 and v2 (payload, toasts, what follows) comes in as options.
import type { FormEvent } from 'react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { normalizeUrl } from '@domain/url';
import { toast } from '../../../components/ui/toaster';
import { useSession } from '../../../lib/session';
import { rememberLastSubmitted } from '../../../lib/submit-storage';
import { isEmptyDraft } from '../draft';
import type { FormFeedback, ToastText, V1FormValues, V2FormValues, Validated } from '../submit-form';
import { FRESH_FEEDBACK, attemptSubmit, shownError, touchField } from '../submit-form';
import type { FormChecks } from './use-form-checks';
import { loadFormChecks, useFormChecks } from './use-form-checks';
import { useStoredDraft } from './use-stored-draft';

/** A form's checks, taken from the lazily loaded module (use-form-checks.ts). */
export interface FormCheck<V, D> {
  parseDraft: (stored: string | null) => V | null;
  validate: (values: V, thumbnail: File | null) => Validated<D>;
}

/** Until the checks have loaded: nothing to show, nothing to send. */
const UNCHECKED: Validated<never> = { ok: false, errors: {} };

interface SubmitFlowOptions<V, D, R> {
  draftKey: string;
  /** Picks the form's checks from the module: a function defined once, outside the component. */
  checks: (module: FormChecks) => FormCheck<V, D>;
  empty: V;
  buildForm: (data: D, thumbnail: Blob, fileName: string) => FormData;
  mutation: { isPending: boolean; mutateAsync: (input: { form: FormData; token: string }) => Promise<R> };
  /** No ID token at the submit (the session ended). */
  onSignedOut: () => void;
  /** After a successful submit, once the form is empty again. */
  onSent: (created: R) => void;
  failure: (error: unknown) => ToastText;
}

/** What a text field needs from the form: its value, its shown error and its handlers. */
export interface TextBinding {
  name: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  onBlur: () => void;
}

type TextKey<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

export function useSubmitFlow<V extends V1FormValues | V2FormValues, D, R extends { id: string }>(
  options: SubmitFlowOptions<V, D, R>,
) {
  const { mutation, checks: pickChecks } = options;
  const session = useSession();
  const module = useFormChecks();
  const checks = useMemo(() => (module ? pickChecks(module) : null), [module, pickChecks]);
  const [values, setValues, draft] = useStoredDraft(
    options.draftKey,
    checks?.parseDraft ?? null,
    options.empty,
    isEmptyDraft,
  );
  const [thumbnail, setThumbnail] = useState<File | null>(null);
  const [feedback, setFeedback] = useState<FormFeedback>(FRESH_FEEDBACK);
  const formRef = useRef<HTMLFormElement>(null);

  // Focus the first field with a problem after a failed send, once React has marked it invalid (also
  // when the send came before the checks had loaded and the errors show a moment later).
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest, checks]);

  const validation = useMemo(
    () => (checks ? checks.validate(values, thumbnail) : UNCHECKED),
    [checks, values, thumbnail],
  );
  const errors = validation.ok ? {} : validation.errors;
  const shown = (field: string) => shownError(feedback, errors, field);
  const touch = (field: string) => setFeedback((prev) => touchField(prev, field));
  const set = <K extends keyof V>(key: K, value: V[K]) => setValues((prev) => ({ ...prev, [key]: value }));
  /** An empty form that starts clean: no "… is required" before the person has done anything. */
  const resetForm = () => {
    setValues(options.empty);
    setThumbnail(null);
    setFeedback(FRESH_FEEDBACK);
  };

  /** A text field bound to `name`; `normalize` applies the spec's URL helper when it is left. */
  const bindText = (name: string, value: string, write: (value: string) => void, normalize = false): TextBinding => ({
    name,
    value,
    error: shown(name),
    onChange: write,
    onBlur: () => {
      touch(name);
      // The spec's URL helper: trim, add https://, repair "https:/x".
      const normalized = normalize ? normalizeUrl(value) : null;
      if (normalized) write(normalized);
    },
  });
  const text = (key: TextKey<V>, normalize = false) =>
    bindText(key, values[key] as string, (value) => set(key, value as V[typeof key]), normalize);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    setFeedback(attemptSubmit);
    // A send before the checks have loaded waits for them.
    const checked = checks ? validation : pickChecks(await loadFormChecks()).validate(values, thumbnail);
    if (!checked.ok || !thumbnail) {
      setFocusRequest((n) => n + 1);
      return;
    }
    const status = await session.ready();
    const token = status === 'signedIn' ? await session.getIdToken() : null;
    if (!token) {
      options.onSignedOut();
      return;
    }
    try {
      const created = await mutation.mutateAsync({
        form: options.buildForm(checked.data, thumbnail, thumbnail.name),
        token,
      });
      rememberLastSubmitted(created.id);
      // Leave the field first (a submit by Enter keeps it focused): its blur would mark it touched
      // once a dialog takes the focus, showing "… is required" on the emptied form.
      const focused = document.activeElement;
      if (focused instanceof HTMLElement && formRef.current?.contains(focused)) focused.blur();
      resetForm();
      options.onSent(created);
    } catch (error) {
      console.error('Submission failed', error);
      toast({ ...options.failure(error), type: 'error' });
    }
  };

  return {
    values,
    set,
    errors,
    shown,
    touch,
    bindText,
    text,
    resetForm,
    draftRestored: draft.restored,
    thumbnail,
    thumbnailField: {
      file: thumbnail,
      error: feedback.attempted || thumbnail ? errors.thumbnail : undefined,
      onChange: (file: File | null) => {
        setThumbnail(file);
        touch('thumbnail');
      },
    },
    formRef,
    submit,
    pending: mutation.isPending,
  };
}
