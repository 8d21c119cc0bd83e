// The newsletter sign-up form: checked with the shared schema when sent, POST /api/newsletter-signup,
// its toasts; the field clears on success. Sign-up is double opt-in, so a success also says, under
// the form, to confirm by e-mail. In the footer of every page and in the chart's promo blocks.
import type { FormEvent } from 'react';
import { useId, useState } from 'react';
import { css, cx } from 'styled-system/css';
import { button, input } from 'styled-system/recipes';
import { browserApi } from '../../lib/api';
import { toast } from './toaster';
import { SR_ONLY } from './styles';

/** Shown under the form after a sign-up: nothing is sent until the address is confirmed. */
export const NEWSLETTER_CHECK_INBOX =
  'Almost done: check your inbox and click the link in our e-mail to confirm your sign-up. No newsletter arrives until you do.';

const FORM = css({ display: 'flex', gap: 2, flexDirection: { base: 'column', sm: 'row' } });
const FIELD = cx(input({ size: 'md' }), css({ minH: '48px', flex: '1', minW: { sm: '220px' } }));
const FIELD_ON_DARK = cx(FIELD, css({ bg: 'white', color: 'gray.900' }));
const SUBMIT = cx(button({ variant: 'solid', size: 'md' }), css({ minH: '48px', fontWeight: 'black' }));
const SUBMIT_ON_DARK = cx(SUBMIT, css({ bg: 'white', color: 'gray.900' }));
const STATUS = css({ mt: 2, fontSize: 'sm' });
const STATUS_ON_DARK = cx(STATUS, css({ color: 'white' }));

export interface NewsletterFormProps {
  tone?: 'dark' | 'light';
  /** The e-mail field's id, one per form of the page (default one of React's). */
  id?: string;
}

export function NewsletterForm({ tone = 'dark', id }: NewsletterFormProps) {
  const [email, setEmail] = useState('');
  const [pending, setPending] = useState(false);
  const [checkInbox, setCheckInbox] = useState(false);
  const reactId = useId();
  const inputId = id ?? reactId;
  const dark = tone === 'dark';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    try {
      // The schema (zod) loads when the form is sent, not with the page.
      const [{ newsletterInputSchema }, { MESSAGES }] = await Promise.all([
        import('@domain/validation'),
        import('@domain/messages'),
      ]);
      const parsed = newsletterInputSchema.safeParse({ email });
      if (!parsed.success) {
        const message = parsed.error.issues[0]?.message;
        if (message === MESSAGES.emailRequiredLong) {
          toast({ title: MESSAGES.emailRequired, description: MESSAGES.emailRequiredLong, type: 'error' });
        } else {
          toast({ title: MESSAGES.emailInvalidShort, description: MESSAGES.emailInvalid, type: 'error' });
        }
        return;
      }
      await browserApi.call('newsletterSignup', { body: parsed.data });
      setEmail('');
      setCheckInbox(true);
      toast({
        title: 'Thanks for signing up!',
        description: "You'll get weekly updates on hot AI projects",
        type: 'success',
      });
    } catch (error) {
      console.warn('Newsletter sign-up failed', error);
      toast({ title: 'Signup failed', description: 'Please try again later', type: 'error' });
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <form className={FORM} onSubmit={(e) => void submit(e)} noValidate>
        <label htmlFor={inputId} className={SR_ONLY}>
          Email address
        </label>
        <input
          className={dark ? FIELD_ON_DARK : FIELD}
          id={inputId}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <button
          type="submit"
          className={dark ? SUBMIT_ON_DARK : SUBMIT}
          disabled={pending}
          aria-busy={pending || undefined}
        >
          Subscribe
        </button>
      </form>
      {checkInbox ? (
        <p role="status" data-testid="newsletter-check-inbox" className={dark ? STATUS_ON_DARK : STATUS}>
          {NEWSLETTER_CHECK_INBOX}
        </p>
      ) : null}
    </>
  );
}
