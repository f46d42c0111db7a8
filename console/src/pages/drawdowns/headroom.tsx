import type { Facility, InterimReport } from '../../api-types.ts';
import { formatMoney, formatPercent, NONE } from '../../format.ts';
import { TableRegion } from '../../tables.tsx';

/** What the reports have drawn on the facility `id`: the sum of each report's amount on it. */
function drawnOn(reports: InterimReport[], id: number): number {
  return reports.reduce((sum, r) => sum + (r.facility ?? []).filter((f) => f.facility_id === id).reduce((s, f) => s + (f.amount ?? 0), 0), 0);
}

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

/**
 * Each facility's size against what the reports have drawn on it: the drawn total, what is left, and the
 * share drawn; a facility drawn beyond its size says so in words (not by colour alone).
 */
export function Headroom({ facilities, reports }: { facilities: Facility[]; reports: InterimReport[] }) {
  const rows = facilities.map((f) => ({ facility: f, drawn: drawnOn(reports, f.id) }));
  return (
    <section aria-labelledby="headroom-title" data-testid="drawdown-headroom">
      <h2 id="headroom-title">Drawn against each facility</h2>
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
            {rows.map((r) => (
              <tr key={r.facility.id}>
                <th scope="row">{r.facility.name}</th>
                <Figures size={r.facility.amount} drawn={r.drawn} />
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">All facilities</th>
              <Figures size={rows.reduce((s, r) => s + r.facility.amount, 0)} drawn={rows.reduce((s, r) => s + r.drawn, 0)} />
            </tr>
          </tfoot>
        </table>
      </TableRegion>
      <p class="muted">The sum of each report's amount on the facility; reports imported as history carry none.</p>
    </section>
  );
}
