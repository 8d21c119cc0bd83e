// A page's list of project rows with its states (spec §2, §8), each list passing its own spec texts:
// a skeleton while the first page loads, the error with Retry when no row could be loaded, the empty
// text, else the rows, Load More while there are more, and a running footer.
import { Box, Button, Flex, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { inHydrationSlices } from './hydration-slices';

/** A list page's h1 (`id` labels the page's section) and its line of introduction. */
export function ListHeading({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack gap={1} mb={6}>
      <Heading as="h1" id={id} size={{ base: '2xl', md: '3xl' }} fontWeight="black">
        {title}
      </Heading>
      <Text color="fg.muted">{children}</Text>
    </Stack>
  );
}

export interface ListSkeletonProps {
  rows: number;
  label: string;
  /** Thumbnail size on desktop (mobile is 56 px). */
  thumbPx?: number;
  /** Width of the action placeholder on the right. */
  actionW?: string;
  /** A rank column before the thumbnail (desktop). */
  rankColumn?: boolean;
}

export function ListSkeleton({ rows, label, thumbPx = 64, actionW = '48px', rankColumn = false }: ListSkeletonProps) {
  const thumb = { base: '56px', md: `${thumbPx}px` };
  return (
    <Stack as="ul" gap={0} aria-busy="true" aria-label={label} listStyleType="none">
      {Array.from({ length: rows }, (_, i) => (
        <Flex as="li" key={i} gap={4} py={3} align="flex-start" borderBottomWidth="1px" borderColor="border.muted">
          {rankColumn ? <Skeleton hideBelow="md" w={12} h={8} /> : null}
          <Skeleton w={thumb} h={thumb} rounded="md" flexShrink={0} />
          <Box flex="1">
            <Skeleton h={4} w="40%" mb={2} />
            <Skeleton h={3} w="85%" mb={2} />
            <Skeleton h={3} w="25%" />
          </Box>
          <Skeleton w={actionW} h="48px" rounded="md" />
        </Flex>
      ))}
    </Stack>
  );
}

export interface ListMessage {
  title: string;
  text?: string;
  testId: string;
}

/** The empty text, or the error with Retry when `onRetry` is given. */
function ListMessageBlock({
  title,
  text,
  testId,
  onRetry,
  retrying,
}: ListMessage & { onRetry?: () => void; retrying?: boolean }) {
  return (
    <Stack role={onRetry ? 'alert' : undefined} align="center" textAlign="center" gap={2} py={16} data-testid={testId}>
      <Text fontWeight="black" fontSize="xl">
        {title}
      </Text>
      {text ? <Text color="fg.muted">{text}</Text> : null}
      {onRetry ? (
        <Button mt={2} minH="48px" variant="outline" onClick={onRetry} loading={retrying}>
          Retry
        </Button>
      ) : null}
    </Stack>
  );
}

/** A list's texts (spec §2, §8): its accessible name and its loading, empty and error states. */
export interface ListStates {
  label: string;
  /** The Load More button's text (a page may pass its own, e.g. with a count). */
  moreLabel?: string;
  skeleton: ListSkeletonProps;
  empty: ListMessage;
  error: ListMessage;
}

export interface ProjectListProps {
  /** The list query (its status, and Retry refetches it) and how many rows it has. */
  query: { status: 'pending' | 'error' | 'success'; refetch: () => unknown; isRefetching: boolean };
  count: number;
  states: ListStates;
  /** The rows (ProjectRow, promo blocks). */
  children: ReactNode;
  /** The Load More button, while there are more, and its text (default the states'). */
  more?: { loading?: boolean; onClick: () => void } | null;
  moreLabel?: string;
  /** The running footer ('Showing N …'). */
  footer?: { text: string; testId: string };
}

export function ProjectList({ query, count, states, children, more, moreLabel, footer }: ProjectListProps) {
  if (query.status === 'pending') return <ListSkeleton {...states.skeleton} />;
  if (count === 0 && query.status === 'error') {
    return <ListMessageBlock {...states.error} onRetry={() => void query.refetch()} retrying={query.isRefetching} />;
  }
  if (count === 0) return <ListMessageBlock {...states.empty} />;
  return (
    <>
      <Stack as="ul" gap={0} listStyleType="none" aria-label={states.label}>
        {inHydrationSlices(children)}
      </Stack>
      {more ? (
        <Flex justify="center" mt={6}>
          <Button
            minH="48px"
            px={6}
            variant="outline"
            fontWeight="bold"
            loading={more.loading}
            loadingText="Loading…"
            onClick={more.onClick}
          >
            {moreLabel ?? states.moreLabel}
          </Button>
        </Flex>
      ) : null}
      {footer ? (
        <Text mt={4} textAlign="center" fontSize="sm" color="fg.muted" role="status" data-testid={footer.testId}>
          {footer.text}
        </Text>
      ) : null}
    </>
  );
}
