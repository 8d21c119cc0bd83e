// The rows' AI score buttons on `/`, kept as the server rendered them: one listener opens 'AI Judge
// Review' for the row pressed (its code and the review's text asked for as the pointer nears it), so
// the page's first load carries none of the dialog.
import { Suspense, lazy, useEffect, useState } from 'react';
import type { ProjectRowData } from '../lib/project-rows';
import { projectIdFromHash } from '../lib/use-hash-highlight';

const loadDialog = () => import('./ai-review-dialog');
const Dialog = lazy(loadDialog);

/** The project of an AI score button in a chart row (its id from the row's anchor). */
function projectOf(target: EventTarget | null): string | null {
  const button = target instanceof Element ? target.closest('button[aria-haspopup="dialog"]') : null;
  const row = button?.closest('li[data-testid="chart-row"]');
  return row ? projectIdFromHash(`#${row.id}`) : null;
}

export function AiReviews({ rows }: { rows: readonly ProjectRowData[] }) {
  const [shown, setShown] = useState<{ id: string; open: boolean } | null>(null);
  useEffect(() => {
    const root = document.getElementById('root');
    if (!root) return;
    const click = (event: MouseEvent) => {
      const id = projectOf(event.target);
      if (id) setShown({ id, open: true });
    };
    const near = (event: Event) => {
      const id = projectOf(event.target);
      if (id) void loadDialog().then((dialog) => dialog.prefetch(id));
    };
    root.addEventListener('click', click);
    for (const type of ['pointerover', 'pointerdown', 'focusin']) root.addEventListener(type, near);
    return () => {
      root.removeEventListener('click', click);
      for (const type of ['pointerover', 'pointerdown', 'focusin']) root.removeEventListener(type, near);
    };
  }, []);
  const project = shown ? rows.find((row) => row.id === shown.id) : undefined;
  if (!shown || !project) return null;
  return (
    <Suspense fallback={null}>
      <Dialog project={project} open={shown.open} onOpenChange={(open) => setShown({ id: shown.id, open })} />
    </Suspense>
  );
}
