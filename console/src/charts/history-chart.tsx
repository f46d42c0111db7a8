import type { BenchmarkHistoryItem } from '../api-types.ts';
import { currencyWords, formatCompactMoney, formatDate, formatDateTime, formatMoney, formatNumber } from '../format.ts';
import { niceStep, scale, ticksOf } from './axis.ts';
import { ChartFigure, ChartKey, FiguresTable, Grid, type KeyMark, NARROW_WIDTH, useDrawnWidth } from './figure.tsx';

const H = 280;
const TOP = 16;
const BOTTOM = 236;
/** On a phone the last benchmark's date goes on a line of its own under the first's, which it would run into. */
const SECOND_LINE = 20;

function summaryOf(items: BenchmarkHistoryItem[], budget: number | null | undefined): string {
  const first = items[0]!;
  const last = items[items.length - 1]!;
  const n = items.length;
  return (
    `Benchmark history chart, ${n} benchmark${n === 1 ? '' : 's'} from ${formatDate(first.computed_at)} to ${formatDate(last.computed_at)}: ` +
    `the latest ${formatMoney(last.adjusted_cost_per_m2)} per m² (80% interval ${formatMoney(last.lower_limit)} to ${formatMoney(last.upper_limit)})` +
    (n > 1 ? `, the first ${formatMoney(first.adjusted_cost_per_m2)}` : '') +
    (typeof budget === 'number' ? `; budget ${formatMoney(budget)} per m².` : '.')
  );
}

/**
 * A project's benchmarks over time (D-59), oldest to newest, time to scale: the 80% interval as a band,
 * the predicted cost per m2 as a line with a point per benchmark, and the budget per m2 (when there is
 * one to compare with) as a dashed line. `items` are newest first, as the API lists them.
 */
export function HistoryChart({ items: newestFirst, budget }: { items: BenchmarkHistoryItem[]; budget?: number | null }) {
  const items = [...newestFirst].reverse();
  const { frame, width: W } = useDrawnWidth(720);
  const narrow = W < NARROW_WIDTH;
  const LEFT = narrow ? 64 : 84;
  const RIGHT = narrow ? 16 : 40;
  const values = [...items.flatMap((i) => [i.lower_limit, i.upper_limit]), ...(typeof budget === 'number' ? [budget] : [])];
  const low = Math.min(...values);
  const high = Math.max(...values);
  const step = niceStep(Math.max(high - low, high * 0.1, 1), 5);
  const from = Math.max(0, Math.floor((low - step * 0.25) / step) * step);
  const to = Math.ceil((high + step * 0.25) / step) * step;
  const y = scale(from, to - from, BOTTOM, TOP - BOTTOM);
  const times = items.map((i) => Date.parse(i.computed_at));
  const span = Math.max(1, times[times.length - 1]! - times[0]!);
  const x = (i: number) => (items.length === 1 ? LEFT + (W - LEFT - RIGHT) / 2 : scale(times[0]!, span, LEFT, W - LEFT - RIGHT)(times[i]!));
  const band = [...items.map((it, i) => `${x(i)},${y(it.upper_limit)}`), ...items.map((it, i) => `${x(i)},${y(it.lower_limit)}`).reverse()].join(' ');
  const line = items.map((it, i) => `${i === 0 ? 'M' : 'L'} ${x(i)} ${y(it.adjusted_cost_per_m2)}`).join(' ');
  const ends = items.length === 1 ? [0] : [0, items.length - 1];
  // Benchmarks of one or two days are told apart by their time.
  const when = span < 2 * 86_400_000 ? formatDateTime : formatDate;
  return (
    <ChartFigure
      class="chart-wide"
      frame={frame}
      width={W}
      height={narrow ? H + SECOND_LINE : H}
      titleId="history-chart-title"
      title={summaryOf(items, budget)}
      testId="history-svg"
      caption={
        <>
          <ChartKey
            entries={[
              { key: 'band', marks: [{ shape: 'box', class: 'chart-band' }], label: '80% interval' },
              {
                key: 'predicted',
                marks: [
                  { shape: 'along', class: 'history-line' },
                  { shape: 'point', class: 'history-point' },
                ],
                label: 'predicted',
              },
              ...(typeof budget === 'number' ? [{ key: 'budget', marks: [{ shape: 'along', class: 'chart-budget-line' }] satisfies KeyMark[], label: 'budget' }] : []),
            ]}
          />
          <span class="muted">{currencyWords(true)} per m² of GIFA, each benchmark as it was computed.</span>
        </>
      }
      figures={<HistoryFigures items={newestFirst} />}
    >
      <Grid ticks={ticksOf(from, to, step)} at={y} from={LEFT} to={W - RIGHT} labelAt={LEFT - 8} label={formatCompactMoney} vertical={false} />
      <line class="chart-axis" x1={LEFT} x2={W - RIGHT} y1={BOTTOM} y2={BOTTOM} />
      {ends.map((i) => (
        <text key={i} class="chart-tick" x={x(i)} y={BOTTOM + 22 + (narrow && i > 0 ? SECOND_LINE : 0)} text-anchor={items.length === 1 ? 'middle' : i === 0 ? 'start' : 'end'}>
          {when(items[i]!.computed_at)}
        </text>
      ))}
      {items.length > 1 ? <polygon class="chart-band" points={band} /> : <rect class="chart-band" x={x(0) - 6} y={y(items[0]!.upper_limit)} width={12} height={Math.max(2, y(items[0]!.lower_limit) - y(items[0]!.upper_limit))} />}
      {typeof budget === 'number' && <line class="chart-budget-line" x1={LEFT} x2={W - RIGHT} y1={y(budget)} y2={y(budget)} />}
      <path class="history-line" d={line} />
      {items.map((it, i) => (
        <circle key={it.computed_at} class="history-point" cx={x(i)} cy={y(it.adjusted_cost_per_m2)} r={4}>
          <title>{`${formatDateTime(it.computed_at)}: ${formatMoney(it.adjusted_cost_per_m2)} per m² (${formatMoney(it.lower_limit)} to ${formatMoney(it.upper_limit)})`}</title>
        </circle>
      ))}
    </ChartFigure>
  );
}

function HistoryFigures({ items }: { items: BenchmarkHistoryItem[] }) {
  return (
    <FiguresTable testId="history-figures" tableTestId="history-table" region="Benchmark history table" caption={`Each benchmark of the project, newest first, in ${currencyWords()} per m² of GIFA`}>
      <thead>
        <tr>
          <th scope="col">Computed</th>
          <th scope="col" class="number">
            Predicted
          </th>
          <th scope="col" class="number">
            Lower limit
          </th>
          <th scope="col" class="number">
            Upper limit
          </th>
          <th scope="col" class="number">
            Source health
          </th>
          <th scope="col">Model</th>
        </tr>
      </thead>
      <tbody>
        {items.map((it) => (
          <tr key={it.computed_at}>
            <th scope="row">{formatDateTime(it.computed_at)}</th>
            <td class="number">{formatMoney(it.adjusted_cost_per_m2)}</td>
            <td class="number">{formatMoney(it.lower_limit)}</td>
            <td class="number">{formatMoney(it.upper_limit)}</td>
            <td class="number">{formatNumber(it.source_health)}</td>
            <td>{it.model_version}</td>
          </tr>
        ))}
      </tbody>
    </FiguresTable>
  );
}
