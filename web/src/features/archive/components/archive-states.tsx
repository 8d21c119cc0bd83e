// Loading, empty and error states of the archive (spec §2, §8).
import { Box, Button, Flex, Skeleton, Stack, Text } from '@chakra-ui/react';

export const SKELETON_ROWS = 8;

export function ArchiveSkeleton() {
  return (
    <Stack as="ul" gap={0} aria-busy="true" aria-label="Loading the archive" listStyleType="none">
      {Array.from({ length: SKELETON_ROWS }, (_, i) => (
        <Flex as="li" key={i} gap={4} py={3} align="flex-start" borderBottomWidth="1px" borderColor="border.muted">
          <Skeleton hideBelow="md" w={12} h={8} />
          <Skeleton w={{ base: '56px', md: '64px' }} h={{ base: '56px', md: '64px' }} rounded="md" flexShrink={0} />
          <Box flex="1">
            <Skeleton h={4} w="40%" mb={2} />
            <Skeleton h={3} w="85%" mb={2} />
            <Skeleton h={3} w="25%" />
          </Box>
          <Skeleton w="48px" h="48px" rounded="md" />
        </Flex>
      ))}
    </Stack>
  );
}

export function ArchiveEmpty() {
  return (
    <Stack align="center" textAlign="center" gap={2} py={16} data-testid="archive-empty">
      <Text fontWeight="black" fontSize="xl">
        No projects found
      </Text>
    </Stack>
  );
}

export function ArchiveError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <Stack role="alert" align="center" textAlign="center" gap={2} py={16} data-testid="archive-error">
      <Text fontWeight="black" fontSize="xl">
        Failed to fetch archive projects
      </Text>
      <Button mt={2} minH="48px" variant="outline" onClick={onRetry} loading={retrying}>
        Retry
      </Button>
    </Stack>
  );
}
