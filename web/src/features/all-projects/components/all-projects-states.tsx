// Loading, empty and error states of the All Projects list.
import { ListEmpty, ListError, ListSkeleton } from '../../../components/ui/list-states';

export const SKELETON_ROWS = 8;

export function AllProjectsSkeleton() {
  return <ListSkeleton rows={SKELETON_ROWS} label="Loading projects" actionW="88px" />;
}

export function AllProjectsEmpty() {
  return <ListEmpty title="No projects found" text="Be the first to submit a project!" testId="all-projects-empty" />;
}

export function AllProjectsError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <ListError
      title="Failed to load projects"
      text="Please try again later"
      testId="all-projects-error"
      onRetry={onRetry}
      retrying={retrying}
    />
  );
}
