// The admin pages' texts (docs/product.md#admin-dashboard, #route-guards, #validation and
// Campaign) and the toasts built from an action's outcome, pure so they are unit-tested.
import { MESSAGES } from '@domain/messages';
import type { ToastOptions } from '../../components/ui/toaster';
import { ApiError } from '../../lib/api-error';

export const ADMIN_TEXTS = {
  accessRequired: 'ADMIN ACCESS REQUIRED',
  signIn: 'SIGN IN WITH GOOGLE',
  accessDeniedTitle: 'ACCESS DENIED',
  accessDeniedText: 'You do not have admin privileges to access this page.',
  emptyTitle: 'NO PENDING SUBMISSIONS',
  emptyText: 'All submissions have been reviewed.',
  previewFailed: 'Failed to load email preview',
  networkError: 'Network error...',
  sendFailed: MESSAGES.mailSendFailed,
  campaignSent: 'Campaign Sent',
} as const;

/** fetch rejects with a TypeError when the request never got an answer (offline, DNS, reset). */
export function isNetworkError(error: unknown): boolean {
  return error instanceof TypeError;
}

/**
 * What to tell the admin about a failed call: the server's message for an API error, 'Network
 * error...' when no answer came, else the error's own text (or the fallback).
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    const message = error.serverMessage.trim();
    // A bare status text or an HTML error page is no message for a person.
    return message && message.length <= 300 && !message.startsWith('<') ? message : fallback;
  }
  if (isNetworkError(error)) return ADMIN_TEXTS.networkError;
  return error instanceof Error && error.message ? error.message : fallback;
}

export type ReviewDecision = 'approved' | 'rejected';

export function statusUpdatedToast(projectName: string, status: ReviewDecision): ToastOptions {
  return { title: 'Status Updated', description: `${projectName} was ${status}.`, type: 'success' };
}

export function updateFailedToast(error: unknown): ToastOptions {
  return {
    title: 'Update Failed',
    description: failureMessage(error, 'The status could not be changed.'),
    type: 'error',
  };
}

export function projectDeletedToast(projectName: string): ToastOptions {
  return { title: 'Project Deleted', description: `${projectName} was deleted permanently.`, type: 'success' };
}

export function deleteFailedToast(error: unknown): ToastOptions {
  return {
    title: 'Delete Failed',
    description: failureMessage(error, 'The project could not be deleted.'),
    type: 'error',
  };
}

/** A test or campaign send that did not go out. */
export function sendFailedToast(error: unknown): ToastOptions {
  return {
    title: ADMIN_TEXTS.sendFailed,
    description: failureMessage(error, 'The e-mail was not sent.'),
    type: 'error',
  };
}

/** Any other failed admin call (e.g. loading the campaign preview). */
export function errorToast(error: unknown): ToastOptions {
  return {
    title: 'Error',
    description: failureMessage(error, 'Something went wrong. Please try again.'),
    type: 'error',
  };
}
