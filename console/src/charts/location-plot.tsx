import { useState } from 'preact/hooks';
import type { LocationEntry } from '../api-types.ts';
import { formatDateTime, formatMoney, formatOneDecimal, formatWhole } from '../format.ts';
import { niceStep, scale, stepsFor, ticksOf } from './axis.ts';
import { ChartFigure, FiguresTable, Grid, NARROW_WIDTH, useDrawnWidth } from './figure.tsx';

/** The figure a location plot draws: its name, its unit in words, how a tick says it, and where an entry has it. */
export interface PlotMetric {
  label: string;
  unit: string;
  short: (value: number) => string;
  of: (entry: LocationEntry) => number | null;
}

const TOP = 34;
const ROW = 22;
/** How many groups the plot shows until the user asks for every one (a district grouping has 150 or more). */
const FIRST_ROWS = 25;

/** Largest figure first (then most projects, then by name); groups without the figure last, by name. */
function sortedBy(entries: LocationEntry[], m: PlotMetric): LocationEntry[] {
  return [...entries].sort((a, b) => {
    const va = m.of(a);
    const vb = m.of(b);
    if (va === null || vb === null) return va === null ? (vb === null ? a._meta.group.localeCompare(b._meta.group) : 1) : -1;
    return vb - va || b._meta.project_count - a._meta.project_count || a._meta.group.localeCompare(b._meta.group);
  });
}

/** Where the bars are across a drawing `width` wide: the groups' names at the left, their figures at the right; narrower margins on a phone. */
interface Across {
  width: number;
  left: number;
  right: number;
}

const acrossOf = (width: number): Across => (width < NARROW_WIDTH ? { width, left: 104, right: 80 } : { width, left: 130, right: 96 });

/** The figure's axis: from zero (or below, for negative figures) to the largest, in round steps whose labels are about 64 px apart. */
function valueAxis(values: number[], { width, left, right }: Across): { x: (value: number) => number; ticks: number[] } {
  const low = Math.min(0, ...values);
  const high = Math.max(0, ...values);
  const step = niceStep(Math.max(high - low, 1), stepsFor(width - left - right, 64));
  const from = Math.floor(low / step) * step;
  const to = Math.max(step, Math.ceil(high / step) * step);
  return { x: scale(from, to - from, left, width - left - right), ticks: ticksOf(from, to, step) };
}

function summaryOf(rows: LocationEntry[], shown: number, m: PlotMetric, grouping: string, plural: string): string {
  const first = rows[0]!;
  const withValue = rows.filter((r) => m.of(r) !== null);
  const last = withValue[withValue.length - 1];
  return (
    `Location metrics, ${m.label.toLowerCase()} by ${grouping}: ${rows.length} ${rows.length === 1 ? grouping : plural}` +
    (withValue.length > 0 && last ? `, from ${m.short(m.of(first)!)} in ${first._meta.group} to ${m.short(m.of(last)!)} in ${last._meta.group}` : '') +
    (withValue.length < rows.length ? `; ${rows.length - withValue.length} without this figure` : '') +
    `; ${formatWhole(rows.reduce((s, r) => s + r._meta.project_count, 0))} projects in all` +
    (shown < rows.length ? `; the first ${shown} are drawn.` : '.')
  );
}

/**
 * One row per group, sorted by the plotted figure (largest first, groups without it last): a bar from
 * zero to the figure with a dot at its end, the figure at the right, the projects counted beside the
 * group's name. Its title says the range in words, and every figure is in the table on demand.
 */
