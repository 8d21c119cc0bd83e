// The contact form: checked with the server's schema (loaded when the form is first sent) before
// anything is sent; a bad field shows its message and nothing leaves the browser. A plain form with
// Chakra's field, input, select and textarea look (Panda recipes), so the server renders it as it is.
import { CONTACT_SUBJECTS, LIMITS } from '@domain/constants';
import type { ChangeEvent, FormEvent, ReactNode } from 'react';
import { useRef, useState } from 'react';
import { css, cx } from 'styled-system/css';
import { button, field as fieldRecipe, input, nativeSelect, spinner, textarea } from 'styled-system/recipes';
import { ChevronDownIcon } from '../../../components/ui/chevron-down-icon';
import { toast } from '../../../components/ui/toaster';
import { useSession } from '../../../lib/session';
import { useSendContact } from '../api/send-contact';
import type { ContactErrors, ContactField, ContactSchema, ContactValues } from '../contact-form-state';
import {
  CONTACT_SENT_TOAST,
  EMPTY_CONTACT,
  contactErrorToast,
  loadContactSchema,
  validateContact,
} from '../contact-form-state';

const FORM = css({ borderWidth: '1px', borderColor: 'border.muted', rounded: 'xl', p: { base: 4, md: 8 } });
const FIELDS = css({ display: 'flex', flexDirection: 'column', gap: 5 });
/** Chakra's SimpleGrid columns={{ base: 1, md: 2 }}. */
const NAME_AND_EMAIL = css({
  display: 'grid',
  gridTemplateColumns: { base: 'repeat(1, minmax(0, 1fr))', md: 'repeat(2, minmax(0, 1fr))' },
  gap: 5,
});
const FIELD = fieldRecipe();
const LABEL = cx(FIELD.label, css({ fontWeight: 'semibold' }));
const ERROR_TEXT = cx(FIELD.errorText, css({ color: 'red.700', fontSize: 'sm' }));
// The recipes' own invalid look sits in their base layer, under the outline variant's border, so it
// never shows: it is restated here, on Chakra's condition (not the browser's :invalid, which a
// half-typed address matches before the form is sent).
const INVALID = css({
  '&:is([data-invalid], [aria-invalid=true])': {
    borderColor: 'var(--error-color)',
    focusRingColor: 'var(--error-color)',
  },
});
const INPUT = cx(input({ size: 'lg' }), INVALID);
const SELECT = nativeSelect({ size: 'lg' });
const SELECT_FIELD = cx(SELECT.field, INVALID);
const TEXTAREA = cx(textarea({ size: 'lg' }), INVALID, css({ resize: 'vertical' }));
const SUBMIT = cx(
  button({ size: 'lg' }),
  css({ minH: '48px', fontWeight: 'bold', alignSelf: { base: 'stretch', md: 'flex-start' } }),
);
const LOADING = css({ display: 'contents' });
const SPINNER = cx(spinner({ size: 'inherit' }), css({ borderWidth: '0.125em', color: 'inherit' }));

