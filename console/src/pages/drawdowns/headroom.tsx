import type { DrawnToDate } from '../../api-types.ts';
import { formatMoney, formatPercent, NONE } from '../../format.ts';
import { TableRegion } from '../../tables.tsx';

/** A facility's size against what is drawn on it: what is left to draw, or what it is over by (in words, and in the error colour). */
function Figures({ size, drawn }: { size: number; drawn: number }) {
  return (
    <>
      <td class="number">{formatMoney(size)}</td>
      <td class="number">{formatMoney(drawn)}</td>
      <td class="number">{drawn > size ? <span class="over">over by {formatMoney(drawn - size)}</span> : formatMoney(size - drawn)}</td>
      <td class="number">{size > 0 ? formatPercent(drawn / size) : NONE}</td>
    </>
  );
}

/** What is drawn but not against a named facility, in a sentence (null when every amount is allocated). */
export function unallocatedInWords(drawn: Pick<DrawnToDate, 'unallocated'>): string | null {
  if (drawn.unallocated > 0) return `${formatMoney(drawn.unallocated)} not allocated to a facility`;
  if (drawn.unallocated < 0) return `facility lines exceed the reports' totals by ${formatMoney(-drawn.unallocated)}`;
  return null;
}

/**
 * Each facility's size against what the reports' lines drew on it (the API's drawn to date, the figure the
 * forecast and the project page show): the drawn total, what is left, and the share drawn; a facility
 * drawn beyond its size says so in words (not by colour alone). Money drawn without facility lines (history
 * imported as aggregate amounts) is a row of its own, never £0 against a facility.
 */
export function Headroom({ drawn }: { drawn: DrawnToDate }) {
  const unallocated = unallocatedInWords(drawn);
  const size = drawn.facilities.reduce((s, f) => s + f.amount, 0);
  return (
    <section aria-labelledby="headroom-title" data-testid="drawdown-headroom">
      <h2 id="headroom-title">Drawn against each facility</h2>
      <p data-testid="drawn-to-date">
        <strong>{formatMoney(drawn.drawn_to_date)}</strong> drawn to date
        {unallocated && (
          <>
            , of which <span data-testid="unallocated">{unallocated}</span>
          </>
        )}
        .
      </p>
      <TableRegion labelledBy="headroom-title">
        <table>
          <thead>
            <tr>
              <th scope="col">Facility</th>
              <th scope="col" class="number">
                Facility amount
              </th>
              <th scope="col" class="number">
                Drawn to date
              </th>
              <th scope="col" class="number">
                Left to draw
              </th>
              <th scope="col" class="number">
                Drawn
              </th>
            </tr>
          </thead>
          <tbody>
            {drawn.facilities.map((f) => (
              <tr key={f.facility_id}>
                <th scope="row">{f.name}</th>
                <Figures size={f.amount} drawn={f.drawn} />
              </tr>
            ))}
            {drawn.unallocated !== 0 && (
              <tr data-testid="unallocated-row">
                <th scope="row">Not allocated to a facility</th>
                <td class="number">{NONE}</td>
                <td class="number">{formatMoney(drawn.unallocated)}</td>
                <td class="number">{NONE}</td>
                <td class="number">{NONE}</td>
              </tr>
            )}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">All drawdowns</th>
              <Figures size={size} drawn={drawn.drawn_to_date} />
            </tr>
          </tfoot>
        </table>
      </TableRegion>
      <p class="muted">
        Each facility's figure is what the reports' lines on it add up to; amounts a report records without facility lines (such as
        history imported as totals) are drawn, but not allocated to a facility.
      </p>
    </section>
  );
}
