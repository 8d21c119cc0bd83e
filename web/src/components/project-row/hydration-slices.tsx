// A long list's rows in slices for hydration: the first slice as is, each later one in a Suspense
// boundary of its own. Hydrating a server page, React hydrates each boundary as a task of its own, so
// no task holds the main thread for the whole list (24–100 rows: 150–250 ms on a 4x slower phone in
// one piece). In a page the browser renders itself the boundaries never suspend and change nothing.
import type { ReactNode } from 'react';
import { Children, Suspense } from 'react';

export const FIRST_SLICE = 8;
export const NEXT_SLICE = 12;

/** `items` (rows, or a row and its promo block as one Fragment) in hydration slices. */
export function inHydrationSlices(items: ReactNode): ReactNode {
  const all = Children.toArray(items);
  const slices: ReactNode[] = [all.slice(0, FIRST_SLICE)];
  for (let start = FIRST_SLICE, n = 0; start < all.length; start += NEXT_SLICE, n++) {
    slices.push(
      <Suspense key={`slice-${n}`} fallback={null}>
        {all.slice(start, start + NEXT_SLICE)}
      </Suspense>,
    );
  }
  return slices;
}
