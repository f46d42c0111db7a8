import { toMinorUnit } from './money.ts';

// Drawn to date: what every page, the forecast, the document studio and both APIs show of a project's
// drawdowns, computed here and nowhere else. Every filed interim report counts (an edition is a further
// drawdown in its month, not a correction: a month can see several). A report's drawdown is its
// aggregate amount, the SPEC's "total drawn down"; its facility lines say which facility carried how
// much of it, and may be missing (reports imported as history carry aggregate amounts only). What the
// lines leave of the aggregate is drawn, but not allocated to a facility: it is shown as such, never as
// nothing drawn against a facility.

/** One interim report's money: its aggregate amount (null on a report that records none) and its facility lines. */
export interface ReportDrawdown {
  month: number;
  year: number;
  edition: number;
  aggregate_amount: number | null;
  facilities: readonly { facility_id: number; amount: number }[];
}

/** A facility as drawn to date: its size, what its lines carry, and what is left of it (negative: drawn beyond it). */
export interface FacilityDrawn {
  facility_id: number;
  name: string;
  amount: number;
  drawn: number;
  left: number;
}

export interface DrawnToDate {
  /** Σ each report's drawdown. */
  drawn_to_date: number;
  /** Σ the facility lines. */
  allocated: number;
  /**
   * drawn_to_date − allocated: drawn, but not against a named facility. Negative when the lines of some
   * report add up to more than its aggregate amount (the report contradicts itself; shown, not hidden).
   */
  unallocated: number;
  /** Every facility of the project, in the order given, with what its lines carry. */
  facilities: FacilityDrawn[];
  /** How many reports, and the period of the latest (null without any). */
  reports: number;
  latest: { month: number; year: number } | null;
}

/** A report's drawdown: its aggregate amount, else (a report without one) what its facility lines carry. */
export function reportDrawn(report: ReportDrawdown): number {
  return report.aggregate_amount ?? report.facilities.reduce((s, f) => s + f.amount, 0);
}

/** Drawn to date over `reports`, against the project's `facilities`, each figure in the currency's minor unit. */
export function drawnToDate(
  reports: readonly ReportDrawdown[],
  facilities: readonly { id: number; name: string; amount: number }[],
  currency: string,
): DrawnToDate {
  const money = (v: number) => toMinorUnit(v, currency);
  const byFacility = new Map<number, number>();
  for (const r of reports) for (const line of r.facilities) byFacility.set(line.facility_id, (byFacility.get(line.facility_id) ?? 0) + line.amount);
  const drawn = money(reports.reduce((s, r) => s + reportDrawn(r), 0));
  const allocated = money([...byFacility.values()].reduce((s, v) => s + v, 0));
  const latest = reports.reduce<{ month: number; year: number } | null>(
    (a, r) => (a === null || r.year > a.year || (r.year === a.year && r.month > a.month) ? { month: r.month, year: r.year } : a),
    null,
  );
  return {
    drawn_to_date: drawn,
    allocated,
    unallocated: money(drawn - allocated),
    facilities: facilities.map((f) => {
      const on = money(byFacility.get(f.id) ?? 0);
      return { facility_id: f.id, name: f.name, amount: money(f.amount), drawn: on, left: money(f.amount - on) };
    }),
    reports: reports.length,
    latest,
  };
}
