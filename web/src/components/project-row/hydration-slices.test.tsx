import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FIRST_SLICE, NEXT_SLICE, inHydrationSlices } from './hydration-slices';

const rows = (n: number) => Array.from({ length: n }, (_, i) => <li key={`r${i}`}>{`row ${i}`}</li>);

describe('inHydrationSlices', () => {
  it('puts the first slice as is and each later slice in a Suspense boundary of its own', () => {
    const html = renderToString(<ul>{inHydrationSlices(rows(30))}</ul>);
    // 30 rows: 8, then 12 and 10 in two boundaries (React marks each with <!--$--> … <!--/$-->).
    expect(FIRST_SLICE).toBe(8);
    expect(NEXT_SLICE).toBe(12);
    expect(html.match(/<!--\$-->/g)).toHaveLength(2);
    expect(html.indexOf('<!--$-->')).toBeGreaterThan(html.indexOf('row 7<'));
    expect(html.indexOf('<!--$-->')).toBeLessThan(html.indexOf('row 8<'));
    // Every row, in order.
    const order = [...html.matchAll(/row (\d+)</g)].map((m) => Number(m[1]));
    expect(order).toEqual(Array.from({ length: 30 }, (_, i) => i));
  });

  it('adds no boundary to a list that fits the first slice', () => {
    expect(renderToString(<ul>{inHydrationSlices(rows(FIRST_SLICE))}</ul>)).not.toContain('<!--$-->');
  });
});
