// The frame both submit forms share: the form (no browser validation: the fields show the spec's
// messages), the review notice and the send button.
import { Button, Stack, Text } from '@chakra-ui/react';
import type { FormEvent, ReactNode, RefObject } from 'react';

interface SubmitFormShellProps {
  formRef: RefObject<HTMLFormElement | null>;
  onSubmit: (event: FormEvent) => void;
  pending: boolean;
  children: ReactNode;
}

export function SubmitFormShell({ formRef, onSubmit, pending, children }: SubmitFormShellProps) {
  return (
    <Stack asChild gap={6}>
      <form ref={formRef} onSubmit={onSubmit} noValidate aria-label="Submit your project">
        {children}
        <Text fontSize="sm" color="fg.muted">
          New submissions are reviewed before they appear. We&apos;ll notify you when your project is approved.
        </Text>
        <Button type="submit" size="lg" minH="48px" loading={pending} loadingText="Submitting…">
          Submit Project
        </Button>
      </form>
    </Stack>
  );
}
