// /admin/fairness, behind <RequireAdmin>: the vote groups the nightly fairness job
// flagged this week, with the evidence, and for each open one a decision with why: discount (the
// Monday chart leaves its votes out) or dismiss. Decisions are final and show who made them.
import type { ButtonProps } from '@chakra-ui/react';
import { Badge, Box, Button, Heading, HStack, Link, Skeleton, Stack, Text, Textarea, chakra } from '@chakra-ui/react';
import { textareaRecipe } from '@chakra-ui/react/theme';
import { FAIRNESS_RULES } from '@domain/fairness';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { toast } from '../../components/ui/toaster';
import { serverMessageOf } from '../../lib/api-error';
import type { SuspiciousGroup } from './api/suspicious-votes';
import { useDecideSuspiciousVotes, useSuspiciousVotes } from './api/suspicious-votes';
import { AdminSubPage } from './components/admin-sub-page';

const DATE_TIME = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Copenhagen',
});

/** The evidence behind each reason, in words. */
export function reasonText(reason: SuspiciousGroup['reasons'][number], group: SuspiciousGroup): string {
  switch (reason) {
    case 'same_projects':
      return `${group.accountCount} accounts voted for exactly ${
        group.projectIds.length === 1 ? 'this project' : `these ${group.projectIds.length} projects`
      } and nothing else`;
    case 'fresh_accounts':
      return `${group.evidence.freshAccounts} of ${group.accountCount} accounts were created at most ${FAIRNESS_RULES.freshHours} h before they voted`;
    case 'burst':
      return `${Math.round(FAIRNESS_RULES.burstShare * 100)}% of the votes came within ${group.evidence.burstWindowMinutes} minutes`;
    case 'most_voters':
      return `These accounts are ${group.evidence.voterSharePercent}% of the accounts that voted for ${
        group.projectIds.length === 1 ? 'this project' : 'one of these projects'
      }`;
    case 'shared_address':
      return `${group.evidence.sharedAddressAccounts} of ${group.accountCount} accounts voted from one network`;
  }
}

const STATUS_PALETTE = { open: 'orange', discounted: 'red', dismissed: 'gray' } as const;

function Decision({ group }: { group: SuspiciousGroup }) {
  const decide = useDecideSuspiciousVotes();
  const [note, setNote] = useState('');
  const noteId = `fairness-note-${group.id}`;
  const run = (action: 'discount' | 'dismiss') =>
    decide.mutate(
      { id: group.id, action, note },
      {
        onSuccess: () =>
          toast({
            title: action === 'discount' ? 'Votes discounted' : 'Group dismissed',
            description:
              action === 'discount'
                ? `${group.voteCount} votes will be left out of the Monday chart.`
                : 'Its votes count as cast.',
            type: 'success',
          }),
        onError: (error) =>
          toast({
            title: 'Decision failed',
            description: serverMessageOf(error) || 'Please try again.',
            type: 'error',
          }),
      },
    );
  const ready = note.trim().length >= 3;
  const actions: (ButtonProps & { label: string })[] = [
    { label: `Discount ${group.voteCount} votes`, colorPalette: 'red', onClick: () => run('discount') },
    { label: 'Dismiss', variant: 'outline', onClick: () => run('dismiss') },
  ];
  return (
    <Stack gap={2}>
      <chakra.label htmlFor={noteId} fontWeight="semibold" fontSize="sm">
        Why (kept with the decision)
      </chakra.label>
      <Textarea
        recipe={textareaRecipe}
        id={noteId}
        rows={2}
        maxLength={500}
        value={note}
        onChange={(e) => setNote(e.target.value)}
      />
      <HStack gap={2} wrap="wrap">
        {actions.map(({ label, ...action }) => (
          <Button key={label} minH="44px" disabled={!ready} loading={decide.isPending} {...action}>
            {label}
          </Button>
        ))}
      </HStack>
    </Stack>
  );
}

function GroupCard({ group }: { group: SuspiciousGroup }) {
  return (
    <Box
      as="li"
      listStyleType="none"
      borderWidth="1px"
      borderColor="border"
      rounded="lg"
      p={4}
      data-testid="fairness-group"
      data-status={group.status}
    >
      <Stack gap={3}>
        <HStack justify="space-between" align="flex-start" wrap="wrap">
          <Heading as="h2" size="md">
            {group.projects.map((p, i) => (
              <span key={p.id}>
                {i > 0 ? ', ' : null}
                <Link asChild>
                  <RouterLink to={`/p/${encodeURIComponent(p.id)}`}>{p.projectName ?? p.id}</RouterLink>
                </Link>
              </span>
            ))}
          </Heading>
          <Badge colorPalette={STATUS_PALETTE[group.status]} variant="solid" data-testid="fairness-status">
            {group.status}
          </Badge>
        </HStack>
        <Text fontWeight="bold">
          {group.accountCount} accounts · {group.voteCount} votes
        </Text>
        <chakra.ul ps={5} listStyleType="disc">
          {group.reasons.map((reason) => (
            <li key={reason}>{reasonText(reason, group)}</li>
          ))}
        </chakra.ul>
        <Text fontSize="sm" color="fg.muted">
          Votes from {DATE_TIME.format(new Date(group.evidence.firstVoteAt))} to{' '}
          {DATE_TIME.format(new Date(group.evidence.lastVoteAt))} (Copenhagen time)
        </Text>
        {group.status === 'open' ? (
          <Decision group={group} />
        ) : (
          <Text fontSize="sm" data-testid="fairness-decision">
            {group.status === 'discounted' ? 'Discounted' : 'Dismissed'} by {group.decidedByEmail ?? 'an admin'}
            {group.decidedAt ? ` on ${DATE_TIME.format(new Date(group.decidedAt))}` : ''}: “{group.decisionNote}”
          </Text>
        )}
      </Stack>
    </Box>
  );
}

export function FairnessPage() {
  const query = useSuspiciousVotes();
  return (
    <AdminSubPage id="fairness" title="Fairness review">
      <Text color="fg.muted">
        Groups of at least {FAIRNESS_RULES.minAccounts} accounts that voted for the same projects this week, flagged
        when most of the accounts are new or most of the votes came in one burst. Discounted votes are left out of the
        Monday chart, and the published chart says how many.
      </Text>
      {query.isPending ? (
        <Skeleton height="160px" />
      ) : query.isError ? (
        <Text role="alert">
          Could not load the flagged groups: {serverMessageOf(query.error) || 'please try again.'}
        </Text>
      ) : query.data.groups.length === 0 ? (
        <Text data-testid="fairness-empty">No suspicious vote groups this week.</Text>
      ) : (
        <Stack as="ul" gap={4} aria-label={`Flagged vote groups, week of ${query.data.weekOf}`}>
          {query.data.groups.map((group) => (
            <GroupCard key={group.id} group={group} />
          ))}
        </Stack>
      )}
    </AdminSubPage>
  );
}
