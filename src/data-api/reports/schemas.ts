import Type from 'typebox';
import { TimestampOut } from '../../schemas/common.ts';
import { DataId, NullableString } from '../schemas.ts';

const metadataMembers = {
  id: DataId(),
  type: Type.String({ description: 'INTERIM' }),
  period: Type.String({ description: 'MONTHLY' }),
  month: Type.Integer({ minimum: 1, maximum: 12 }),
  year: Type.Integer(),
  edition: Type.Integer({ minimum: 1 }),
  created_date: TimestampOut(),
  last_modified_date: TimestampOut(),
  project: Type.Object({ id: DataId(), name: Type.String(), project_reference: Type.String() }),
};

export const ReportMetadata = Type.Object(metadataMembers, { description: 'SPEC "Data API: Report metadata"' });

export const ReportDetail = Type.Object(
  {
    ...metadataMembers,
    risk_statuses: Type.Array(
      Type.Object({
        id: DataId(),
        category: Type.String(),
        description: NullableString(),
        legend: NullableString(),
        legend_colour: NullableString(),
        month: Type.Integer(),
        year: Type.Integer(),
      }),
    ),
  },
  { description: 'SPEC "Data API: Report detail"' },
);
