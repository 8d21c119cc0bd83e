// POST /api/contact (docs/product.md#calls): JSON name, email, subject, message; the bearer token when signed in.
import type { z } from 'zod';
import type { contactInputSchema } from '@domain/validation';
import { useMutation } from '@tanstack/react-query';
import { browserApi } from '../../../lib/api';

export type ContactInput = z.output<typeof contactInputSchema>;

export async function sendContact({ input, token }: { input: ContactInput; token: string | null }) {
  return browserApi.call('contact', { body: input, token });
}

export function useSendContact() {
  return useMutation({ mutationFn: sendContact });
}
