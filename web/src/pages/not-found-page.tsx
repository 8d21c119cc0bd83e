import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { PRODUCT_NAME } from '@domain/constants';
import { PageMeta } from '../lib/seo';

export function NotFoundPage() {
  return (
    <Stack align="center" textAlign="center" gap={4} py={24}>
      <PageMeta title="Page not found" noindex />
      <Heading as="h1" size="2xl" fontWeight="black">
        404 Page Not Found
      </Heading>
      <Text color="fg.muted">This page is not on the chart.</Text>
      <Button asChild variant="outline">
        <RouterLink to="/">Back to {PRODUCT_NAME}</RouterLink>
      </Button>
    </Stack>
  );
}
