// One project of the review session: thumbnail (links to the project, http(s) only), title, summary,
// stack tags, Vote and Skip. The card can be swiped (framer-motion drag): right = vote, left = skip.
import { Box, Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { motion, useMotionValue, useReducedMotion, useTransform } from 'framer-motion';
import { FaArrowUp, FaForward } from 'react-icons/fa6';
import { safeHttpUrl } from '@domain/url';
import { safeImageSrc } from '../../../components/ui/project-display';
import { ToolBadges } from '../../../components/ui/tool-badges';
import type { SessionAction, SessionItem } from '../session-model';
import { swipeAction } from '../session-model';

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

export function ReviewCard({ item, acted, locked, pending, onAct }: ReviewCardProps) {
  const { project } = item;
  const url = safeHttpUrl(project.url);
  const image = safeImageSrc(project.thumbnail_url);
  const reduceMotion = useReducedMotion();
  const x = useMotionValue(0);
  const rotate = useTransform(x, [-240, 240], [-10, 10]);
  const canAct = !locked && !acted;

  const thumbnail = image ? (
    <Box asChild w="full" h="full" objectFit="cover">
      <img src={image} alt="" width={320} height={320} draggable={false} />
    </Box>
  ) : (
    <Text fontWeight="bold" color="fg.muted" fontSize="sm">
      NO IMG
    </Text>
  );

  return (
    <motion.div
      drag={canAct ? 'x' : false}
      dragConstraints={{ left: 0, right: 0 }}
      dragElastic={0.8}
      dragSnapToOrigin
      style={{ x, rotate: reduceMotion ? 0 : rotate, touchAction: 'pan-y' }}
      initial={reduceMotion ? false : { opacity: 0, y: 12 }}
      animate={{ opacity: 1, y: 0 }}
      transition={{ duration: 0.2 }}
      onDragEnd={(_event, info) => {
        const action = swipeAction(info.offset.x, info.velocity.x);
        if (action && canAct) onAct(action);
      }}
      data-testid="review-card"
      data-project-id={project.id}
    >
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
          <Button
            flex="1"
            minH="48px"
            variant="outline"
            onClick={() => onAct('skip')}
            disabled={!canAct}
            loading={pending === 'skip'}
            aria-keyshortcuts="S"
          >
            <FaForward aria-hidden="true" /> Skip
          </Button>
          <Button
            flex="1"
            minH="48px"
            colorPalette="purple"
            onClick={() => onAct('vote')}
            disabled={!canAct}
            loading={pending === 'vote'}
            aria-keyshortcuts="V"
          >
            <FaArrowUp aria-hidden="true" /> Vote
          </Button>
        </HStack>
      </Stack>
    </motion.div>
  );
}
