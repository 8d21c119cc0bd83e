// /admin/beta-email (docs/product.md#campaign-page), behind <RequireAdmin>: the admin key and
// three steps — send a test (to the admin's own address), load the preview, send the campaign. The
// campaign is enabled only after a test send on this page ('Send test email first'); once complete it
// shows 'Campaign Sent' and cannot be sent again. The key lives in this component's state only.
import { Badge, Box, Button, Field, Flex, Heading, Input, Progress, Stack, Text, chakra } from '@chakra-ui/react';
import { fieldSlotRecipe, inputRecipe, progressSlotRecipe } from '@chakra-ui/react/theme';
import { MESSAGES } from '@domain/messages';
import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import { FaCircleCheck } from 'react-icons/fa6';
import { toast } from '../../components/ui/toaster';
import { useSession } from '../../lib/session';
import { useLoadBetaTurbulencePreview } from './api/load-beta-turbulence-preview';
import { useSendBetaTurbulenceCampaign } from './api/send-beta-turbulence-campaign';
import { useSendBetaTurbulenceTest } from './api/send-beta-turbulence-test';
import { ADMIN_TEXTS, errorToast, sendFailedToast } from './admin-messages';
import type { CampaignPreview, CampaignProgress } from './campaign-run';
import { batchInfoText, progressText } from './campaign-run';
import { AdminSubPage } from './components/admin-sub-page';
import { ConfirmDialog } from './components/confirm-dialog';
import { loadInputChecks, usePreloadInputChecks } from './load-input-checks';

const KEY_FIELD_ID = 'admin-key';

