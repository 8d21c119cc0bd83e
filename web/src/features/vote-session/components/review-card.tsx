// One project of the review session: thumbnail (links to the project, http(s) only), title, summary,
// stack tags, Vote and Skip. The card can be swiped (framer-motion drag, swipe-frame.tsx): right =
// vote, left = skip. framer-motion loads after the first card shows (its buttons work at once), so it is
// not in /vote's first load; the card says data-swipe="ready" once it can be swiped.
import { Box, Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { FaArrowUp, FaForward } from 'react-icons/fa6';
import { safeHttpUrl } from '@domain/url';
import { safeImageSrc } from '../../../lib/thumbnail-sources';
import { ToolBadges } from '../../../components/ui/tool-badges';
import type { SessionAction, SessionItem } from '../session-model';
import type * as SwipeFrameModule from './swipe-frame';

type SwipeModule = typeof SwipeFrameModule;
let swipeModule: SwipeModule | null = null;
const loadSwipeModule = () => import('./swipe-frame');

/** The swipe frame once loaded (at once for every card after the first); `appear`: animate in. */
function useSwipeFrame(): { SwipeFrame: SwipeModule['SwipeFrame']; appear: boolean } | null {
  const [loaded, setLoaded] = useState(() => (swipeModule ? { module: swipeModule, appear: true } : null));
  useEffect(() => {
    if (loaded) return;
    let live = true;
    void loadSwipeModule().then((module) => {
      swipeModule = module;
      // The card is already on screen: no second entrance.
      if (live) setLoaded({ module, appear: false });
    });
    return () => {
      live = false;
    };
  }, [loaded]);
  return loaded ? { SwipeFrame: loaded.module.SwipeFrame, appear: loaded.appear } : null;
}

interface ReviewCardProps {
  item: SessionItem;
  /** What the user already did with this item, if anything. */
  acted: SessionAction | undefined;
  /** A request is running or the session is complete: no acting, no swiping. */
  locked: boolean;
  /** The action whose request is running on this item. */
  pending: SessionAction | null;
  onAct: (action: SessionAction) => void;
}

/** Skip and Vote, with their keyboard shortcuts (S, V). */
const ACTIONS = [
  { action: 'skip', label: 'Skip', Icon: FaForward, variant: 'outline', 'aria-keyshortcuts': 'S' },
  { action: 'vote', label: 'Vote', Icon: FaArrowUp, colorPalette: 'purple', 'aria-keyshortcuts': 'V' },
] as const;

export function ReviewCard({ item, acted, locked, pending, onAct }: ReviewCardProps) {
  const { project } = item;
  const url = safeHttpUrl(project.url);
  const image = safeImageSrc(project.thumbnail_url);
  const canAct = !locked && !acted;
  const Frame = useSwipeFrame();

  const thumbnail = image ? (
    <Box asChild w="full" h="full" objectFit="cover">
      <img src={image} alt="" width={320} height={320} draggable={false} />
    </Box>
  ) : (
    <Text fontWeight="bold" color="fg.muted" fontSize="sm">
      NO IMG
    </Text>
  );

  const content = (
    <Stack
      gap={4}
      p={{ base: 4, md: 6 }}
      borderWidth="1px"
      borderColor="border"
      rounded="xl"
      bg="bg.panel"
      shadow="md"
      userSelect="none"
    >
      <Box
        w="full"
        maxW="320px"
        aspectRatio="1"
        mx="auto"
        rounded="lg"
        overflow="hidden"
        bg="bg.muted"
        display="flex"
        alignItems="center"
        justifyContent="center"
      >
        {url ? (
          <Link
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Open ${project.title} in a new tab`}
            w="full"
            h="full"
            display="flex"
            alignItems="center"
            justifyContent="center"
            draggable={false}
          >
            {thumbnail}
          </Link>
        ) : (
          thumbnail
        )}
      </Box>
      <Stack gap={2}>
        <Text as="h2" fontSize="xl" fontWeight="black" data-testid="review-title">
          {project.title}
        </Text>
        <Text color="fg.muted">{project.summary}</Text>
        <ToolBadges tools={project.stackTags} max={6} />
      </Stack>
      {acted ? (
        <Text fontWeight="bold" color={acted === 'vote' ? 'green.600' : 'fg.muted'} role="status">
          {acted === 'vote' ? 'You voted for this project' : 'Skipped'}
        </Text>
      ) : null}
      <HStack gap={3}>
        {ACTIONS.map(({ action, label, Icon, ...button }) => (
          <Button
            key={action}
            flex="1"
            minH="48px"
            onClick={() => onAct(action)}
            disabled={!canAct}
            loading={pending === action}
            {...button}
          >
            <Icon aria-hidden="true" /> {label}
          </Button>
        ))}
      </HStack>
    </Stack>
  );
  if (!Frame) {
    return (
      <Box data-testid="review-card" data-project-id={project.id}>
        {content}
      </Box>
    );
  }
  return (
    <Frame.SwipeFrame canAct={canAct} onAct={onAct} projectId={project.id} appear={Frame.appear}>
      {content}
    </Frame.SwipeFrame>
  );
}
