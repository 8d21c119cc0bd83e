// /admin (docs/product.md#admin-dashboard, #route-guards): not indexed. Signed out: 'ADMIN ACCESS REQUIRED'
// with a Google sign-in button; signed in without the admin claim: 'ACCESS DENIED - …'; admins: the
// review queue of pending projects and the way to the e-mail pages. Skeletons while loading.
import { Badge, Button, Flex, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { PRODUCT_NAME } from '@domain/constants';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { css } from 'styled-system/css';
import { ScreenPlaceholder } from '../../chakra/client-screen';
import { LoadFailed } from '../../components/ui/load-failed';
import { useAuthActions } from '../../lib/use-auth-actions';
import { PageMeta } from '../../lib/seo';
import { useSession } from '../../lib/session';
import { usePendingProjects } from './api/get-pending-projects';
import { ADMIN_TEXTS, failureMessage } from './admin-messages';
import { ADMIN_TITLE } from './admin-meta';
import { HeldProjects } from './components/held-projects';
import { PendingTable, PendingTableSkeleton } from './components/pending-table';

const TITLE = ADMIN_TITLE;
const LOAD_FAILED = css({ gap: 3, py: 10 });

/** Until the session is known (the server and hydration never know it). */
function AdminLoading() {
  return <ScreenPlaceholder title={TITLE} noindex />;
}

export function AdminPage() {
  const session = useSession();
  const { ready } = session;
  // Resolve the session now rather than at the provider's idle time: this page needs it.
  useEffect(() => {
    void ready();
  }, [ready]);

  if (session.status === 'loading') return <AdminLoading />;
  if (session.status === 'signedOut') return <AdminSignIn />;
  if (!session.isAdmin) return <AdminDenied />;
  return <AdminDashboard />;
}

function AdminSignIn() {
  const { signIn } = useAuthActions();
  return (
    <Stack role="alert" align="center" textAlign="center" gap={4} py={{ base: 12, md: 20 }}>
      <PageMeta title={TITLE} noindex />
      <Heading as="h1" size="2xl" fontWeight="black">
        {ADMIN_TEXTS.accessRequired}
      </Heading>
      <Text color="fg.muted" maxW="md">
        Sign in with an admin account to review submissions.
      </Text>
      <Button size="lg" minH="48px" fontWeight="black" onClick={() => void signIn()}>
        {ADMIN_TEXTS.signIn}
      </Button>
    </Stack>
  );
}

function AdminDenied() {
  return (
    <Stack role="alert" align="center" textAlign="center" gap={4} py={{ base: 12, md: 20 }}>
      <PageMeta title={TITLE} noindex />
      <Heading as="h1" size="lg" fontWeight="normal" maxW="2xl" data-testid="access-denied">
        <Text as="strong" fontWeight="black">
          {ADMIN_TEXTS.accessDeniedTitle}
        </Text>{' '}
        - {ADMIN_TEXTS.accessDeniedText}
      </Heading>
      <Button asChild variant="outline" minH="48px">
        <RouterLink to="/">Back to {PRODUCT_NAME}</RouterLink>
      </Button>
    </Stack>
  );
}

function AdminDashboard() {
  const query = usePendingProjects();
  return (
    <Stack as="section" aria-labelledby="admin-heading" gap={6}>
      <PageMeta title={TITLE} noindex />
      <Flex gap={4} align={{ base: 'flex-start', md: 'center' }} justify="space-between" wrap="wrap">
        <HStack gap={3} align="center">
          <Heading as="h1" id="admin-heading" size={{ base: '2xl', md: '3xl' }} fontWeight="black">
            Admin Dashboard
          </Heading>
          {query.data ? (
            <Badge colorPalette={query.data.length > 0 ? 'red' : 'green'} variant="solid" data-testid="pending-total">
              {query.data.length} pending
            </Badge>
          ) : null}
        </HStack>
        <HStack gap={2} wrap="wrap">
          <Button asChild variant="outline" minH="48px">
            <RouterLink to="/admin/email-preview">Email Preview</RouterLink>
          </Button>
          <Button asChild variant="outline" minH="48px">
            <RouterLink to="/admin/beta-email">Campaign</RouterLink>
          </Button>
          <Button asChild variant="outline" minH="48px">
            <RouterLink to="/admin/fairness">Fairness</RouterLink>
          </Button>
        </HStack>
      </Flex>
      <Heading as="h2" size="md">
        Pending projects
      </Heading>
      {query.isPending ? (
        <PendingTableSkeleton />
      ) : query.isError ? (
        <LoadFailed
          title="Failed to load pending projects"
          text={failureMessage(query.error, 'Please try again.')}
          onRetry={() => void query.refetch()}
          className={LOAD_FAILED}
        />
      ) : query.data.length === 0 ? (
        <Stack align="center" textAlign="center" py={12} data-testid="pending-empty">
          <Text fontSize="lg">
            <Text as="strong" fontWeight="black">
              {ADMIN_TEXTS.emptyTitle}
            </Text>{' '}
            - {ADMIN_TEXTS.emptyText}
          </Text>
        </Stack>
      ) : (
        <PendingTable projects={query.data} />
      )}
      <HeldProjects />
      <Text fontSize="sm" color="fg.muted">
        Approved projects go to the launchpad for 7 days; rejected ones are never shown. Deleting removes a submission
        and its thumbnail for good.
      </Text>
    </Stack>
  );
}
