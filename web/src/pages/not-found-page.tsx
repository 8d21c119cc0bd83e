import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { PRODUCT_NAME } from '@domain/constants';
import { PageMeta } from '../lib/seo';

// Any unknown path (spec §2): title 'Page not found', noindex, the 404 share image, a way back.
export function NotFoundPage() {
  return (
    <Stack align="center" textAlign="center" gap={4} py={{ base: 16, md: 24 }}>
      <PageMeta
        title="Page not found"
        description={`This page does not exist on ${PRODUCT_NAME}. The weekly chart is one click away.`}
        noindex
        ogImage="404"
      />
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} fontWeight="black">
        404 Page Not Found
      </Heading>
      <Text color="fg.muted">This page is not on the chart. It may have moved, or the link may be mistyped.</Text>
      <HStack gap={3} wrap="wrap" justify="center">
        <Button asChild size="lg" minH="48px">
          <RouterLink to="/">Back to {PRODUCT_NAME}</RouterLink>
        </Button>
        <Button asChild size="lg" minH="48px" variant="outline">
          <RouterLink to="/launchpad">See the Launchpad</RouterLink>
        </Button>
      </HStack>
    </Stack>
  );
}
