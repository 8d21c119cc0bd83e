// /vote (docs/product.md#review-session): a public page; starting a session and voting need sign-in.
// Query `target` sets the size (default 5); `action=review5` is how promo blocks link here.
import { Box, Button, Center, HStack, Heading, Progress, Spinner, Stack, Text } from '@chakra-ui/react';
import { progressSlotRecipe } from '@chakra-ui/react/theme';
import { useCallback, useEffect, useLayoutEffect, useReducer, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { BONUS_AMOUNTS, REVIEW_SESSION_DEFAULT_SIZE } from '@domain/constants';
import { useAuthActions } from '../../lib/use-auth-actions';
import { toast } from '../../components/ui/toaster';
import { PageMeta } from '../../lib/seo';
import { useSession } from '../../lib/session';
import { clearSubmitDraft, forgetLastSubmitted, peekLastSubmitted } from '../../lib/submit-storage';
import { useEarn } from './api/post-earn';
import { VOTE_DESCRIPTION, VOTE_TITLE } from './vote-meta';
import { useVoteAction } from './api/post-vote-action';
import type { VoteSessionResult } from './api/start-vote-session';
import { useVoteSession } from './api/start-vote-session';
import { ReviewCard } from './components/review-card';
import type { SessionAction, SessionState } from './session-model';
import {
  ACTION_FAILED,
  START_FAILED,
  actedCount,
  commandForKey,
  currentItem,
  earnFailureToast,
  earnToast,
  initialSession,
  isLocked,
  offersReviewBonus,
  parseTargetCount,
  sessionErrorToast,
  sessionReducer,
} from './session-model';

function VoteMeta() {
  return <PageMeta title={VOTE_TITLE} description={VOTE_DESCRIPTION} />;
}

export function VotePage() {
  const session = useSession();
  const { ready } = session;
  const [params] = useSearchParams();
  const targetCount = parseTargetCount(params.get('target'));
  const review5 = params.get('action') === 'review5';
  // The project just submitted is excluded from this session, then forgotten (docs/product.md#screens).
  const [excludeProjectId] = useState(peekLastSubmitted);
  useEffect(() => forgetLastSubmitted(), []);
  useEffect(() => {
    void ready();
  }, [ready]);

  return (
    <Stack as="section" aria-labelledby="vote-heading" gap={6} maxW="xl" mx="auto">
      <VoteMeta />
      <Heading as="h1" id="vote-heading" size={{ base: '2xl', md: '3xl' }} fontWeight="black">
        Review projects
      </Heading>
      {review5 ? (
        <Text color="fg.muted">
          Review {REVIEW_SESSION_DEFAULT_SIZE} projects to earn +{BONUS_AMOUNTS.review5} bonus votes this week.
        </Text>
      ) : null}
      {session.status === 'loading' ? (
        <Loading />
      ) : session.status === 'signedOut' ? (
        <SignInToVote />
      ) : (
        <ReviewSession targetCount={targetCount} excludeProjectId={excludeProjectId} />
      )}
    </Stack>
  );
}

function Loading() {
  return (
    <Center py={16}>
      <Spinner size="xl" aria-label="Loading" />
    </Center>
  );
}

/** docs/product.md#validation, #roles: voting needs sign-in. */
function SignInToVote() {
  const { signIn } = useAuthActions();
  return (
    <Stack align="center" textAlign="center" gap={3} py={12} role="alert">
      <Text fontWeight="bold" fontSize="lg">
        Sign in required
      </Text>
      <Text color="fg.muted">Please sign in to vote on projects</Text>
      <Button minH="48px" onClick={() => void signIn()}>
        Sign in with Google
      </Button>
    </Stack>
  );
}

function ReviewSession({ targetCount, excludeProjectId }: { targetCount: number; excludeProjectId: string | null }) {
  const [attempt, setAttempt] = useState(0);
  // "Keep Voting" stands for a reload: the stored id was removed, so only the first session excludes it.
  const query = useVoteSession({ targetCount, excludeProjectId: attempt === 0 ? excludeProjectId : null, attempt });
  const error = query.isError ? query.error : null;

  useEffect(() => {
    if (!error) return;
    console.error('Could not start a vote session', error);
    toast(sessionErrorToast(error, START_FAILED));
  }, [error]);

  const keepVoting = useCallback(() => setAttempt((n) => n + 1), []);

  if (query.isPending) return <Loading />;
  if (query.isError) {
    return (
      <Stack align="center" textAlign="center" gap={3} py={12} role="alert">
        <Text fontWeight="bold">{START_FAILED}</Text>
        <Button minH="48px" onClick={keepVoting}>
          Try again
        </Button>
      </Stack>
    );
  }
  if (query.data.items.length === 0) {
    return (
      <Stack align="center" textAlign="center" gap={4} py={12}>
        <Text fontWeight="bold" fontSize="lg">
          No projects available for voting at this time.
        </Text>
        <Button asChild minH="48px">
          <RouterLink to="/">Back to Chart</RouterLink>
        </Button>
      </Stack>
    );
  }
  return <SessionRunner key={query.data.sessionId} session={query.data} onKeepVoting={keepVoting} />;
}

/** Typing in a field must not vote. */
function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

function SessionRunner({ session, onKeepVoting }: { session: VoteSessionResult; onKeepVoting: () => void }) {
  const [state, dispatch] = useReducer(sessionReducer, session.items, initialSession);
  const [pendingAction, setPendingAction] = useState<SessionAction | null>(null);
  const voteAction = useVoteAction();
  // The latest state for the key listener and for act(); act() also locks it synchronously.
  const stateRef = useRef<SessionState>(state);
  useLayoutEffect(() => {
    stateRef.current = state;
  }, [state]);

  const act = useCallback(
    async (action: SessionAction) => {
      const now = stateRef.current;
      const item = currentItem(now);
      if (!item || isLocked(now) || now.acted[item.project.id]) return;
      const projectId = item.project.id;
      // Lock at once, before React re-renders: a second key press must not send a second request.
      stateRef.current = { ...now, pending: projectId };
      dispatch({ type: 'act', projectId });
      setPendingAction(action);
      try {
        const result = await voteAction.mutateAsync({ sessionId: session.sessionId, projectId, action });
        dispatch({ type: 'acted', projectId, action, completed: result.completed });
      } catch (error) {
        console.error('Vote action failed', error);
        dispatch({ type: 'failed', projectId });
        toast(sessionErrorToast(error, ACTION_FAILED));
      } finally {
        setPendingAction(null);
      }
    },
    [session.sessionId, voteAction],
  );

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.repeat || event.ctrlKey || event.metaKey || event.altKey || isTypingTarget(event.target)) return;
      const command = commandForKey(event.key);
      if (!command || isLocked(stateRef.current)) return;
      event.preventDefault();
      if (command === 'prev' || command === 'next') dispatch({ type: command });
      else void act(command);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [act]);

  if (state.completed) return <Completion state={state} onKeepVoting={onKeepVoting} />;

  const item = currentItem(state);
  const total = state.items.length;
  const done = actedCount(state);
  return (
    <Stack gap={4}>
      <Stack gap={2}>
        <HStack justify="space-between">
          <Text fontWeight="bold" data-testid="review-progress" aria-live="polite">
            Review {state.index + 1} of {total}
          </Text>
          <Text fontSize="sm" color="fg.muted" hideBelow="md">
            Press [V] to vote, [S] to skip
          </Text>
          <Text fontSize="sm" color="fg.muted" hideFrom="md">
            Tap to vote or skip
          </Text>
        </HStack>
        <Progress.Root
          recipe={progressSlotRecipe}
          value={Math.round((done / total) * 100)}
          max={100}
          colorPalette="purple"
          aria-label={`${done} of ${total} reviewed`}
        >
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      </Stack>
      {item ? (
        <ReviewCard
          key={item.id}
          item={item}
          acted={state.acted[item.project.id]}
          locked={isLocked(state)}
          pending={state.pending === item.project.id ? pendingAction : null}
          onAct={(action) => void act(action)}
        />
      ) : null}
      <HStack justify="space-between">
        <Button
          variant="ghost"
          minH="48px"
          onClick={() => dispatch({ type: 'prev' })}
          disabled={isLocked(state) || state.index === 0}
          aria-keyshortcuts="ArrowLeft"
        >
          ← Previous
        </Button>
        <Button
          variant="ghost"
          minH="48px"
          onClick={() => dispatch({ type: 'next' })}
          disabled={isLocked(state) || state.index >= total - 1}
          aria-keyshortcuts="ArrowRight"
        >
          Next →
        </Button>
      </HStack>
    </Stack>
  );
}

