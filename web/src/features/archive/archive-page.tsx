// /archive (spec §2 Archive): every project that has charted, newest chart week first, 24 per page
// with Load More ('of ~N shown', N from GET /api/projects/archive/count) and a running footer.
import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { PRODUCT_NAME } from '@domain/constants';
import { useMemo } from 'react';
import { toast } from '../../components/ui/toaster';
import { LOAD_MORE_FAILED } from '../../lib/project-pages';
import { PageMeta } from '../../lib/seo';
import { useHashHighlight } from '../../lib/use-hash-highlight';
import { useLoadPagesForHash } from '../../lib/use-load-pages-for-hash';
import { archiveQueryKey, useArchive } from './api/get-archive';
import { useArchiveCount } from './api/get-archive-count';
import { archiveFooter, archiveLoadMoreLabel } from './archive-rows';
import { ArchiveRow } from './components/archive-row';
import { ArchiveEmpty, ArchiveError, ArchiveSkeleton } from './components/archive-states';

const EAGER_ROWS = 3;

export function ArchivePage() {
  const archive = useArchive();
  const count = useArchiveCount();
  const { projects, data, hasNextPage, isFetchingNextPage, fetchNextPage } = archive;
  const ids = useMemo(() => projects.map((p) => p.id), [projects]);
  const hashRowLoaded = useLoadPagesForHash({
    ids,
    pagesLoaded: data?.pages.length ?? 0,
    hasNextPage,
    isFetching: archive.isFetching,
    isError: archive.isError,
    fetchNextPage,
  });
  useHashHighlight(projects.length > 0 && hashRowLoaded);

  const loadMore = async () => {
    const result = await fetchNextPage();
    if (result.isFetchNextPageError) toast(LOAD_MORE_FAILED);
  };

  return (
    <Box as="section" aria-labelledby="archive-heading">
      <PageMeta
        title={`Archive — Previously charted AI projects | ${PRODUCT_NAME}`}
        description="A complete library of previously charted projects built with AI: their best ranks, weeks on the chart and this week's chart entries."
      />
      <Stack gap={1} mb={6}>
        <Heading as="h1" id="archive-heading" size={{ base: '2xl', md: '3xl' }} fontWeight="black">
          ARCHIVE
        </Heading>
        <Text color="fg.muted">A complete library of previously charted projects.</Text>
      </Stack>
      {archive.status === 'pending' ? (
        <ArchiveSkeleton />
      ) : projects.length === 0 && archive.status === 'error' ? (
        <ArchiveError onRetry={() => void archive.refetch()} retrying={archive.isRefetching} />
      ) : projects.length === 0 ? (
        <ArchiveEmpty />
      ) : (
        <>
          <Stack as="ul" gap={0} listStyleType="none" aria-label="Previously charted projects">
            {projects.map((project, index) => (
              <ArchiveRow key={project.id} project={project} priority={index < EAGER_ROWS} listKey={archiveQueryKey} />
            ))}
          </Stack>
          {hasNextPage ? (
            <Flex justify="center" mt={6}>
              <Button
                minH="48px"
                px={6}
                variant="outline"
                fontWeight="bold"
                loading={isFetchingNextPage}
                loadingText="Loading…"
                onClick={() => void loadMore()}
              >
                {archiveLoadMoreLabel(projects.length, count.data)}
              </Button>
            </Flex>
          ) : null}
          <Text mt={4} textAlign="center" fontSize="sm" color="fg.muted" role="status" data-testid="archive-footer">
            {archiveFooter(projects.length, !hasNextPage)}
          </Text>
        </>
      )}
    </Box>
  );
}
