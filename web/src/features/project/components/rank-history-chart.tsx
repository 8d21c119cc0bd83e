// A small SVG plot of a project's rank per chart week (rank 1 at the top), with a table of the same
// data for screen readers and precise reading.
import { useId } from 'react';
import { css } from 'styled-system/css';
import { shortDate } from '@domain/calendar-date';
import type { RankPoint } from '../rank-history';
import { rankPlot } from '../rank-history';

const TABLE = css({ mt: 3, fontSize: 'sm', w: 'full', maxW: '420px' });
const CAPTION = css({ textAlign: 'left', fontWeight: 'bold', mb: 1 });
const HEAD_CELL = css({ textAlign: 'left', py: 1 });
const CELL = css({ py: 1 });

export function RankHistoryChart({ history, projectName }: { history: readonly RankPoint[]; projectName: string }) {
  const id = useId();
  const plot = rankPlot(history);
  const { width, height, padding } = plot.box;
  const best = Math.min(...history.map((p) => p.rank));
  return (
    <div>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        width="100%"
        style={{ maxWidth: `${width}px`, height: 'auto', color: '#2563eb' }}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        data-testid="rank-history-plot"
      >
        <title id={`${id}-title`}>{`Rank history of ${projectName}`}</title>
        <desc id={`${id}-desc`}>
          {`${history.length} chart ${history.length === 1 ? 'week' : 'weeks'}, best rank #${best}. Rank 1 is at the top.`}
        </desc>
        {plot.ticks.map((t) => (
          <g key={t.rank}>
            <line
              x1={padding.left}
              x2={width - padding.right}
              y1={t.y}
              y2={t.y}
              stroke="#d4d4d8"
              strokeDasharray="3 3"
            />
            <text x={padding.left - 8} y={t.y + 4} textAnchor="end" fontSize="12" fill="#52525b">
              #{t.rank}
            </text>
          </g>
        ))}
        <path d={plot.path} fill="none" stroke="currentColor" strokeWidth="3" strokeLinejoin="round" />
        {plot.points.map((p) => (
          <g key={p.weekOf} data-week={p.weekOf} data-rank={p.rank}>
            <circle cx={p.x} cy={p.y} r="5" fill="currentColor" />
            <text x={p.x} y={height - padding.bottom + 20} textAnchor="middle" fontSize="12" fill="#52525b">
              {shortDate(p.weekOf)}
            </text>
          </g>
        ))}
      </svg>
      <table className={TABLE} data-testid="rank-history-table">
        <caption className={CAPTION}>Rank per week</caption>
        <thead>
          <tr>
            <th className={HEAD_CELL}>Week of</th>
            <th className={HEAD_CELL}>Rank</th>
            <th className={HEAD_CELL}>Movement</th>
          </tr>
        </thead>
        <tbody>
          {[...plot.points].reverse().map((p) => (
            <tr key={p.weekOf}>
              <td className={CELL}>{p.weekOf}</td>
              <td>#{p.rank}</td>
              <td>
                <span>{p.chartStatus}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
