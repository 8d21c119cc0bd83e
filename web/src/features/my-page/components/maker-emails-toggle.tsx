// "E-mail me my rank" (a native checkbox: Chakra's would grow /my-page's script): the opt-in to the
// weekly rank e-mail after the Monday chart.
import { HStack, Stack, Text, chakra } from '@chakra-ui/react';
import { toast } from '../../../components/ui/toaster';
import { useMakerEmails, useSetMakerEmails } from '../api/maker-emails';

export const MAKER_EMAILS_LABEL = 'E-mail me my rank after each Monday chart';

export function MakerEmailsToggle() {
  const query = useMakerEmails();
  const set = useSetMakerEmails();
  const checked = set.isPending ? set.variables === true : query.data?.enabled === true;
  return (
    <HStack as="label" align="flex-start" gap={3} minH="48px" cursor="pointer" data-testid="maker-emails">
      <chakra.input
        type="checkbox"
        mt={1}
        w={5}
        h={5}
        accentColor="orange.700"
        checked={checked}
        disabled={query.isPending || set.isPending}
        aria-describedby="maker-emails-help"
        onChange={(e) =>
          set.mutate(e.currentTarget.checked, {
            onSuccess: (data) =>
              toast({
                title: data.enabled ? 'Rank e-mails on' : 'Rank e-mails off',
                description: data.enabled
                  ? "After each Monday chart we'll e-mail you where your projects stand."
                  : 'No more rank e-mails.',
                type: 'success',
              }),
            onError: () => toast({ title: 'Could not save', description: 'Please try again.', type: 'error' }),
          })
        }
      />
      <Stack gap={0}>
        <Text fontWeight="medium">{MAKER_EMAILS_LABEL}</Text>
        <Text id="maker-emails-help" fontSize="xs" color="fg.muted">
          &quot;#12, up 5; peak #9&quot; for each of your projects on the chart. One click in any e-mail unsubscribes.
        </Text>
      </Stack>
    </HStack>
  );
}