function Completion({ state, onKeepVoting }: { state: SessionState; onKeepVoting: () => void }) {
  const navigate = useNavigate();
  const earn = useEarn();
  const [bonusDone, setBonusDone] = useState(false);

  const claimBonus = async () => {
    try {
      const result = await earn.mutateAsync('review5');
      toast(earnToast(result, 'review5'));
      setBonusDone(true);
    } catch (error) {
      console.error('Could not earn the review5 bonus', error);
      toast(earnFailureToast(error));
    }
  };

  return (
    <Stack align="center" textAlign="center" gap={4} py={8} data-testid="review-complete">
      <Heading as="h2" size="xl" fontWeight="black">
        Thanks for voting!
      </Heading>
      <Text color="fg.muted" maxW="md">
        Your reviews help shape this week&apos;s chart and showcase the best AI projects.
      </Text>
      {offersReviewBonus(state) && !bonusDone ? (
        <Box p={4} borderWidth="1px" borderColor="purple.300" rounded="md" w="full">
          <Text fontWeight="bold" mb={2}>
            You reviewed {actedCount(state)} projects: earn +{BONUS_AMOUNTS.review5} bonus votes this week.
          </Text>
          <Button colorPalette="purple" minH="48px" onClick={() => void claimBonus()} loading={earn.isPending}>
            Earn +{BONUS_AMOUNTS.review5} bonus votes
          </Button>
        </Box>
      ) : null}
      <Stack direction={{ base: 'column', sm: 'row' }} gap={3} w={{ base: 'full', sm: 'auto' }}>
        <Button asChild minH="48px">
          <RouterLink to="/">View Chart</RouterLink>
        </Button>
        <Button variant="outline" minH="48px" onClick={onKeepVoting}>
          Keep Voting
        </Button>
        <Button
          variant="outline"
          minH="48px"
          onClick={() => {
            clearSubmitDraft();
            navigate('/submit');
          }}
        >
          Share Your Project
        </Button>
      </Stack>
    </Stack>
  );
}
