import { describe, expect, it } from 'vitest';
import { finalScore } from '@domain/score';
import { scoreBreakdown, votesToPass } from '@domain/score';
import { outlookText, publishedScoreBreakdown } from './score-explanation';

describe('explainable scores', () => {
  it("writes the issue's example exactly", () => {
    expect(scoreBreakdown(8.2, 30).text).toBe('97.0 = 82.0 from the AI judge (8.2 × 10) + 15.0 from 30 votes (× 0.5)');
    expect(scoreBreakdown(7, 1).text).toBe('70.5 = 70.0 from the AI judge (7.0 × 10) + 0.5 from 1 vote (× 0.5)');
  });

  it('adds up to the published finalScore for every AI score and vote count', () => {
    for (let tenth = 70; tenth <= 100; tenth++) {
      const ai = tenth / 10;
      for (let votes = 0; votes <= 400; votes += 7) {
        const published = finalScore(ai, votes);
        const b = publishedScoreBreakdown({ rank: 5, aiScore: ai, finalScore: published });
        expect(b, `${ai} ${votes}`).not.toBeNull();
        expect(b!.votes).toBe(votes);
        expect(Math.round((b!.aiPoints + b!.votePoints) * 10) / 10).toBe(published);
        expect(b!.text.startsWith(`${published.toFixed(1)} = `)).toBe(true);
      }
    }
  });

  it('is null off the chart or without scores', () => {
    expect(publishedScoreBreakdown({ rank: null, aiScore: 8, finalScore: 80 })).toBeNull();
    expect(publishedScoreBreakdown({ rank: 3, aiScore: null, finalScore: 80 })).toBeNull();
    expect(publishedScoreBreakdown({ rank: 3, aiScore: 9, finalScore: 80 })).toBeNull();
  });

  it('counts the votes that pass the last row, ties not enough', () => {
    expect(votesToPass(8, 0, 80)).toBe(1);
    expect(votesToPass(8, 0, 85)).toBe(11);
    expect(votesToPass(8, 0, 79.5)).toBe(0);
    expect(votesToPass(7.3, 3, 81.4)).toBe(Math.floor((814 - 745) / 5) + 1);
    expect(finalScore(7.3, 3 + votesToPass(7.3, 3, 81.4))).toBeGreaterThan(81.4);
    expect(finalScore(7.3, 3 + votesToPass(7.3, 3, 81.4) - 1)).toBeLessThanOrEqual(81.4);
    expect(outlookText({ lastRowScore: 81.5, votesToEnter: 12 }, 100)).toBe(
      "12 more votes would lift it past this week's #100 (81.5).",
    );
  });
});
