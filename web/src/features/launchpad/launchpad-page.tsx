// /launchpad and /new (spec §2 Launchpad): approved projects of the last 7 days, 24 per page with
// Load More, a promo block after every 10th row. Behind the launchpad flag (launchpad-config.ts).
import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { LAUNCHPAD_DAYS, PRODUCT_NAME } from '@domain/constants';
import { Fragment, useMemo } from 'react';
import { Navigate } from 'react-router';
import { PromoBlock, launchpadPromoAfter } from '../../components/ui/promo-block';
import { toast } from '../../components/ui/toaster';
import { LOAD_MORE_FAILED } from '../../lib/project-pages';
import { PageMeta } from '../../lib/seo';
import { useHashHighlight } from '../../lib/use-hash-highlight';
import { useLoadPagesForHash } from '../../lib/use-load-pages-for-hash';
import { launchpadQueryKey, useLaunchpad } from './api/get-launchpad';
import { LaunchpadRow } from './components/launchpad-row';
import { LaunchpadEmpty, LaunchpadError, LaunchpadSkeleton } from './components/launchpad-states';
import { LAUNCHPAD_ENABLED, LAUNCHPAD_FALLBACK_PATH } from './launchpad-config';
import { appClock, appTimeAt } from '../../lib/clock';

/** Rows whose thumbnails load eagerly (above the fold). */
const EAGER_ROWS = 3;

export function LaunchpadPage() {
  if (!LAUNCHPAD_ENABLED) return <Navigate to={LAUNCHPAD_FALLBACK_PATH} replace />;
  return <Launchpad />;
}

function Launchpad() {
  const launchpad = useLaunchpad();
  const { projects, data, dataUpdatedAt, hasNextPage, isFetchingNextPage, fetchNextPage } = launchpad;
  // "Added today / N days ago" against the time the rows were fetched.
  const now = useMemo(() => (dataUpdatedAt ? appTimeAt(dataUpdatedAt) : appClock()), [dataUpdatedAt]);
  const ids = useMemo(() => projects.map((p) => p.id), [projects]);
  const hashRowLoaded = useLoadPagesForHash({
    ids,
    pagesLoaded: data?.pages.length ?? 0,
    hasNextPage,
    isFetching: launchpad.isFetching,
    isError: launchpad.isError,
    fetchNextPage,
  });
  useHashHighlight(projects.length > 0 && hashRowLoaded);

  const loadMore = async () => {
    const result = await fetchNextPage();
    if (result.isFetchNextPageError) toast(LOAD_MORE_FAILED);
  };

  return (
    <Box as="section" aria-labelledby="launchpad-heading">
      <PageMeta
        title={`Launchpad — New AI projects this week | ${PRODUCT_NAME}`}
        description={`Fresh projects built with AI from the last ${LAUNCHPAD_DAYS} days. Vote for your favourites before the AI judge scores them for the weekly chart.`}
      />
      <Stack gap={1} mb={6}>
        <Heading as="h1" id="launchpad-heading" size={{ base: '2xl', md: '3xl' }} fontWeight="black">
          LAUNCHPAD
        </Heading>
        <Text color="fg.muted">
          New projects from the last {LAUNCHPAD_DAYS} days. Votes here count toward their chart entry.
        </Text>
      </Stack>
      {launchpad.status === 'pending' ? (
        <LaunchpadSkeleton />
      ) : projects.length === 0 && launchpad.status === 'error' ? (
        <LaunchpadError onRetry={() => void launchpad.refetch()} retrying={launchpad.isRefetching} />
      ) : projects.length === 0 ? (
        <LaunchpadEmpty />
      ) : (
        <>
          <Stack as="ul" gap={0} listStyleType="none" aria-label="New projects">
            {projects.map((project, index) => {
              const promo = launchpadPromoAfter(index + 1);
              return (
                <Fragment key={project.id}>
                  <LaunchpadRow project={project} now={now} priority={index < EAGER_ROWS} listKey={launchpadQueryKey} />
                  {promo ? (
                    <Box as="li" listStyleType="none">
                      <PromoBlock type={promo} />
                    </Box>
                  ) : null}
                </Fragment>
              );
            })}
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
                Load More Projects
              </Button>
            </Flex>
          ) : null}
        </>
      )}
    </Box>
  );
}
