// POST /api/projects/{id}/vibe from the project page; refreshes this project and total vibes.
import { useSendVibe } from '../../../components/ui/use-vote-actions';
import { QUERY_KEYS } from '../../../lib/query-keys';

export function useProjectVibe(id: string) {
  return useSendVibe({ listKeys: [[...QUERY_KEYS.project, id], QUERY_KEYS.currentChart] });
}
