// The newsletter sign-up form (spec §2, §5, §8): validation with the shared schema, POST
// /api/newsletter-signup, the spec's toasts; the field clears on success. Loaded lazily. Sign-up is
// double opt-in (decisions.md "E-mail"), so a success also says, under the form, to confirm by e-mail.
import { Button, Flex, Input, Text } from '@chakra-ui/react';
import { inputRecipe } from '@chakra-ui/react/theme';
import type { FormEvent } from 'react';
import { useId, useState } from 'react';
import { toast } from './toaster';

/** Newsletter sign-up: spec §5 validation, §8 toasts; the field clears on success. */
export default function NewsletterForm({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const [email, setEmail] = useState('');
  const [pending, setPending] = useState(false);
  const [checkInbox, setCheckInbox] = useState(false);
  const inputId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    try {
      // Loaded on use: the schema (zod) and the API client stay out of the first paint.
      const [{ newsletterInputSchema }, { callApi }, { MESSAGES }] = await Promise.all([
        import('@domain/validation'),
        import('../../lib/api-client'),
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
      try {
        await callApi('newsletterSignup', { body: parsed.data });
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
      }
    } catch (error) {
      console.warn('Newsletter sign-up failed', error);
      toast({ title: 'Signup failed', description: 'Please try again later', type: 'error' });
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <Flex asChild gap={2} direction={{ base: 'column', sm: 'row' }}>
        <form onSubmit={(e) => void submit(e)} noValidate>
          <label htmlFor={inputId} style={SR_ONLY}>
            Email address
          </label>
          <Input
            recipe={inputRecipe}
            id={inputId}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            placeholder="you@example.com"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            minH="48px"
            bg={tone === 'dark' ? 'white' : undefined}
            color={tone === 'dark' ? 'gray.900' : undefined}
            flex="1"
            minW={{ sm: '220px' }}
          />
          <Button
            type="submit"
            minH="48px"
            loading={pending}
            fontWeight="black"
            bg={tone === 'dark' ? 'white' : undefined}
            color={tone === 'dark' ? 'gray.900' : undefined}
          >
            Subscribe
          </Button>
        </form>
      </Flex>
      {checkInbox ? (
        <Text
          role="status"
          data-testid="newsletter-check-inbox"
          mt={2}
          fontSize="sm"
          color={tone === 'dark' ? 'white' : undefined}
        >
          {NEWSLETTER_CHECK_INBOX}
        </Text>
      ) : null}
    </>
  );
}

/** Shown under the form after a sign-up: nothing is sent until the address is confirmed. */
export const NEWSLETTER_CHECK_INBOX =
  'Almost done: check your inbox and click the link in our e-mail to confirm your sign-up. No newsletter arrives until you do.';

const SR_ONLY = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
