import { Box, Button, Flex, Skeleton, Stack, Text } from '@chakra-ui/react';

export const SKELETON_ROWS = 10;

export function ChartSkeleton() {
  return (
    <Stack as="ul" gap={0} aria-busy="true" aria-label="Loading the chart">
      {Array.from({ length: SKELETON_ROWS }, (_, i) => (
        <Flex as="li" key={i} align="center" gap={4} py={3} borderBottomWidth="1px" borderColor="border.muted">
          <Skeleton w={10} h={6} />
          <Skeleton w="64px" h="64px" rounded="md" flexShrink={0} />
          <Box flex="1">
            <Skeleton h={4} w="40%" mb={2} />
            <Skeleton h={3} w="80%" />
          </Box>
        </Flex>
      ))}
    </Stack>
  );
}

export function ChartError({ onRetry }: { onRetry: () => void }) {
  return (
    <Stack role="alert" align="center" textAlign="center" gap={2} py={16}>
      <Text fontWeight="black" fontSize="xl" letterSpacing="wide">
        CONNECTION ERROR
      </Text>
      <Text color="fg.muted">Unable to load projects. Please try again.</Text>
      <Button mt={2} onClick={onRetry}>
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