export function LocationPlot({ entries, metric: m, grouping }: { entries: LocationEntry[]; metric: PlotMetric; grouping: string }) {
  const [everyRow, setEveryRow] = useState(false);
  const rows = sortedBy(entries, m);
  const { frame, width: W } = useDrawnWidth(760);
  const across = acrossOf(W);
  const { x, ticks } = valueAxis(rows.map(m.of).filter((v): v is number => v !== null), across);
  const shown = everyRow ? rows : rows.slice(0, FIRST_ROWS);
  const H = TOP + shown.length * ROW + 12;
  const plural = grouping.endsWith('area') ? 'postcode areas' : 'postcode districts';
  return (
    <ChartFigure
      class="location-chart"
      frame={frame}
      width={W}
      height={H}
      titleId="location-chart-title"
      title={summaryOf(rows, shown.length, m, grouping, plural)}
      testId="location-svg"
      after={
        rows.length > FIRST_ROWS && (
          <p class="location-more">
            {everyRow ? `All ${rows.length} ${plural} are drawn. ` : `The first ${FIRST_ROWS} of ${rows.length} ${plural} are drawn. `}
            <button type="button" class="link-button" aria-expanded={everyRow} onClick={() => setEveryRow(!everyRow)} data-testid="location-every-row">
              {everyRow ? `Draw the first ${FIRST_ROWS} only` : `Draw all ${rows.length} ${plural}`}
            </button>
          </p>
        )
      }
      caption={
        <span class="muted">
          {m.label}, in {m.unit}; n is the projects counted in each {grouping}. Computed {formatDateTime(rows[0]!._meta.created_at)}.
        </span>
      }
      figures={<LocationFigures entries={entries} grouping={grouping} />}
    >
      <Grid ticks={ticks} at={x} from={TOP - 8} to={H - 8} labelAt={TOP - 14} label={m.short} vertical />
      <line class="chart-axis" x1={x(0)} x2={x(0)} y1={TOP - 8} y2={H - 8} />
      {shown.map((r, i) => (
        <LocationRow key={r._meta.group} entry={r} value={m.of(r)} m={m} y={TOP + i * ROW + ROW / 2} stripe={i % 2 === 0} x={x} across={across} />
      ))}
    </ChartFigure>
  );
}

/** A group's row: its name and count at the left, a striped band on every other row, the bar, its dot and the figure. */
function LocationRow({
  entry: r,
  value: v,
  m,
  y,
  stripe,
  x,
  across: { width: W, left: LEFT },
}: {
  entry: LocationEntry;
  value: number | null;
  m: PlotMetric;
  y: number;
  stripe: boolean;
  x: (value: number) => number;
  across: Across;
}) {
  return (
    <g class="location-row" data-testid="location-row">
      <title>{`${r._meta.group}: ${v === null ? 'no figure' : m.short(v)}, ${r._meta.project_count} project${r._meta.project_count === 1 ? '' : 's'}`}</title>
      {stripe && <rect class="location-stripe" x={0} y={y - ROW / 2} width={W} height={ROW} />}
      <text class="chart-label" x={8} y={y + 5}>
        {r._meta.group}
      </text>
      <text class="chart-sublabel" x={LEFT - 10} y={y + 5} text-anchor="end">
        {`n=${r._meta.project_count}`}
      </text>
      {v === null ? (
        <text class="chart-sublabel" x={x(0) + 6} y={y + 5}>
          no figure
        </text>
      ) : (
        <>
          <rect class="location-bar" x={Math.min(x(0), x(v))} y={y - 3} width={Math.max(1, Math.abs(x(v) - x(0)))} height={6} />
          <circle class="location-dot" cx={x(v)} cy={y} r={6} />
          <text class="chart-tick" x={W - 8} y={y + 5} text-anchor="end">
            {m.short(v)}
          </text>
        </>
      )}
    </g>
  );
}

/** Every figure of every group, in the order the API gives them. */
function LocationFigures({ entries, grouping }: { entries: LocationEntry[]; grouping: string }) {
  return (
    <FiguresTable
      testId="location-figures"
      tableTestId="location-table"
      region="Location metrics table"
      caption={<>Location metrics by {grouping}, in the order the API gives them (most projects first)</>}
    >
      <thead>
        <tr>
          <th scope="col">{grouping === 'postcode area' ? 'Area' : 'District'}</th>
          <th scope="col" class="number">
            Projects
          </th>
          <th scope="col" class="number">
            Average GDV
          </th>
          <th scope="col" class="number">
            Average risk score
          </th>
          <th scope="col" class="number">
            Average contract length (days)
          </th>
          <th scope="col" class="number">
            Average drift (days, + late)
          </th>
        </tr>
      </thead>
      <tbody>
        {entries.map((e) => (
          <tr key={e._meta.group}>
            <th scope="row">{e._meta.group}</th>
            <td class="number">{formatWhole(e._meta.project_count)}</td>
            <td class="number">{formatMoney(e.average_value)}</td>
            <td class="number">{formatOneDecimal(e.average_risk)}</td>
            <td class="number">{formatWhole(e.average_project_length_days)}</td>
            <td class="number">{formatWhole(e.average_programme_drift_days)}</td>
          </tr>
        ))}
      </tbody>
    </FiguresTable>
  );
}
