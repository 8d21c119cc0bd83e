// /admin/email-preview (docs/product.md#email-preview), behind <RequireAdmin>: the voting-reminder e-mail
// rendered in a sandboxed frame, who it would reach, and a test send to a typed address. Sending it
// to everyone is not done here. No admin key is sent: admin routes authorise by the custom claim.
import { Box, Button, Field, Grid, Heading, Input, Skeleton, Stack, Text, chakra } from '@chakra-ui/react';
import { fieldSlotRecipe, inputRecipe } from '@chakra-ui/react/theme';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { LoadFailed } from '../../components/ui/load-failed';
import { toast } from '../../components/ui/toaster';
import { useVotingReminderData } from './api/get-voting-reminder-data';
import { useVotingReminderPreview } from './api/get-voting-reminder-preview';
import { useSendTestVotingReminder } from './api/send-test-voting-reminder';
import { ADMIN_TEXTS, failureMessage, sendFailedToast } from './admin-messages';
import { AdminSubPage } from './components/admin-sub-page';
import { loadInputChecks, usePreloadInputChecks } from './load-input-checks';

export function EmailPreviewPage() {
  return (
    <AdminSubPage id="email-preview" path="/admin/email-preview" title="Email Preview">
      <Box role="note" borderWidth="1px" borderColor="orange.300" bg="orange.50" rounded="md" px={4} py={3}>
        <Text fontSize="sm" data-testid="send-all-note">
          Sending the voting reminder to all members is not done from this page: here you can only preview it and send a
          test.
        </Text>
      </Box>
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 320px' }} gap={6} alignItems="start">
        <ReminderPreview />
        <Stack gap={6}>
          <RecipientStats />
          <TestSendForm />
        </Stack>
      </Grid>
    </AdminSubPage>
  );
}

const PreviewFrame = chakra('iframe');
const LOAD_FAILED = css({ gap: 3, py: 10, borderWidth: '1px', rounded: 'md' });

function ReminderPreview() {
  const preview = useVotingReminderPreview();
  return (
    <Stack as="section" aria-labelledby="reminder-heading" gap={3} minW={0}>
      <Heading as="h2" id="reminder-heading" size="md">
        Voting reminder
      </Heading>
      {preview.isPending ? (
        <Stack gap={3} aria-busy="true" aria-label="Loading the e-mail preview">
          <Skeleton h={5} w="60%" />
          <Skeleton h="560px" w="100%" rounded="md" />
        </Stack>
      ) : preview.isError ? (
        <LoadFailed
          title={ADMIN_TEXTS.previewFailed}
          text={failureMessage(preview.error, 'Please try again.')}
          textSize="sm"
          onRetry={() => void preview.refetch()}
          className={LOAD_FAILED}
        />
      ) : (
        <>
          <Text fontSize="sm">
            <Text as="span" fontWeight="bold">
              Subject:
            </Text>{' '}
            <span data-testid="reminder-subject">{preview.data.subject}</span>
          </Text>
          {/* No scripts, no same-origin access, no forms: the frame only shows the e-mail. */}
          <PreviewFrame
            title="Voting reminder e-mail preview"
            srcDoc={preview.data.html}
            sandbox=""
            referrerPolicy="no-referrer"
            w="100%"
            h={{ base: '560px', md: '720px' }}
            borderWidth="1px"
            borderColor="border.muted"
            rounded="md"
            bg="white"
            data-testid="reminder-frame"
          />
        </>
      )}
    </Stack>
  );
}

function RecipientStats() {
  const data = useVotingReminderData();
  return (
    <Stack as="section" aria-labelledby="stats-heading" gap={2} borderWidth="1px" rounded="md" p={4}>
      <Heading as="h2" id="stats-heading" size="md">
        Campaign stats
      </Heading>
      {data.isPending ? (
        <Skeleton h={10} w="50%" aria-label="Loading recipient stats" />
      ) : data.isError ? (
        <Text role="alert" color="red.700" fontSize="sm">
          Error: {failureMessage(data.error, 'Could not count the recipients.')}
        </Text>
      ) : (
        <Box as="dl">
          <Text as="dt" fontSize="xs" fontWeight="bold" color="fg.muted" textTransform="uppercase">
            Recipients
          </Text>
          <Text as="dd" fontSize="3xl" fontWeight="black" data-testid="recipient-count">
            {data.data.recipientCount}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            Members the reminder would reach; test accounts and unsubscribed addresses are left out.
          </Text>
        </Box>
      )}
    </Stack>
  );
}

function TestSendForm() {
  const [testEmail, setTestEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = useSendTestVotingReminder();
  usePreloadInputChecks();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.isPending) return;
    let checks: Awaited<ReturnType<typeof loadInputChecks>>;
    try {
      checks = await loadInputChecks();
    } catch (failure) {
      toast(sendFailedToast(failure));
      return;
    }
    const checked = checks.checkTestEmail(testEmail);
    if (!checked.ok) {
      setError(checked.error);
      document.getElementById('test-email')?.focus();
      return;
    }
    setError(null);
    try {
      const result = await send.mutateAsync({ testEmail: checked.value });
      toast({ title: 'Test Email Sent', description: result.message, type: 'success' });
    } catch (failure) {
      toast(sendFailedToast(failure));
    }
  };

  return (
    <chakra.form
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      aria-labelledby="test-send-heading"
      borderWidth="1px"
      rounded="md"
      p={4}
    >
      <Stack gap={3}>
        <Heading as="h2" id="test-send-heading" size="md">
          Send a test
        </Heading>
        <Field.Root recipe={fieldSlotRecipe} invalid={error !== null} id="test-email">
          <Field.Label fontWeight="semibold">Test email address</Field.Label>
          <Input
            recipe={inputRecipe}
            name="testEmail"
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder="you@example.com"
            value={testEmail}
            onChange={(e) => {
              setTestEmail(e.target.value);
              if (error) setError(null);
            }}
            minH="48px"
          />
          {error ? (
            <Field.ErrorText color="red.700" fontSize="sm">
              {error}
            </Field.ErrorText>
          ) : (
            <Field.HelperText>The reminder goes to this address only.</Field.HelperText>
          )}
        </Field.Root>
        <Button type="submit" minH="48px" loading={send.isPending} loadingText="Sending...">
          Send Test Email
        </Button>
      </Stack>
    </chakra.form>
  );
}
