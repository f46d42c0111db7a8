import type { Explanation } from '../api-types.ts';
import { currencyWords, formatMoney, formatPence, formatSignedPence } from '../format.ts';
import { niceStep, scale, stepsFor, ticksOf } from './axis.ts';
import { ChartFigure, ChartKey, FiguresTable, Grid, NARROW_WIDTH, useDrawnWidth } from './figure.tsx';

/** The factors' short names, for the chart's rows (the sentences are in the bars' titles and the table). */
const FACTOR_NAMES: Record<string, string> = {
  location: 'Location',
  date: 'Date priced',
  function_and_process: 'Function and process',
  size: 'Size',
  storeys_and_basements: 'Storeys, basements',
  procurement: 'Procurement',
  site_and_density: 'Site and density',
  abnormal_costs: 'Abnormal costs',
  nearest_evidence: 'Nearest comparables',
  parking: 'Parking',
};

const TOP = 12;
/** A bar's height, and the room for its effect's words at the right. */
const BAR = 20;
const RIGHT = 96;

/** Where the rows' names go: at a desktop's width at the left of the bars, on a phone above each bar (taller rows, the bars across the drawing). */
function layoutOf(width: number): { left: number; row: number; nameAt: number; barAt: number } {
  return width < NARROW_WIDTH ? { left: 16, row: 48, nameAt: 15, barAt: 23 } : { left: 180, row: 30, nameAt: 20, barAt: 5 };
}

/** Each row of the waterfall: the national rate, every step from the running rate before it to the one after, the prediction. */
interface Row {
  key: string;
  name: string;
  label: string;
  from: number;
  to: number;
  kind: 'total' | 'rise' | 'fall' | 'none';
}

function rowsOf(explanation: Explanation, predicted: number): Row[] {
  let running = Math.round(explanation.base_cost_per_m2 * 100);
  const rows: Row[] = [
    { key: 'base', name: 'National rate', label: 'The national rate for the building function', from: 0, to: running / 100, kind: 'total' },
  ];
  for (const step of explanation.steps) {
    const before = running;
    running += Math.round(step.effect_per_m2 * 100);
    rows.push({
      key: step.factor,
      name: FACTOR_NAMES[step.factor] ?? step.factor,
      label: step.label,
      from: before / 100,
      to: running / 100,
      kind: running > before ? 'rise' : running < before ? 'fall' : 'none',
    });
  }
  rows.push({ key: 'predicted', name: 'Predicted', label: 'The predicted cost per m²', from: 0, to: predicted, kind: 'total' });
  return rows;
}

/**
 * What the price is made of (D-58), as a waterfall: the national rate of the building function as a
 * bar from 0, each factor's effect as a bar from the running cost per m2 before it to the one after
 * (dearer or cheaper), and the predicted cost per m2 as a bar from 0. The title says it in words; the
 * table gives each step's sentence, change and effect to the penny.
 */
export function ExplanationChart({ explanation, predicted }: { explanation: Explanation; predicted: number }) {
  const rows = rowsOf(explanation, predicted);
  const { frame, width: W } = useDrawnWidth(720);
  const { left: LEFT, row: ROW, nameAt, barAt } = layoutOf(W);
  const high = Math.max(...rows.map((r) => Math.max(r.from, r.to)));
  const step = niceStep(high, stepsFor(W - LEFT - RIGHT, 84));
  const top = Math.ceil((high * 1.02) / step) * step;
  const x = scale(0, top, LEFT, W - LEFT - RIGHT);
  const axis = TOP + rows.length * ROW + 4;
  const title =
    `Explanation chart: national rate ${formatPence(explanation.base_cost_per_m2)} per m²; ` +
    rows
      .slice(1, -1)
      .filter((r) => r.kind !== 'none')
      .map((r) => `${r.name.toLowerCase()} ${formatSignedPence(r.to - r.from)}`)
      .join(', ') +
    `; predicted ${formatPence(predicted)} per m².`;
  return (
    <ChartFigure
      class="chart-wide"
      frame={frame}
      width={W}
      height={axis + 30}
      titleId="explanation-chart-title"
      title={title}
      testId="explanation-svg"
      caption={
        <>
          <ChartKey
            entries={[
              { key: 'total', marks: [{ shape: 'box', class: 'chart-total' }], label: 'rate' },
              { key: 'rise', marks: [{ shape: 'box', class: 'chart-rise' }], label: 'makes it dearer' },
              { key: 'fall', marks: [{ shape: 'box', class: 'chart-fall' }], label: 'makes it cheaper' },
            ]}
          />
          <span class="muted">{currencyWords(true)} per m² of GIFA; each factor moves the cost per m² from where the one before left it.</span>
        </>
      }
      figures={<ExplanationFigures explanation={explanation} rows={rows} />}
    >
      <Grid ticks={ticksOf(0, top, step)} at={x} from={TOP} to={axis} labelAt={axis + 20} label={formatMoney} vertical />
      <line class="chart-axis" x1={LEFT} x2={W - RIGHT} y1={axis} y2={axis} />
      {rows.map((r, i) => {
        const y = TOP + i * ROW;
        const left = x(Math.min(r.from, r.to));
        const width = Math.max(2, Math.abs(x(r.to) - x(r.from)));
        const effect = r.kind === 'total' ? formatMoney(r.to) : r.kind === 'none' ? 'no change' : formatSignedPence(r.to - r.from);
        return (
          <g key={r.key}>
            <text class="chart-label" x={8} y={y + nameAt}>
              {r.name}
            </text>
            <rect class={`chart-${r.kind}`} x={left} y={y + barAt} width={width} height={BAR}>
              <title>{r.label}</title>
            </rect>
            {i < rows.length - 1 && <line class="chart-connector" x1={x(r.to)} x2={x(r.to)} y1={y + barAt + BAR} y2={y + ROW + barAt} />}
            <text class="chart-tick" x={left + width + 6} y={y + barAt + 15}>
              {effect}
            </text>
          </g>
        );
      })}
    </ChartFigure>
  );
}

function ExplanationFigures({ explanation, rows }: { explanation: Explanation; rows: Row[] }) {
  return (
    <FiguresTable testId="explanation-figures" tableTestId="explanation-table" region="Explanation table" caption="What the predicted cost per m² is made of, factor by factor">
      <thead>
        <tr>
          <th scope="col">Factor</th>
          <th scope="col">What it does</th>
          <th scope="col" class="number">
            Effect per m²
          </th>
          <th scope="col" class="number">
            Cost per m²
          </th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <th scope="row">National rate</th>
          <td>The national rate for the building function (new build, UK average location, 2024 prices)</td>
          <td class="number" />
          <td class="number">{formatPence(explanation.base_cost_per_m2)}</td>
        </tr>
        {rows.slice(1, -1).map((r) => (
          <tr key={r.key}>
            <th scope="row">{r.name}</th>
            <td>{r.label}</td>
            <td class="number">{r.kind === 'none' ? 'no change' : formatSignedPence(r.to - r.from)}</td>
            <td class="number">{formatPence(r.to)}</td>
          </tr>
        ))}
        <tr>
          <th scope="row">Predicted</th>
          <td>The predicted cost per m²: the national rate and every effect</td>
          <td class="number" />
          <td class="number" data-testid="explanation-predicted">
            {formatPence(rows.at(-1)!.to)}
          </td>
        </tr>
      </tbody>
    </FiguresTable>
  );
}
