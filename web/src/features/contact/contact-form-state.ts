// The contact form's rules, pure: the shared schema's messages per field and the form's toasts, so
// the page only wires them to inputs. The schema (zod) loads when the form is first sent, not with the page.
import type { contactInputSchema } from '@domain/validation';
import { ApiError } from '../../lib/api-error';
import type { ToastOptions } from '../../components/ui/toaster';
import type { ContactInput } from './api/send-contact';

export const CONTACT_FIELDS = ['name', 'email', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField, string>>;

export const EMPTY_CONTACT: ContactValues = { name: '', email: '', subject: '', message: '' };

export const CONTACT_SENT_TOAST: ToastOptions = {
  title: 'Message Sent!',
  description: "Thanks for reaching out. We'll get back to you soon.",
  type: 'success',
};
export const CONTACT_FAILED_FALLBACK = 'Failed to send message. Please try again.';

export type ContactValidation = { ok: true; input: ContactInput } | { ok: false; errors: ContactErrors };
export type ContactSchema = typeof contactInputSchema;

/** The server's schema for a contact message, loaded on demand. */
export async function loadContactSchema(): Promise<ContactSchema> {
  const { contactInputSchema } = await import('@domain/validation');
  return contactInputSchema;
}

/** Checks the values with the server's schema; on failure the first message of each field. */
export function validateContact(values: ContactValues, schema: ContactSchema): ContactValidation {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, input: result.data };
  const errors: ContactErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && (CONTACT_FIELDS as readonly string[]).includes(field)) {
      errors[field as ContactField] ??= issue.message;
    }
  }
  return { ok: false, errors };
}

/** A destructive 'Error' toast with the server's message, else the generic text. */
export function contactErrorToast(error: unknown): ToastOptions {
  const serverMessage = error instanceof ApiError ? error.serverMessage.trim() : '';
  // A bare status text or an HTML error page is no message for a person.
  const usable = serverMessage && serverMessage.length <= 300 && !serverMessage.startsWith('<');
  return { title: 'Error', description: usable ? serverMessage : CONTACT_FAILED_FALLBACK, type: 'error' };
}
