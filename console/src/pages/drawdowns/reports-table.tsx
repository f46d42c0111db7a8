import type { InterimReport, RiskLine } from '../../api-types.ts';
import { formatDate, formatMoney, formatPeriod, NONE } from '../../format.ts';
import { TableRegion } from '../../tables.tsx';
import { VisitFiles } from './visit-files.tsx';

/** The legend's colour as a class (green, amber, red, else neutral): the policy allows no inline style. */
function riskClass(legend: string | null): string {
  const name = (legend ?? '').toLowerCase();
  return name.includes('green') ? 'risk-green' : name.includes('amber') ? 'risk-amber' : name.includes('red') ? 'risk-red' : 'risk-other';
}

/** A report's risk statuses: each category, its legend as a coloured label, and its notes. */
function RiskStatusList({ statuses }: { statuses: RiskLine[] }) {
  if (statuses.length === 0) return <>{NONE}</>;
  return (
    <ul class="risk-list">
      {statuses.map((s, i) => (
        <li key={i}>
          {s.category ?? 'Risk'}: <span class={`risk-label ${riskClass(s.legend)}`}>{s.legend ?? NONE}</span>
          {s.notes && <span class="muted"> ({s.notes})</span>}
        </li>
      ))}
    </ul>
  );
}

/** The project's reports, newest first: period, edition, aggregate amount, risk statuses and the site visit with its notes and files. */
export function ReportsTable({ reports }: { reports: InterimReport[] }) {
  return (
    <section aria-labelledby="drawdown-reports-title">
      <h2 id="drawdown-reports-title">Reports</h2>
      <TableRegion label="Interim reports table">
        <table data-testid="drawdown-table">
          <thead>
            <tr>
              <th scope="col">Period</th>
              <th scope="col" class="number">
                Edition
              </th>
              <th scope="col" class="number">
                Aggregate amount
              </th>
              <th scope="col">Risk statuses</th>
              <th scope="col">Site visit</th>
            </tr>
          </thead>
          <tbody>
            {[...reports].reverse().map((r) => (
              <tr key={r.id}>
                <th scope="row">{formatPeriod(r)}</th>
                <td class="number">{r.edition}</td>
                <td class="number">{formatMoney(r.aggregate?.amount)}</td>
                <td>
                  <RiskStatusList statuses={r.riskStatus ?? []} />
                </td>
                <td class="visit-cell">
                  {r.visit ? formatDate(r.visit.date) : NONE}
                  {r.visit?.notes && <p class="visit-notes">{r.visit.notes}</p>}
                  {r.visit && r.visit.files.length > 0 && <VisitFiles files={r.visit.files} />}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableRegion>
    </section>
  );
}
