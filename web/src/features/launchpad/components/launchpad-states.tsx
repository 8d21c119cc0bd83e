// Loading, empty and error states of the launchpad (spec §2).
import { Box, Button, Flex, Skeleton, Stack, Text } from '@chakra-ui/react';

export const SKELETON_ROWS = 6;

export function LaunchpadSkeleton() {
  return (
    <Stack as="ul" gap={0} aria-busy="true" aria-label="Loading new projects" listStyleType="none">
      {Array.from({ length: SKELETON_ROWS }, (_, i) => (
        <Flex as="li" key={i} gap={4} py={3} align="flex-start" borderBottomWidth="1px" borderColor="border.muted">
          <Skeleton w={{ base: '56px', md: '72px' }} h={{ base: '56px', md: '72px' }} rounded="md" flexShrink={0} />
          <Box flex="1">
            <Skeleton h={4} w="45%" mb={2} />
            <Skeleton h={3} w="90%" mb={2} />
            <Skeleton h={3} w="30%" />
          </Box>
          <Skeleton w="48px" h="48px" rounded="md" />
        </Flex>
      ))}
    </Stack>
  );
}

export function LaunchpadEmpty() {
  return (
    <Stack align="center" textAlign="center" gap={2} py={16} data-testid="launchpad-empty">
      <Text fontWeight="black" fontSize="xl">
        No new projects
      </Text>
      <Text color="fg.muted">Check back soon for fresh submissions!</Text>
    </Stack>
  );
}

export function LaunchpadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <Stack role="alert" align="center" textAlign="center" gap={2} py={16} data-testid="launchpad-error">
      <Text fontWeight="black" fontSize="xl">
        Failed to load projects
      </Text>
      <Text color="fg.muted">Please try again later</Text>
      <Button mt={2} minH="48px" variant="outline" onClick={onRetry} loading={retrying}>
        Retry
      </Button>
    </Stack>
  );
}
