// One project of the review session: thumbnail (links to the project, http(s) only), title, summary,
// stack tags, Vote and Skip. The card can be swiped (framer-motion drag): right = vote, left = skip.
// The card is framer-motion's small `m` element from the start; its drag and animations (domMax,
// swipe-features.ts) load after the first card shows, through LazyMotion, so they are not in /vote's
// first load and their arrival changes no element: a press or the focus on Skip or Vote stays where it
// is. The card says data-swipe="ready" once it can be swiped.
import { Box, Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import type { FeatureBundle } from 'framer-motion';
import { LazyMotion, m, useMotionValue, useReducedMotion, useTransform } from 'framer-motion';
import { useEffect, useState } from 'react';
import { FaArrowUp, FaForward } from 'react-icons/fa6';
import { safeHttpUrl } from '@domain/url';
import { safeImageSrc } from '../../../lib/thumbnail-sources';
import { ToolBadges } from '../../../components/ui/tool-badges';
import type { SessionAction, SessionItem } from '../session-model';
import { swipeAction } from '../session-model';

let swipeFeatures: Promise<FeatureBundle> | null = null;
let loadedSwipeFeatures: FeatureBundle | null = null;
const loadSwipeFeatures = () =>
  (swipeFeatures ??= import('./swipe-features').then((module) => (loadedSwipeFeatures = module.default)));

/**
 * The swipe's features once loaded (at once for every card after the first), and whether the card
 * animates in (`appear`: a new card once the swipe is here; not the first card, already on screen).
 */
function useSwipeFeatures(): { features: FeatureBundle | null; appear: boolean } {
  const [features, setFeatures] = useState(loadedSwipeFeatures);
  const [appear] = useState(features !== null);
  useEffect(() => {
    if (features) return;
    let live = true;
    void loadSwipeFeatures().then((loaded) => {
      if (live) setFeatures(loaded);
    });
    return () => {
      live = false;
    };
  }, [features]);
  return { features, appear };
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
  const { features, appear } = useSwipeFeatures();
  const reduceMotion = useReducedMotion();
  const x = useMotionValue(0);
  const rotate = useTransform(x, [-240, 240], [-10, 10]);

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
  // Until the features load, LazyMotion's function loads them (and m renders a plain element); once
  // they are here (this card's state), it takes them at once, in the render that says "ready".
  return (
    <LazyMotion features={features ?? loadSwipeFeatures} strict>
      <m.div
        drag={canAct ? 'x' : false}
        dragConstraints={{ left: 0, right: 0 }}
        dragElastic={0.8}
        dragSnapToOrigin
        style={{ x, rotate: reduceMotion ? 0 : rotate, touchAction: 'pan-y' }}
        initial={reduceMotion || !appear ? false : { opacity: 0, y: 12 }}
        animate={{ opacity: 1, y: 0 }}
        transition={{ duration: 0.2 }}
        onDragEnd={(_event, info) => {
          const action = swipeAction(info.offset.x, info.velocity.x);
          if (action && canAct) onAct(action);
        }}
        data-testid="review-card"
        data-project-id={project.id}
        data-swipe={features ? 'ready' : undefined}
      >
        {content}
      </m.div>
    </LazyMotion>
  );
}