export function BetaEmailPage() {
  const { user } = useSession();
  const [adminKey, setAdminKey] = useState('');
  const [keyError, setKeyError] = useState<string | null>(null);
  const [testSentTo, setTestSentTo] = useState<string | null>(null);
  const [preview, setPreview] = useState<CampaignPreview | null>(null);
  const [progress, setProgress] = useState<CampaignProgress | null>(null);
  const [confirming, setConfirming] = useState(false);

  const sendTest = useSendBetaTurbulenceTest();
  const loadPreview = useLoadBetaTurbulencePreview();
  const campaign = useSendBetaTurbulenceCampaign(setProgress);
  const campaignSent = progress?.complete === true;
  const running = campaign.isPending;

  // Leaving mid-run would stop the calls (what was sent stays sent; a new run continues).
  useEffect(() => {
    if (!running) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [running]);

  usePreloadInputChecks();

  /** The key, or null after showing 'Admin key required' on the field (or a toast if the check cannot load). */
  const keyOrError = async (): Promise<string | null> => {
    let checks: Awaited<ReturnType<typeof loadInputChecks>>;
    try {
      checks = await loadInputChecks();
    } catch (error) {
      toast(errorToast(error));
      return null;
    }
    const checked = checks.checkAdminKey(adminKey);
    if (!checked.ok) {
      setKeyError(checked.error);
      document.getElementById(KEY_FIELD_ID)?.focus();
      return null;
    }
    setKeyError(null);
    return checked.value;
  };

  const onSendTest = async () => {
    const key = await keyOrError();
    if (key === null || sendTest.isPending) return;
    try {
      const result = await sendTest.mutateAsync({ adminKey: key });
      setTestSentTo(result.sentTo);
      toast({ title: 'Test Email Sent', description: result.message, type: 'success' });
    } catch (error) {
      toast(sendFailedToast(error));
    }
  };

  const onLoadPreview = async () => {
    const key = await keyOrError();
    if (key === null || loadPreview.isPending) return;
    try {
      setPreview(await loadPreview.mutateAsync({ adminKey: key }));
    } catch (error) {
      toast(errorToast(error));
    }
  };

  const onAskSend = async () => {
    if ((await keyOrError()) === null) return;
    if (!testSentTo) {
      toast({ title: ADMIN_TEXTS.sendFailed, description: MESSAGES.sendTestFirst, type: 'error' });
      return;
    }
    setConfirming(true);
  };

  const onSendCampaign = async () => {
    const key = await keyOrError();
    setConfirming(false);
    if (key === null || !testSentTo || running || campaignSent) return;
    try {
      const result = await campaign.mutateAsync({ adminKey: key });
      toast({
        title: ADMIN_TEXTS.campaignSent,
        description: `${result.sent} sent, ${result.failed} failed`,
        type: result.failed > 0 ? 'warning' : 'success',
      });
    } catch (error) {
      toast(sendFailedToast(error));
    }
  };

  return (
    <AdminSubPage
      id="campaign"
      path="/admin/beta-email"
      title="Campaign"
      heading="Beta Turbulence Campaign"
      maxW="3xl"
      lead="An e-mail to every member. Test accounts and unsubscribed addresses are skipped; it goes out in batches, and nobody gets it twice."
    >
      <Field.Root recipe={fieldSlotRecipe} invalid={keyError !== null} id={KEY_FIELD_ID} maxW="md">
        <Field.Label fontWeight="semibold">Admin key</Field.Label>
        <Input
          recipe={inputRecipe}
          type="password"
          name="adminKey"
          autoComplete="off"
          spellCheck={false}
          value={adminKey}
          onChange={(e) => {
            setAdminKey(e.target.value);
            if (keyError) setKeyError(null);
          }}
          minH="48px"
          disabled={running}
        />
        {keyError ? (
          <Field.ErrorText color="red.700" fontSize="sm">
            {keyError}
          </Field.ErrorText>
        ) : (
          <Field.HelperText>Needed for every step. It is not saved anywhere.</Field.HelperText>
        )}
      </Field.Root>

      <Stack as="ol" gap={4} listStyleType="none">
        <Step number={1} title="Send test email" done={testSentTo !== null}>
          <Text fontSize="sm" color="fg.muted">
            Sends the campaign e-mail to your own address{user?.email ? ` (${user.email})` : ''}.
          </Text>
          {testSentTo ? (
            <Text fontSize="sm" color="green.700" data-testid="test-sent">
              Test sent to {testSentTo}.
            </Text>
          ) : null}
          <Button
            alignSelf="flex-start"
            minH="48px"
            variant={testSentTo ? 'outline' : 'solid'}
            loading={sendTest.isPending}
            loadingText="Sending..."
            disabled={running}
            onClick={() => void onSendTest()}
          >
            {testSentTo ? 'Send Another Test' : 'Send Test Email'}
          </Button>
        </Step>

        <Step number={2} title="Load preview" done={preview !== null}>
          <Text fontSize="sm" color="fg.muted">
            Who the campaign would reach right now.
          </Text>
          {preview ? <PreviewStats preview={preview} /> : null}
          <Button
            alignSelf="flex-start"
            minH="48px"
            variant="outline"
            loading={loadPreview.isPending}
            loadingText="Loading..."
            disabled={running}
            onClick={() => void onLoadPreview()}
          >
            {preview ? 'Reload Preview' : 'Load Preview'}
          </Button>
        </Step>

        <Step number={3} title="Send campaign" done={campaignSent}>
          {progress ? <CampaignProgressView progress={progress} running={running} /> : null}
          {!testSentTo && !campaignSent ? (
            <Text fontSize="sm" color="orange.700" data-testid="send-test-first">
              {MESSAGES.sendTestFirst}
            </Text>
          ) : null}
          <Button
            alignSelf="flex-start"
            minH="48px"
            colorPalette={campaignSent ? 'green' : 'red'}
            loading={running}
            loadingText="Sending campaign..."
            disabled={!testSentTo || campaignSent || running}
            onClick={() => void onAskSend()}
            data-testid="send-campaign"
          >
            {campaignSent ? ADMIN_TEXTS.campaignSent : 'Send Campaign'}
          </Button>
        </Step>
      </Stack>

      <ConfirmDialog
        open={confirming}
        title="Send the campaign?"
        confirmLabel="Send Campaign"
        onConfirm={() => void onSendCampaign()}
        onCancel={() => setConfirming(false)}
        testId="campaign-dialog"
      >
        <Text>
          This e-mails{' '}
          {preview ? <strong>{preview.realRecipients - preview.alreadySent} members</strong> : 'every member'} who have
          not received it yet. It cannot be undone.
        </Text>
      </ConfirmDialog>
    </AdminSubPage>
  );
}

function Step({
  number,
  title,
  done,
  children,
}: {
  number: number;
  title: string;
  done: boolean;
  children: ReactNode;
}) {
  return (
    <Box as="li" borderWidth="1px" borderColor={done ? 'green.300' : 'border.muted'} rounded="md" p={4}>
      <Stack gap={3}>
        <Flex align="center" gap={3}>
          <Flex
            aria-hidden="true"
            w={8}
            h={8}
            rounded="full"
            align="center"
            justify="center"
            fontWeight="black"
            bg={done ? 'green.600' : 'gray.800'}
            color="white"
            flexShrink={0}
          >
            {done ? <FaCircleCheck /> : number}
          </Flex>
          <Heading as="h2" size="md">
            <chakra.span srOnly>Step {number}: </chakra.span>
            {title}
          </Heading>
          {done ? (
            <Badge colorPalette="green" variant="subtle">
              Done
            </Badge>
          ) : null}
        </Flex>
        {children}
      </Stack>
    </Box>
  );
}

function PreviewStats({ preview }: { preview: CampaignPreview }) {
  const stats: [string, string, string][] = [
    ['Total users', String(preview.totalUsers), 'totalUsers'],
    ['Real recipients', String(preview.realRecipients), 'realRecipients'],
    ['Test accounts filtered', String(preview.testAccountsFiltered), 'testAccountsFiltered'],
    ['Unsubscribed', String(preview.unsubscribedFiltered), 'unsubscribedFiltered'],
    ['Already sent', String(preview.alreadySent), 'alreadySent'],
    ['Batches', batchInfoText(preview), 'batchInfo'],
  ];
  return (
    <Box
      as="dl"
      display="grid"
      gridTemplateColumns={{ base: '1fr 1fr', md: 'repeat(3, 1fr)' }}
      gap={3}
      data-testid="campaign-preview"
    >
      {stats.map(([label, value, id]) => (
        <Box key={id} bg="bg.muted" rounded="md" px={3} py={2} gridColumn={id === 'batchInfo' ? '1 / -1' : undefined}>
          <Text as="dt" fontSize="xs" fontWeight="bold" color="fg.muted" textTransform="uppercase">
            {label}
          </Text>
          <Text as="dd" fontWeight="black" fontSize={id === 'batchInfo' ? 'md' : 'xl'} data-stat={id}>
            {value}
          </Text>
        </Box>
      ))}
    </Box>
  );
}

function CampaignProgressView({ progress, running }: { progress: CampaignProgress; running: boolean }) {
  const total = progress.sent + progress.failed + progress.remaining;
  const value = progress.complete ? 100 : total > 0 ? Math.round(((progress.sent + progress.failed) / total) * 100) : 0;
  return (
    <Stack gap={2} role="status" aria-live="polite" data-testid="campaign-progress">
      {progress.complete ? (
        <Text fontWeight="black" color="green.700" fontSize="lg">
          {ADMIN_TEXTS.campaignSent}
        </Text>
      ) : null}
      <Progress.Root recipe={progressSlotRecipe} value={value} max={100} size="sm" colorPalette="green" maxW="md">
        <Progress.Label srOnly>Campaign progress</Progress.Label>
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Text fontSize="sm" data-testid="campaign-counts">
        {progressText(progress)}
        {running ? ' — keep this page open.' : ''}
      </Text>
      {!progress.complete && !running ? (
        <Text fontSize="sm" color="fg.muted">
          Press Send Campaign again to continue: nobody is mailed twice.
        </Text>
      ) : null}
    </Stack>
  );
}
