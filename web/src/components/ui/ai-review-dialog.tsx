// The AI score on a row and its 'AI Judge Review' dialog. The button is light and eager; the dialog
// (Chakra's Dialog with its focus trap) loads on first use. As the pointer nears the button (hover,
// focus, the finger down) the dialog's code and the review's text are asked for, so a tap usually
// opens it complete.
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, lazy, useState } from 'react';
import { ROW_BUTTON } from './styles';
import { SpriteIcon } from './sprite-icon';
import type { AiReviewProject } from './ai-review-details';
import { aiReviewOf } from '../../lib/ai-review';
import { projectQueryOptions } from '../../lib/project-query';

const AiReviewDialogContent = lazy(() => import('./ai-review-dialog-content'));
const preloadDialog = () => void import('./ai-review-dialog-content');

export type { AiReviewProject };

export interface AiReviewButtonProps {
  project: AiReviewProject & { id: string };
}

/** Shows the overall AI score ('--' without a complete review); a click opens 'AI Judge Review'. */
export function AiReviewButton({ project }: AiReviewButtonProps) {
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const review = aiReviewOf(project);
  const preload = () => {
    preloadDialog();
    // A row without the text (lib/project-rows.ts) with a review to show: its text is on the project.
    if (project.reviewText === undefined && review.available)
      void client.prefetchQuery(projectQueryOptions(project.id));
  };
  const score = review.available && typeof project.aiScore === 'number' ? project.aiScore.toFixed(1) : '--';
  return (
    <>
      <button
        type="button"
        className={ROW_BUTTON.score}
        aria-haspopup="dialog"
        aria-label={`AI Judge Review of ${project.projectName}: ${review.available ? `${score} out of 10` : 'not available'}`}
        onPointerEnter={preload}
        onFocus={preload}
        onPointerDown={preload}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        <SpriteIcon name="robot" />
        <span data-testid="ai-score">{score}</span>
      </button>
      {mounted ? (
        <Suspense fallback={null}>
          <AiReviewDialogContent project={project} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
