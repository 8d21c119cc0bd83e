// A labelled form field with its helper text, error message and optional character counter.
import { Field, HStack, Text } from '@chakra-ui/react';
import { fieldSlotRecipe } from '@chakra-ui/react/theme';
import type { ReactNode } from 'react';

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
