import { describe, expect, it } from 'vitest';
import { mailboxOf } from './mailbox';

describe('mailboxOf', () => {
  it('drops the +tag on every domain', () => {
    expect(mailboxOf('victim+1@example.org')).toEqual({ mailbox: 'victim@example.org', domain: 'example.org' });
    expect(mailboxOf('Victim+news+x@Example.ORG')).toEqual({ mailbox: 'victim@example.org', domain: 'example.org' });
    expect(mailboxOf('+only@example.org').mailbox).toBe('@example.org');
  });

  it('drops the dots where the provider ignores them: gmail.com and googlemail.com are one mailbox', () => {
    for (const variant of [
      'victim@gmail.com',
      'v.i.c.t.i.m@gmail.com',
      'Vic.Tim+2@GoogleMail.com',
      ' victim@gmail.com. ',
    ]) {
      expect(mailboxOf(variant)).toEqual({ mailbox: 'victim@gmail.com', domain: 'gmail.com' });
    }
  });

  it('keeps the dots elsewhere: first.last@example.org is not firstlast@example.org', () => {
    expect(mailboxOf('first.last@example.org').mailbox).toBe('first.last@example.org');
    expect(mailboxOf('first.last@outlook.com').mailbox).toBe('first.last@outlook.com');
  });
});
