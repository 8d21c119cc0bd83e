import { describe, expect, it } from 'vitest';
import { checkAdminKey, checkTestEmail } from './admin-input-checks';
import { ApiError } from '../../lib/api-error';
import {
  ADMIN_TEXTS,
  deleteFailedToast,
  errorToast,
  failureMessage,
  projectDeletedToast,
  sendFailedToast,
  statusUpdatedToast,
  updateFailedToast,
} from './admin-messages';

const apiError = (status: number, message: string) =>
  new ApiError(status, message, JSON.stringify({ error: 'x', message }));

describe('admin toasts (docs/product.md#errors-and-toasts)', () => {
  it('names the project on success', () => {
    expect(statusUpdatedToast('Tiny Tunes', 'approved')).toEqual({
      title: 'Status Updated',
      description: 'Tiny Tunes was approved.',
      type: 'success',
    });
    expect(statusUpdatedToast('Tiny Tunes', 'rejected').description).toBe('Tiny Tunes was rejected.');
    expect(projectDeletedToast('Tiny Tunes')).toMatchObject({ title: 'Project Deleted', type: 'success' });
  });

  it("carries the server's message on failure", () => {
    const conflict = apiError(409, 'Only pending projects can be approved; this project is already rejected');
    expect(updateFailedToast(conflict)).toEqual({
      title: 'Update Failed',
      description: 'Only pending projects can be approved; this project is already rejected',
      type: 'error',
    });
    expect(deleteFailedToast(apiError(404, 'Project not found'))).toEqual({
      title: 'Delete Failed',
      description: 'Project not found',
      type: 'error',
    });
    expect(sendFailedToast(apiError(403, 'Invalid admin key'))).toEqual({
      title: 'Failed to Send',
      description: 'Invalid admin key',
      type: 'error',
    });
    expect(errorToast(apiError(400, 'Admin key required'))).toMatchObject({
      title: 'Error',
      description: 'Admin key required',
    });
  });

  it("says 'Network error...' when no answer came, and never shows an HTML error page", () => {
    expect(failureMessage(new TypeError('Failed to fetch'), 'fallback')).toBe(ADMIN_TEXTS.networkError);
    expect(ADMIN_TEXTS.networkError).toBe('Network error...');
    expect(sendFailedToast(new TypeError('NetworkError when attempting to fetch resource.')).description).toBe(
      'Network error...',
    );
    const html = new ApiError(502, '<!doctype html><h1>Bad gateway</h1>', '<!doctype html>');
    expect(failureMessage(html, 'The e-mail was not sent.')).toBe('The e-mail was not sent.');
    expect(failureMessage(new ApiError(500, '', ''), 'fallback')).toBe('fallback');
    expect(failureMessage(new Error('Must be logged in'), 'fallback')).toBe('Must be logged in');
    expect(failureMessage('weird', 'fallback')).toBe('fallback');
  });
});

describe('admin inputs (docs/product.md#validation)', () => {
  it("requires a test address: 'Email Required', then a valid one", () => {
    expect(checkTestEmail('')).toEqual({ ok: false, field: 'testEmail', error: 'Email Required' });
    expect(checkTestEmail('   ')).toEqual({ ok: false, field: 'testEmail', error: 'Email Required' });
    expect(checkTestEmail('not-an-address')).toEqual({
      ok: false,
      field: 'testEmail',
      error: 'Please enter a valid email address',
    });
    expect(checkTestEmail('  ada@vibechart.dev ')).toEqual({ ok: true, value: 'ada@vibechart.dev' });
  });

  it("requires an admin key: 'Admin key required'", () => {
    expect(checkAdminKey('')).toEqual({ ok: false, field: 'adminKey', error: 'Admin key required' });
    expect(checkAdminKey(' \t ')).toEqual({ ok: false, field: 'adminKey', error: 'Admin key required' });
    expect(checkAdminKey(' s3cret ')).toEqual({ ok: true, value: 's3cret' });
    expect(checkAdminKey('k'.repeat(513)).ok).toBe(false);
  });
});
