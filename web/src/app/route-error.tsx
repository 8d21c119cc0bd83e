import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { PageMeta } from '../lib/seo';

/** Last-resort screen for a render or lazy-load failure inside a route (e.g. a stale chunk after a deploy). */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => console.error(error), [error]);
  return (
    <Stack align="center" textAlign="center" gap={4} py={24}>
      <PageMeta title="Something went wrong" noindex />
      <Heading as="h1" size="xl">
        Something went wrong
      </Heading>
      <Text color="fg.muted">Please reload the page.</Text>
      <Button onClick={() => window.location.reload()}>Reload</Button>
    </Stack>
  );
}
