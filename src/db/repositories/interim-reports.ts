import type { Static } from 'typebox';
import type { ReportDetail, ReportMetadata } from '../../data-api/reports/schemas.ts';
import type { Paging } from '../../http/pagination.ts';
import type { Queryable } from '../database.ts';
import { pageWithTotal } from '../paging.ts';

// Interim reports as the Data API's report metadata (D-48: one record, the same id).
const METADATA = `r.id::text as id, r.type, r.period, r.month, r.year, r.edition, r.created_date,
  r.last_modified_date,
  json_build_object('id', p.id::text, 'name', p.name, 'project_reference', p.project_reference) as project`;

const FROM = 'interim_reports r join projects p on p.environment_id = r.environment_id and p.id = r.project_id';

/** Report metadata of an environment, newest first, ties by id (D-37). */
export async function listReportMetadata(
  db: Queryable,
  environmentId: number,
  paging: Paging,
): Promise<{ items: Static<typeof ReportMetadata>[]; total: number }> {
  return pageWithTotal<Static<typeof ReportMetadata>>(
    db,
    {
      items: (limit, offset) => `select ${METADATA} from ${FROM} where r.environment_id = $1
        order by r.created_date desc, r.id desc limit ${limit} offset ${offset}`,
      count: 'select count(*)::int as total from interim_reports where environment_id = $1',
    },
    [environmentId],
    paging,
  );
}

/** One report with its risk statuses in order (D-44), or null. */
export async function getReportDetail(
  db: Queryable,
  environmentId: number,
  id: string,
): Promise<Static<typeof ReportDetail> | null> {
  const [row] = await db.query<Static<typeof ReportDetail>>(
    `select ${METADATA},
       coalesce((select json_agg(json_build_object('id', s.id::text, 'category', s.category,
                   'description', s.description, 'legend', s.legend, 'legend_colour', s.legend_colour,
                   'month', s.month, 'year', s.year) order by s.position, s.id)
                 from interim_risk_statuses s where s.report_id = r.id and s.environment_id = r.environment_id),
                '[]'::json) as risk_statuses
     from ${FROM} where r.environment_id = $1 and r.id = $2`,
    [environmentId, id],
  );
  return row ?? null;
}
