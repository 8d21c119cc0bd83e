// Loading, empty and error states shared by the project lists (launchpad, archive, All Projects);
// each list passes its own spec texts.
import { Box, Button, Flex, Skeleton, Stack, Text } from '@chakra-ui/react';

interface ListSkeletonProps {
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

interface ListMessageProps {
  title: string;
  text?: string;
  testId: string;
}

export function ListEmpty({ title, text, testId }: ListMessageProps) {
  return (
    <Stack align="center" textAlign="center" gap={2} py={16} data-testid={testId}>
      <Text fontWeight="black" fontSize="xl">
        {title}
      </Text>
      {text ? <Text color="fg.muted">{text}</Text> : null}
    </Stack>
  );
}

export function ListError({
  title,
  text,
  testId,
  onRetry,
  retrying,
}: ListMessageProps & { onRetry: () => void; retrying: boolean }) {
  return (
    <Stack role="alert" align="center" textAlign="center" gap={2} py={16} data-testid={testId}>
      <Text fontWeight="black" fontSize="xl">
        {title}
      </Text>
      {text ? <Text color="fg.muted">{text}</Text> : null}
      <Button mt={2} minH="48px" variant="outline" onClick={onRetry} loading={retrying}>
        Retry
      </Button>
    </Stack>
  );
}
