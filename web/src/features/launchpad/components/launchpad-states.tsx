// Loading, empty and error states of the launchpad (spec §2).
import { ListEmpty, ListError, ListSkeleton } from '../../../components/ui/list-states';

export const SKELETON_ROWS = 6;

export function LaunchpadSkeleton() {
  return <ListSkeleton rows={SKELETON_ROWS} label="Loading new projects" thumbPx={72} />;
}

export function LaunchpadEmpty() {
  return <ListEmpty title="No new projects" text="Check back soon for fresh submissions!" testId="launchpad-empty" />;
}

export function LaunchpadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <ListError
      title="Failed to load projects"
      text="Please try again later"
      testId="launchpad-error"
      onRetry={onRetry}
      retrying={retrying}
    />
  );
}
