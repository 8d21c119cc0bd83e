// "E-mail me my rank": the opt-in to the weekly rank e-mail after the Monday chart (issue 17).
import { Checkbox, Stack, Text } from '@chakra-ui/react';
import { checkboxSlotRecipe } from '@chakra-ui/react/theme';
import { toast } from '../../../components/ui/toaster';
import { useMakerEmails, useSetMakerEmails } from '../api/maker-emails';

export const MAKER_EMAILS_LABEL = 'E-mail me my rank after each Monday chart';

export function MakerEmailsToggle() {
  const query = useMakerEmails();
  const set = useSetMakerEmails();
  const checked = set.isPending ? set.variables === true : query.data?.enabled === true;
  return (
    <Checkbox.Root
      recipe={checkboxSlotRecipe}
      checked={checked}
      disabled={query.isPending || set.isPending}
      onCheckedChange={(e) =>
        set.mutate(e.checked === true, {
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
      alignItems="flex-start"
      minH="48px"
      data-testid="maker-emails"
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control mt={1} />
      <Stack gap={0}>
        <Checkbox.Label>{MAKER_EMAILS_LABEL}</Checkbox.Label>
        <Text fontSize="xs" color="fg.muted">
          &quot;#12, up 5; peak #9&quot; for each of your projects on the chart. One click in any e-mail unsubscribes.
        </Text>
      </Stack>
    </Checkbox.Root>
  );
}
