import { describe, expect, it } from 'vitest';
import { contactInputSchema } from '@domain/validation';
import { ApiError } from '../../lib/api-error';
import type { ContactValues } from './contact-form-state';
import {
  CONTACT_FAILED_FALLBACK,
  EMPTY_CONTACT,
  contactErrorToast,
  loadContactSchema,
  validateContact as validateWith,
} from './contact-form-state';

const validateContact = (values: ContactValues) => validateWith(values, contactInputSchema);

const VALID = {
  name: '  Ada Lovelace ',
  email: 'ada@example.com',
  subject: 'Feature Request',
  message: 'Please add a dark mode to the chart.',
};

describe('validateContact', () => {
  it('gives the message of docs/product.md#validation for every empty field', () => {
    const result = validateContact(EMPTY_CONTACT);
    expect(result).toEqual({
      ok: false,
      errors: {
        name: 'Name is required',
        email: 'Please enter a valid email address',
        subject: 'Subject is required',
        message: 'Message must be at least 10 characters',
      },
    });
  });

  it('checks lengths and the address format', () => {
    const result = validateContact({
      name: 'x'.repeat(101),
      email: 'not-an-address',
      subject: 's'.repeat(201),
      message: 'm'.repeat(1001),
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        name: 'Name must be 100 characters or less',
        email: 'Please enter a valid email address',
        subject: 'Subject must be 200 characters or less',
        message: 'Message must be 1000 characters or less',
      },
    });
  });

  it('counts the message after trimming', () => {
    const result = validateContact({ ...VALID, message: '   short    ' });
    expect(result).toEqual({ ok: false, errors: { message: 'Message must be at least 10 characters' } });
  });

  it('passes good input, trimmed, as the API payload', () => {
    expect(validateContact(VALID)).toEqual({ ok: true, input: { ...VALID, name: 'Ada Lovelace' } });
  });

  it('checks with the shared schema, loaded on demand', async () => {
    const schema = await loadContactSchema();
    expect(schema).toBe(contactInputSchema);
    expect(validateWith(EMPTY_CONTACT, schema).ok).toBe(false);
  });
});

describe('contactErrorToast', () => {
  it("shows the server's message", () => {
    const error = new ApiError(429, 'Too many requests. Please try again later.', '{}');
    expect(contactErrorToast(error)).toEqual({
      title: 'Error',
      description: 'Too many requests. Please try again later.',
      type: 'error',
    });
  });

  it('falls back to the generic text without one', () => {
    expect(contactErrorToast(new TypeError('Failed to fetch')).description).toBe(CONTACT_FAILED_FALLBACK);
    expect(contactErrorToast(new ApiError(502, '', '')).description).toBe(CONTACT_FAILED_FALLBACK);
    expect(contactErrorToast(new ApiError(500, '<html>oops</html>', '')).description).toBe(CONTACT_FAILED_FALLBACK);
  });
});
