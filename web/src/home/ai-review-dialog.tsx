// 'AI Judge Review' on `/`, loaded on first use (ai-reviews.tsx): the app's dialog, reading the review's
// text with TanStack Query (home-query.tsx).
import AiReviewDialogContent from '../components/ui/ai-review-dialog-content';
import type { AiReviewProject } from '../components/ui/ai-review-details';
import { QueryScope } from './home-query';

export { prefetchProject as prefetch } from './home-query';

interface Props {
  project: AiReviewProject & { id: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export default function HomeAiReviewDialog(props: Props) {
  return (
    <QueryScope>
      <AiReviewDialogContent {...props} />
    </QueryScope>
  );
}
