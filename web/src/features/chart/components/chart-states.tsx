import { Box, Button, Flex, Skeleton, Stack, Text } from '@chakra-ui/react';

export const SKELETON_ROWS = 10;

export function ChartSkeleton() {
  return (
    <Stack as="ul" gap={0} aria-busy="true" aria-label="Loading the chart" data-testid="chart-skeleton">
      {Array.from({ length: SKELETON_ROWS }, (_, i) => (
        <Flex as="li" key={i} align="center" gap={4} py={3} borderBottomWidth="1px" borderColor="border.muted">
          <Skeleton w={10} h={6} />
          <Skeleton w={{ base: '56px', md: '72px' }} h={{ base: '56px', md: '72px' }} rounded="md" flexShrink={0} />
          <Box flex="1">
            <Skeleton h={4} w="40%" mb={2} />
            <Skeleton h={3} w="80%" />
          </Box>
        </Flex>
      ))}
    </Stack>
  );
}

export function ChartError({ onRetry, retrying = false }: { onRetry: () => void; retrying?: boolean }) {
  return (
    <Stack role="alert" align="center" textAlign="center" gap={2} py={16}>
      <Text fontWeight="black" fontSize="xl" letterSpacing="wide">
        CONNECTION ERROR
      </Text>
      <Text color="fg.muted">Unable to load projects. Please try again.</Text>
      <Button mt={2} minH="48px" onClick={onRetry} loading={retrying}>
        Retry
      </Button>
    </Stack>
  );
}

export function ChartEmpty() {
  return (
    <Stack align="center" textAlign="center" gap={2} py={16}>
      <Text fontWeight="black" fontSize="xl" letterSpacing="wide">
        NO PROJECTS FOUND
      </Text>
      <Text color="fg.muted">Be the first to submit a project!</Text>
    </Stack>
  );
}
