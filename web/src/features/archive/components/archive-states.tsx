// Loading, empty and error states of the archive (spec §2, §8).
import { ListEmpty, ListError, ListSkeleton } from '../../../components/ui/list-states';

export const SKELETON_ROWS = 8;

export function ArchiveSkeleton() {
  return <ListSkeleton rows={SKELETON_ROWS} label="Loading the archive" rankColumn />;
}

export function ArchiveEmpty() {
  return <ListEmpty title="No projects found" testId="archive-empty" />;
}

export function ArchiveError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <ListError title="Failed to fetch archive projects" testId="archive-error" onRetry={onRetry} retrying={retrying} />
  );
}
