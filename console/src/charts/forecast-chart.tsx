import type { ProjectForecast } from '../api-types.ts';
import { currencyWords, formatCompactMoney, formatMoney, moneyLabel } from '../format.ts';
import { niceStep, scale, stepsFor, ticksOf } from './axis.ts';
import { ChartFigure, ChartKey, FiguresTable, Grid, type KeyMark, useDrawnWidth } from './figure.tsx';

const WIDE_W = 720;
const WIDE_LEFT = 150;
/** Drawn for a column beside another chart (the drawdowns page): fewer units across, so that its words stay the size of the others'. */
const NARROW_W = 480;
const NARROW_LEFT = 124;
const RIGHT = 24;
const TOP = 12;
const ROW = 46;

/** The chance of an overrun in words, as a lender would say it. */
export function overrunInWords(p: number): string {
  const percent = `${Math.round(p * 100)}%`;
  if (p < 0.1) return `very unlikely to overrun its budget (${percent})`;
  if (p < 0.33) return `unlikely to overrun its budget (${percent})`;
  if (p < 0.66) return `as likely as not to overrun its budget (${percent})`;
  if (p < 0.9) return `likely to overrun its budget (${percent})`;
  return `very likely to overrun its budget (${percent})`;
}

/**
 * The cost to complete as a fan (D-60): the likely final cost's 80% range (p10 to p90) as a band with its
 * median, beside the budget and the facilities' total as lines across, and the amount drawn so far as
 * a bar, on one axis of money. Its title says the same in words. `narrow` draws it for a column.
 */
export function ForecastChart({ forecast, facilities, narrow = false }: { forecast: ProjectForecast; facilities: number; narrow?: boolean }) {
  const { frame, width: W } = useDrawnWidth(narrow ? NARROW_W : WIDE_W);
  const LEFT = narrow || W < WIDE_W * 0.75 ? NARROW_LEFT : WIDE_LEFT;
  const { p10, p50, p90 } = forecast.forecast_final_cost;
  const values = [p10, p90, forecast.total_budget, forecast.drawn_to_date, ...(facilities > 0 ? [facilities] : [])];
  const high = Math.max(...values);
  // Labels about 64 px apart: fewer steps on a phone, whose text stays its size.
  const step = niceStep(high, Math.max(2, stepsFor(W - LEFT - RIGHT, 64) - (narrow ? 1 : 0)));
  const top = Math.ceil((high * 1.03) / step) * step;
  const x = scale(0, top, LEFT, W - LEFT - RIGHT);
  const axis = TOP + 2 * ROW + 6;
  const title =
    `Cost to complete chart: likely final cost ${formatMoney(p50)} (80% range ${formatMoney(p10)} to ${formatMoney(p90)}) ` +
    `against a budget of ${formatMoney(forecast.total_budget)}${facilities > 0 ? ` and facilities of ${formatMoney(facilities)}` : ''}; ` +
    `${formatMoney(forecast.drawn_to_date)} drawn so far; ${overrunInWords(forecast.overrun_probability)}.`;
  return (
    <ChartFigure
      class={narrow ? 'chart-narrow' : 'chart-wide'}
      frame={frame}
      width={W}
      height={axis + 30}
      titleId="forecast-chart-title"
      title={title}
      testId="forecast-svg"
      caption={
        <ChartKey
          entries={[
            { key: 'band', marks: [{ shape: 'box', class: 'chart-band' }], label: 'final cost, 80% range' },
            { key: 'predicted', marks: [{ shape: 'across', class: 'chart-predicted' }], label: 'likely final cost' },
            { key: 'budget', marks: [{ shape: 'across', class: 'chart-budget-line' }], label: 'budget' },
            ...(facilities > 0 ? [{ key: 'facilities', marks: [{ shape: 'across', class: 'forecast-facilities' }] satisfies KeyMark[], label: 'facilities' }] : []),
            { key: 'drawn', marks: [{ shape: 'box', class: 'forecast-drawn' }], label: 'drawn so far' },
          ]}
        />
      }
      figures={<ForecastFigures forecast={forecast} facilities={facilities} />}
    >
      <Grid ticks={ticksOf(0, top, step)} at={x} from={TOP} to={axis} labelAt={axis + 20} label={formatCompactMoney} vertical />
      <line class="chart-axis" x1={LEFT} x2={W - RIGHT} y1={axis} y2={axis} />
      <text class="chart-label" x={8} y={TOP + ROW / 2 + 5}>
        Final cost
      </text>
      <rect class="chart-band" x={x(p10)} y={TOP + 8} width={Math.max(2, x(p90) - x(p10))} height={ROW - 16} />
      <line class="chart-predicted" x1={x(p50)} x2={x(p50)} y1={TOP + 4} y2={TOP + ROW - 4} />
      <text class="chart-label" x={8} y={TOP + ROW + ROW / 2 + 5}>
        Drawn so far
      </text>
      <rect class="forecast-drawn" x={LEFT} y={TOP + ROW + 10} width={Math.max(2, x(forecast.drawn_to_date) - LEFT)} height={ROW - 20} />
      <line class="chart-budget-line" x1={x(forecast.total_budget)} x2={x(forecast.total_budget)} y1={TOP} y2={axis} />
      {facilities > 0 && <line class="forecast-facilities" x1={x(facilities)} x2={x(facilities)} y1={TOP} y2={axis} />}
    </ChartFigure>
  );
}

function ForecastFigures({ forecast, facilities }: { forecast: ProjectForecast; facilities: number }) {
  const row = (label: string, value: number) => (
    <tr>
      <th scope="row">{label}</th>
      <td class="number">{formatMoney(value)}</td>
    </tr>
  );
  return (
    <FiguresTable testId="forecast-figures" tableTestId="forecast-table" region="Cost to complete table" caption={`The forecast's figures, in ${currencyWords()}`}>
      <thead>
        <tr>
          <th scope="col">Figure</th>
          <th scope="col" class="number">
            {moneyLabel('Amount')}
          </th>
        </tr>
      </thead>
      <tbody>
        {row('Final cost, p10 (10% chance of coming in under)', forecast.forecast_final_cost.p10)}
        {row('Final cost, p50 (likely)', forecast.forecast_final_cost.p50)}
        {row('Final cost, p90 (90% chance of coming in under)', forecast.forecast_final_cost.p90)}
        {row('Budget', forecast.total_budget)}
        {facilities > 0 && row('Facilities in total', facilities)}
        {row('Drawn so far', forecast.drawn_to_date)}
        {row('Facility headroom (facilities less the likely final cost)', forecast.facility_headroom)}
      </tbody>
    </FiguresTable>
  );
}
