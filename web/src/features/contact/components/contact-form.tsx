// The contact form (spec §2 Contact, §5 validation, §8 toasts). Checked with the server's schema
// before anything is sent; a bad field shows its message and nothing leaves the browser.
import { Button, Field, Input, SimpleGrid, Stack, Textarea, chakra } from '@chakra-ui/react';
import { fieldSlotRecipe, inputRecipe, textareaRecipe } from '@chakra-ui/react/theme';
import { LIMITS } from '@domain/constants';
import { CONTACT_SUBJECTS } from '@domain/validation';
import type { ChangeEvent, FormEvent, ReactNode } from 'react';
import { useState } from 'react';
import { SelectInput } from '../../../components/ui/select-input';
import { toast } from '../../../components/ui/toaster';
import { useSession } from '../../../lib/session';
import { useSendContact } from '../api/send-contact';
import type { ContactErrors, ContactField, ContactValues } from '../contact-form-state';
import { CONTACT_SENT_TOAST, EMPTY_CONTACT, contactErrorToast, validateContact } from '../contact-form-state';

export function ContactForm() {
  const [values, setValues] = useState<ContactValues>(EMPTY_CONTACT);
  const [errors, setErrors] = useState<ContactErrors>({});
  // After a first submit, fields re-check as you type so a fixed error goes away at once.
  const [attempted, setAttempted] = useState(false);
  const send = useSendContact();
  const session = useSession();

  const update =
    (field: ContactField) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      const next = { ...values, [field]: event.target.value };
      setValues(next);
      if (attempted) {
        const result = validateContact(next);
        setErrors(result.ok ? {} : result.errors);
      }
    };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.isPending) return;
    setAttempted(true);
    const result = validateContact(values);
    if (!result.ok) {
      setErrors(result.errors);
      const first = Object.keys(result.errors)[0];
      if (first) document.getElementById(`contact-${first}`)?.focus();
      return;
    }
    setErrors({});
    try {
      const token = session.status === 'signedIn' ? await session.getIdToken() : null;
      await send.mutateAsync({ input: result.input, token });
      toast(CONTACT_SENT_TOAST);
      setValues(EMPTY_CONTACT);
      setAttempted(false);
    } catch (error) {
      toast(contactErrorToast(error));
    }
  };

  const pending = send.isPending;
  return (
    <chakra.form
      onSubmit={onSubmit}
      noValidate
      aria-label="Contact form"
      borderWidth="1px"
      borderColor="border.muted"
      rounded="xl"
      p={{ base: 4, md: 8 }}
    >
      <Stack gap={5}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={5}>
          <FormField field="name" label="Name" error={errors.name}>
            <Input
              recipe={inputRecipe}
              name="name"
              autoComplete="name"
              value={values.name}
              onChange={update('name')}
              maxLength={LIMITS.contactName + 50}
              size="lg"
            />
          </FormField>
          <FormField field="email" label="Email" error={errors.email}>
            <Input
              recipe={inputRecipe}
              name="email"
              type="email"
              autoComplete="email"
              inputMode="email"
              value={values.email}
              onChange={update('email')}
              size="lg"
            />
          </FormField>
        </SimpleGrid>
        <FormField field="subject" label="Subject" error={errors.subject}>
          <SelectInput
            size="lg"
            name="subject"
            value={values.subject}
            onChange={update('subject')}
            placeholder="Select a subject"
            options={CONTACT_SUBJECTS}
          />
        </FormField>
        <FormField
          field="message"
          label="Message"
          error={errors.message}
          helper={`${values.message.trim().length}/${LIMITS.contactMessageMax} characters (at least ${LIMITS.contactMessageMin})`}
        >
          <Textarea
            recipe={textareaRecipe}
            name="message"
            value={values.message}
            onChange={update('message')}
            rows={6}
            size="lg"
            resize="vertical"
          />
        </FormField>
        <Button
          type="submit"
          size="lg"
          minH="48px"
          fontWeight="bold"
          loading={pending}
          loadingText="Sending Message..."
          alignSelf={{ base: 'stretch', md: 'flex-start' }}
        >
          Send Message
        </Button>
      </Stack>
    </chakra.form>
  );
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
  return (
    <Field.Root recipe={fieldSlotRecipe} invalid={Boolean(error)} id={`contact-${field}`}>
      <Field.Label fontWeight="semibold">{label}</Field.Label>
      {children}
      {error ? (
        <Field.ErrorText color="red.700" fontSize="sm">
          {error}
        </Field.ErrorText>
      ) : helper ? (
        <Field.HelperText>{helper}</Field.HelperText>
      ) : null}
    </Field.Root>
  );
}
