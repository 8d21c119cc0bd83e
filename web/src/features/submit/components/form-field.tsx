// A labelled form field with its helper text, error message and optional character counter, and the
// submit forms' text fields built on it.
import { Field, HStack, Input, Text, Textarea } from '@chakra-ui/react';
import { fieldSlotRecipe, inputRecipe, textareaRecipe } from '@chakra-ui/react/theme';
import type { ReactNode } from 'react';
import type { TextBinding } from '../hooks/use-submit-flow';

interface FormFieldProps {
  label: ReactNode;
  error?: string;
  helper?: ReactNode;
  required?: boolean;
  /** Shows "length/max" beside the label. */
  count?: { length: number; max: number };
  children: ReactNode;
}

export function FormField({ label, error, helper, required = false, count, children }: FormFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required} recipe={fieldSlotRecipe}>
      <HStack justify="space-between" w="full">
        <Field.Label fontWeight="semibold">
          {label}
          {required ? <Field.RequiredIndicator /> : null}
        </Field.Label>
        {count ? (
          <Text
            as="span"
            fontSize="xs"
            color={count.length > count.max ? 'fg.error' : 'fg.muted'}
            fontVariantNumeric="tabular-nums"
            aria-hidden="true"
          >
            {count.length}/{count.max}
          </Text>
        ) : null}
      </HStack>
      {children}
      {helper && !error ? <Field.HelperText>{helper}</Field.HelperText> : null}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

interface TextFieldProps extends TextBinding {
  label: string;
  required?: boolean;
  helper?: ReactNode;
  /** Shows the trimmed length against this limit. */
  max?: number;
  placeholder?: string;
  autoComplete?: string;
  /** A URL: the url keyboard on phones. */
  url?: boolean;
  /** A 3-row text area instead of a one-line input. */
  multiline?: boolean;
}

export function TextField({ label, required, helper, max, error, multiline, url, onChange, ...input }: TextFieldProps) {
  const count = max === undefined ? undefined : { length: input.value.trim().length, max };
  const change = (event: { target: { value: string } }) => onChange(event.target.value);
  return (
    <FormField label={label} required={required} error={error} helper={helper} count={count}>
      {multiline ? (
        <Textarea recipe={textareaRecipe} rows={3} onChange={change} {...input} />
      ) : (
        <Input
          recipe={inputRecipe}
          type={url ? 'url' : undefined}
          inputMode={url ? 'url' : undefined}
          onChange={change}
          {...input}
        />
      )}
    </FormField>
  );
}
