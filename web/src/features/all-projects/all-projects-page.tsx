// /projects and /all-projects (spec §2 All Projects list): every approved project, the current chart
// first by rank, then newest first (the server's order), 20 more per Load More, a VOTE per row.
import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { PRODUCT_NAME } from '@domain/constants';
import { useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { PageMeta } from '../../lib/seo';
import { projectIdFromHash, useHashHighlight } from '../../lib/use-hash-highlight';
import { initialVisibleCount, nextVisibleCount } from './all-projects-rows';
import { useAllProjects } from './api/get-all-projects';
import { AllProjectsRow } from './components/all-projects-row';
import { AllProjectsEmpty, AllProjectsError, AllProjectsSkeleton } from './components/all-projects-states';

const EAGER_ROWS = 3;

export function AllProjectsPage() {
  const query = useAllProjects();
  const projects = useMemo(() => query.data ?? [], [query.data]);
  const { hash } = useLocation();
  const hashId = projectIdFromHash(hash);
  const ids = useMemo(() => projects.map((p) => p.id), [projects]);
  // null until Load More is pressed: then a #project-{id} link opens enough pages to show its row.
  const [revealed, setRevealed] = useState<number | null>(null);
  const visible = Math.min(projects.length, revealed ?? initialVisibleCount(ids, hashId));
  useHashHighlight(visible > 0);

  return (
    <Box as="section" aria-labelledby="all-projects-heading">
      <PageMeta
        title={`All Projects — Browse and vote on every AI project | ${PRODUCT_NAME}`}
        description="Browse and vote on all AI projects. Your votes decide which projects make the official chart at the weekly refresh every Monday."
      />
      <Stack gap={1} mb={6}>
        <Heading as="h1" id="all-projects-heading" size={{ base: '2xl', md: '3xl' }} fontWeight="black">
          BROWSE AND VOTE ON ALL AI PROJECTS
        </Heading>
        <Text color="fg.muted">
          Every approved project in one place. Your votes decide which projects make the official chart at the weekly
          refresh every Monday.
        </Text>
      </Stack>
      {query.status === 'pending' ? (
        <AllProjectsSkeleton />
      ) : query.status === 'error' && projects.length === 0 ? (
        <AllProjectsError onRetry={() => void query.refetch()} retrying={query.isRefetching} />
      ) : projects.length === 0 ? (
        <AllProjectsEmpty />
      ) : (
        <>
          <Stack as="ul" gap={0} listStyleType="none" aria-label="All projects">
            {projects.slice(0, visible).map((project, index) => (
              <AllProjectsRow key={project.id} project={project} priority={index < EAGER_ROWS} />
            ))}
          </Stack>
          {visible < projects.length ? (
            <Flex justify="center" mt={6}>
              <Button
                minH="48px"
                px={6}
                variant="outline"
                fontWeight="bold"
                onClick={() => setRevealed(nextVisibleCount(visible, projects.length))}
              >
                Load More
              </Button>
            </Flex>
          ) : null}
          <Text
            mt={4}
            textAlign="center"
            fontSize="sm"
            color="fg.muted"
            role="status"
            data-testid="all-projects-footer"
          >
            Showing {visible} of {projects.length} projects
          </Text>
        </>
      )}
    </Box>
  );
}
