// The placeholder of a page that waits for the session (route guards, the admin dashboard).
import { Skeleton, Stack } from '@chakra-ui/react';

export function GuardSkeleton() {
  return (
    <Stack gap={4} py={8} aria-busy="true" aria-label="Loading">
      <Skeleton h={8} w="50%" />
      <Skeleton h={4} w="80%" />
      <Skeleton h={4} w="70%" />
      <Skeleton h={40} w="100%" rounded="md" />
    </Stack>
  );
}
