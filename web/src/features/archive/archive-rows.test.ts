import { describe, expect, it } from 'vitest';
import { archiveFooter, archiveLoadMoreLabel, archiveRank, archiveWeeksBadge, isOnCurrentChart } from './archive-rows';

describe('archive rank column (docs/product.md#screens)', () => {
  it('shows the current rank when it is 100 or lower', () => {
    expect(archiveRank({ currentRank: 3, previousRank: 9 })).toBe(3);
    expect(archiveRank({ currentRank: 100, previousRank: null })).toBe(100);
  });

  it('falls back to the previous rank when there is no current rank within 100', () => {
    expect(archiveRank({ currentRank: null, previousRank: 42 })).toBe(42);
    expect(archiveRank({ currentRank: 101, previousRank: 7 })).toBe(7);
  });

  it('shows nothing when neither is within 100', () => {
    expect(archiveRank({ currentRank: null, previousRank: null })).toBeNull();
    expect(archiveRank({ currentRank: 150, previousRank: 101 })).toBeNull();
  });

  it('marks only currently ranked projects with CHART', () => {
    expect(isOnCurrentChart({ currentRank: 1 })).toBe(true);
    expect(isOnCurrentChart({ currentRank: null })).toBe(false);
  });
});

describe('archive badges and labels', () => {
  it("shows 'NW' only above one week, capped at 4", () => {
    expect(archiveWeeksBadge(1)).toBeNull();
    expect(archiveWeeksBadge(0)).toBeNull();
    expect(archiveWeeksBadge(null)).toBeNull();
    expect(archiveWeeksBadge(2)).toBe('2W');
    expect(archiveWeeksBadge(4)).toBe('4W');
    expect(archiveWeeksBadge(9)).toBe('4W');
  });

  it("labels load more with 'of ~N shown' when the total is known", () => {
    expect(archiveLoadMoreLabel(24, 253)).toBe('Load More Projects (24 of ~253 shown)');
    expect(archiveLoadMoreLabel(48, null)).toBe('Load More Projects');
    expect(archiveLoadMoreLabel(48, undefined)).toBe('Load More Projects');
    // A cached total below what is on screen never reads as "48 of ~30".
    expect(archiveLoadMoreLabel(48, 30)).toBe('Load More Projects (48 of ~48 shown)');
  });

  it('writes the footer, with the exhausted suffix', () => {
    expect(archiveFooter(24, false)).toBe('Showing 24 previously charted projects');
    expect(archiveFooter(30, true)).toBe('Showing 30 previously charted projects • All projects loaded');
  });
});
