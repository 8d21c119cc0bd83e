// The 'AI Judge Review' dialog (Chakra's Dialog with its focus trap), loaded on first use. A list row
// carries the scores but not the review's text (lib/project-rows.ts): the text comes from the
// project's query, which the button asked for as the pointer neared it.
import { Button, CloseButton, SkeletonText } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import { ChakraScope } from '../../chakra/chakra-scope';
import { projectQueryOptions } from '../../lib/project-query';
import type { AiReviewProject } from './ai-review-details';
import { AiReviewDetails, ReviewText } from './ai-review-details';
import { AppDialog } from './app-dialog';

export const REVIEW_TEXT_FAILED = 'The review could not be loaded.';

const FAILED = css({ display: 'flex', alignItems: 'center', gap: 3, flexWrap: 'wrap', color: 'fg.muted' });

interface Props {
  project: AiReviewProject & { id: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The review's text from GET /api/projects/:id: three lines of skeleton while it comes. */
function FetchedReviewText({ id }: { id: string }) {
  const query = useQuery(projectQueryOptions(id));
  if (query.data) return <ReviewText text={query.data.reviewText} />;
  if (query.isError) {
    return (
      <div className={FAILED} data-testid="review-text-failed">
        <p>{REVIEW_TEXT_FAILED}</p>
        <Button size="xs" variant="outline" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return (
    <div role="status" aria-busy="true" aria-label="Loading the review">
      <SkeletonText noOfLines={3} gap={2} />
    </div>
  );
}

export default function AiReviewDialogContent({ project, open, onOpenChange }: Props) {
  const text = project.reviewText === undefined ? <FetchedReviewText id={project.id} /> : undefined;
  return (
    <ChakraScope>
      <AppDialog
        open={open}
        onOpenChange={(e) => onOpenChange(e.open)}
        size={{ base: 'full', md: 'md' }}
        title="AI Judge Review"
        subtitle={project.projectName}
        bodyPb={6}
        closeButton={<CloseButton size="sm" aria-label="Close" />}
      >
        <AiReviewDetails project={project} text={text} />
      </AppDialog>
    </ChakraScope>
  );
}
