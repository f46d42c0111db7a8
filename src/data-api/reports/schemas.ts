import Type from 'typebox';
import type { ReportRow, RiskStatusRow } from '../../db/repositories/interim-reports.ts';
import { Int, NullableText, Text, TimestampOut } from '../../domain/json-schema.ts';
import { LIMITS } from '../../domain/limits.ts';
import { DataRecordId, IdString } from '../../http/ids.ts';
import { DataChangesQuery, DataPageQuery } from '../../http/pagination.ts';

const metadataMembers = {
  id: IdString(),
  type: Text(20, 'INTERIM'),
  period: Text(20, 'MONTHLY'),
  month: Int(1, 12),
  year: Int(1900, 2200),
  edition: Int(1, 1000),
  created_date: TimestampOut(),
  last_modified_date: TimestampOut(),
  project: Type.Object({ id: IdString(), name: Text(200), project_reference: Text(200) }),
};

export const ReportMetadata = Type.Object(metadataMembers, { description: 'A report’s metadata' });

export const ReportDetail = Type.Object(
  {
    ...metadataMembers,
    risk_statuses: Type.Array(
      Type.Object({
        id: IdString(),
        category: Text(200),
        description: NullableText(5000),
        legend: NullableText(100),
        legend_colour: NullableText(7),
        month: Int(1, 12),
        year: Int(1900, 2200),
      }),
      { maxItems: LIMITS.riskStatusesPerReport },
    ),
  },
  { description: 'A report with its risk statuses (D-44)' },
);

export function reportMetadataOf(row: ReportRow) {
  return { ...row, id: String(row.id), project: { ...row.project, id: String(row.project.id) } };
}

export function reportDetailOf(row: ReportRow & { risk_statuses: RiskStatusRow[] }) {
  return { ...reportMetadataOf(row), risk_statuses: row.risk_statuses.map((s) => ({ ...s, id: String(s.id) })) };
}

export const ReportsQuery = Type.Object({ ...DataPageQuery, ...DataChangesQuery });

export const ReportParams = Type.Object({ id: DataRecordId('Report id', 'Report not found') });