export function ContactForm() {
  const [values, setValues] = useState<ContactValues>(EMPTY_CONTACT);
  const [errors, setErrors] = useState<ContactErrors>({});
  // After a first submit, fields re-check as you type so a fixed error goes away at once.
  const [attempted, setAttempted] = useState(false);
  // The schema, once the first submit has loaded it.
  const schema = useRef<ContactSchema | null>(null);
  // A second submit while the schema loads or the message is sent does nothing.
  const busy = useRef(false);
  const send = useSendContact();
  const session = useSession();

  const update =
    (field: ContactField) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      const next = { ...values, [field]: event.target.value };
      setValues(next);
      if (attempted && schema.current) {
        const result = validateContact(next, schema.current);
        setErrors(result.ok ? {} : result.errors);
      }
    };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    try {
      schema.current ??= await loadContactSchema();
      setAttempted(true);
      const result = validateContact(values, schema.current);
      if (!result.ok) {
        setErrors(result.errors);
        const first = Object.keys(result.errors)[0];
        if (first) document.getElementById(`contact-${first}`)?.focus();
        return;
      }
      setErrors({});
      const token = session.status === 'signedIn' ? await session.getIdToken() : null;
      await send.mutateAsync({ input: result.input, token });
      toast(CONTACT_SENT_TOAST);
      setValues(EMPTY_CONTACT);
      setAttempted(false);
    } catch (error) {
      toast(contactErrorToast(error));
    } finally {
      busy.current = false;
    }
  };

  const pending = send.isPending;
  const control = (field: ContactField, helper?: boolean) => controlProps(field, errors[field], helper);
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Contact form" className={FORM}>
      <div className={FIELDS}>
        <div className={NAME_AND_EMAIL}>
          <FormField field="name" label="Name" error={errors.name}>
            <input
              {...control('name')}
              className={INPUT}
              name="name"
              autoComplete="name"
              value={values.name}
              onChange={update('name')}
              maxLength={LIMITS.contactName + 50}
            />
          </FormField>
          <FormField field="email" label="Email" error={errors.email}>
            <input
              {...control('email')}
              className={INPUT}
              name="email"
              type="email"
              autoComplete="email"
              inputMode="email"
              value={values.email}
              onChange={update('email')}
            />
          </FormField>
        </div>
        <FormField field="subject" label="Subject" error={errors.subject}>
          <div className={SELECT.root}>
            <select
              {...control('subject')}
              className={SELECT_FIELD}
              name="subject"
              value={values.subject}
              onChange={update('subject')}
            >
              <option value="">Select a subject</option>
              {CONTACT_SUBJECTS.map((subject) => (
                <option key={subject} value={subject}>
                  {subject}
                </option>
              ))}
            </select>
            <div className={SELECT.indicator} data-invalid={errors.subject ? '' : undefined}>
              <ChevronDownIcon />
            </div>
          </div>
        </FormField>
        <FormField
          field="message"
          label="Message"
          error={errors.message}
          helper={`${values.message.trim().length}/${LIMITS.contactMessageMax} characters (at least ${LIMITS.contactMessageMin})`}
        >
          <textarea
            {...control('message', true)}
            className={TEXTAREA}
            name="message"
            value={values.message}
            onChange={update('message')}
            rows={6}
          />
        </FormField>
        <button type="submit" className={SUBMIT} disabled={pending} data-loading={pending ? '' : undefined}>
          {pending ? (
            <span className={LOADING}>
              <span className={SPINNER} />
              Sending Message...
            </span>
          ) : (
            'Send Message'
          )}
        </button>
      </div>
    </form>
  );
}

/** The ids a field's parts share (as Chakra's Field gave them): the control's is `contact-{field}`. */
function fieldIds(field: ContactField) {
  const control = `contact-${field}`;
  return {
    root: `field::${control}`,
    label: `field::${control}::label`,
    control,
    error: `field::${control}::error-text`,
    helper: `field::${control}::helper-text`,
  };
}

/** A control's id and state: invalid with its message, or described by the helper text under it. */
function controlProps(field: ContactField, error: string | undefined, helper = false) {
  const ids = fieldIds(field);
  return {
    id: ids.control,
    'aria-invalid': error ? true : undefined,
    'aria-errormessage': error ? ids.error : undefined,
    'aria-describedby': !error && helper ? ids.helper : undefined,
    'data-invalid': error ? '' : undefined,
  };
}

function FormField({
  field,
  label,
  error,
  helper,
  children,
}: {
  field: ContactField;
  label: string;
  error: string | undefined;
  helper?: string;
  children: ReactNode;
}) {
  const ids = fieldIds(field);
  const invalid = error ? '' : undefined;
  return (
    <div className={FIELD.root} id={ids.root} role="group" data-invalid={invalid}>
      <label className={LABEL} id={ids.label} htmlFor={ids.control} data-invalid={invalid}>
        {label}
      </label>
      {children}
      {error ? (
        <span className={ERROR_TEXT} id={ids.error} aria-live="polite">
          {error}
        </span>
      ) : helper ? (
        <span className={FIELD.helperText} id={ids.helper}>
          {helper}
        </span>
      ) : null}
    </div>
  );
}
