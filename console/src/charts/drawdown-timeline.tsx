import type { InterimReport } from '../api-types.ts';
import { currencyWords, formatCompactMoney, formatMoney, formatPeriod } from '../format.ts';
import { niceStep, scale, ticksOf } from './axis.ts';
import { ChartFigure, ChartKey, FiguresTable, Grid, NARROW_WIDTH, useDrawnWidth } from './figure.tsx';

/** One line of the timeline: the running total drawn, one point per report. */
interface Series {
  key: string;
  label: string;
  points: number[];
}

/**
 * Running totals per facility and of the aggregate, one point per report in time order: every facility of
 * the project (in its order, at 0 until a report draws on it), then any other a report names.
 */
function seriesOf(reports: InterimReport[], names: Map<number, string>): Series[] {
  const ids: number[] = [...names.keys()];
  for (const r of reports) for (const f of r.facility ?? []) if (f.facility_id !== null && !ids.includes(f.facility_id)) ids.push(f.facility_id);
  const running = (amountOf: (r: InterimReport) => number) => {
    let sum = 0;
    return reports.map((r) => (sum += amountOf(r)));
  };
  return [
    { key: 'aggregate', label: 'All facilities (aggregate)', points: running((r) => r.aggregate?.amount ?? 0) },
    ...ids.map((id) => ({
      key: String(id),
      label: names.get(id) ?? `Facility ${id}`,
      points: running((r) => r.facility?.find((f) => f.facility_id === id)?.amount ?? 0),
    })),
  ];
}

const H = 300;
const TOP = 16;
const BOTTOM = 256;

/** Where the plot is across the drawing: from `left` to `right`. */
interface Across {
  left: number;
  right: number;
}

/** The plot across a drawing `width` wide, room at the right for the last period (centred on its report); a narrower left margin on a phone. */
function acrossOf(width: number): Across {
  return { left: width < NARROW_WIDTH ? 72 : 96, right: width - 56 };
}

/** Where each report is across the chart: time runs to scale (months apart), so that a long gap between reports looks like one. */
function timeAxis(reports: InterimReport[], { left, right }: Across): (i: number) => number {
  const t = reports.map((r) => r.year * 12 + r.month - 1 + (r.edition - 1) * 0.2);
  const first = t[0]!;
  const at = scale(first, Math.max(1, t[t.length - 1]! - first), left, right - left);
  return (i) => (reports.length === 1 ? (left + right) / 2 : at(t[i]!));
}

/** The reports whose period is written under the axis: only where it does not run into the one before it (the last one always). */
function labelledOf(n: number, x: (i: number) => number): Set<number> {
  const labelled = new Set<number>();
  let lastX = Infinity;
  for (let i = n - 1; i >= 0; i--) {
    if (i === n - 1 || lastX - x(i) >= 80) {
      labelled.add(i);
      lastX = x(i);
    }
  }
  return labelled;
}

function summaryOf(reports: InterimReport[], series: Series[]): string {
  const n = reports.length;
  const last = (s: Series) => s.points[s.points.length - 1] ?? 0;
  return (
    `Drawdown timeline, ${n} report${n === 1 ? '' : 's'} from ${formatPeriod(reports[0]!)} to ${formatPeriod(reports[n - 1]!)}: ` +
    series.map((s) => `${s.label} ${formatMoney(last(s))} drawn in total`).join('; ') +
    '.'
  );
}

/**
 * The cumulative drawn amount as steps, one line per facility and one for the aggregate; its title says
 * the totals in words. `history` counts the reports left out for having no amounts.
 */
export function DrawdownTimeline({ reports, history, names }: { reports: InterimReport[]; history: number; names: Map<number, string> }) {
  const series = seriesOf(reports, names);
  const { frame, width } = useDrawnWidth(720);
  const across = acrossOf(width);
  const high = Math.max(1, ...series.flatMap((s) => s.points));
  const step = niceStep(high, 5);
  const top = Math.ceil(high / step) * step;
  const x = timeAxis(reports, across);
  const y = scale(0, top, BOTTOM, TOP - BOTTOM);
  const labelled = labelledOf(reports.length, x);
  return (
    <ChartFigure
      frame={frame}
      width={width}
      height={H}
      titleId="drawdown-chart-title"
      title={summaryOf(reports, series)}
      testId="drawdown-svg"
      caption={<TimelineCaption series={series} history={history} />}
      figures={<TimelineFigures reports={reports} series={series} />}
    >
      <Grid ticks={ticksOf(0, top, step)} at={y} from={across.left} to={across.right} labelAt={across.left - 8} label={formatCompactMoney} vertical={false} />
      <line class="chart-axis" x1={across.left} x2={across.right} y1={BOTTOM} y2={BOTTOM} />
      {reports.map((r, i) =>
        labelled.has(i) ? (
          <text key={r.id} class="chart-tick" x={x(i)} y={BOTTOM + 22} text-anchor="middle">
            {`${formatPeriod(r, true)}${r.edition > 1 ? ` (ed. ${r.edition})` : ''}`}
          </text>
        ) : null,
      )}
      {series.map((s, k) => (
        <SeriesLine key={s.key} series={s} k={k} reports={reports} x={x} y={y} />
      ))}
    </ChartFigure>
  );
}

/** A series as steps (flat until the next report, then up) with a point per report; the aggregate, the first, a little larger. */
function SeriesLine({ series: s, k, reports, x, y }: { series: Series; k: number; reports: InterimReport[]; x: (i: number) => number; y: (v: number) => number }) {
  const path = s.points.map((v, i) => (i === 0 ? `M ${x(0)} ${y(v)}` : `H ${x(i)} V ${y(v)}`)).join(' ');
  return (
    <g class={`drawdown-series series-${k % 6}`}>
      <path class="drawdown-line" d={path} />
      {s.points.map((v, i) => (
        <circle key={i} class="drawdown-point" cx={x(i)} cy={y(v)} r={k === 0 ? 5 : 4}>
          <title>{`${s.label}, ${formatPeriod(reports[i]!)}: ${formatMoney(v)} drawn to date`}</title>
        </circle>
      ))}
    </g>
  );
}

function TimelineCaption({ series, history }: { series: Series[]; history: number }) {
  return (
    <>
      <ChartKey
        entries={series.map((s, k) => ({
          key: s.key,
          group: `drawdown-series series-${k % 6}`,
          marks: [
            { shape: 'along', class: 'drawdown-line' },
            { shape: 'point', class: 'drawdown-point' },
          ],
          label: s.label,
        }))}
      />
      <span class="muted">
        Drawn to date, in {currencyWords()}: each report's amounts added to those before it.
        {history > 0 && ` ${history} report${history === 1 ? '' : 's'} imported as history, without amounts, ${history === 1 ? 'is' : 'are'} in the table below, not here.`}
      </span>
    </>
  );
}

function TimelineFigures({ reports, series }: { reports: InterimReport[]; series: Series[] }) {
  return (
    <FiguresTable testId="drawdown-figures" region="Cumulative drawn amount table" caption={`Cumulative drawn amount per facility, in ${currencyWords()}`}>
      <thead>
        <tr>
          <th scope="col">Period</th>
          {series.map((s) => (
            <th key={s.key} scope="col" class="number">
              {s.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {reports.map((r, i) => (
          <tr key={r.id}>
            <th scope="row">
              {formatPeriod(r)}, edition {r.edition}
            </th>
            {series.map((s) => (
              <td key={s.key} class="number">
                {formatMoney(s.points[i])}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </FiguresTable>
  );
}
