import { ApiError, asApiError } from '../../api.ts';
import type { Facility, InputSetting, VisitFile } from '../../api-types.ts';
import { besideField, type FieldError, leadingPath } from '../../field-errors.ts';

/**
 * The filing form's text as `POST /reports/drawdown`'s body (docs/reports.md, Drawdowns), and the API's
 * refusal mapped back to the form's inputs. The form's keys: `month`, `year`, `edition`, `aggregate`,
 * `surplus`, `facility-<row>`, `facility-surplus-<row>`, `risk-<row>`, `risk-notes-<row>`, `visit-date`,
 * `visit-notes`, `comments`; each input's id is `dd-` and its key.
 */

/** A number as a JSON number; empty or not a number is sent as typed, so that the API's 400 names the field. */
const number = (text: string): number | string => (text.trim() === '' ? text : Number.isFinite(Number(text)) ? Number(text) : text);

const filled = (values: Record<string, string>, key: string) => (values[key] ?? '').trim() !== '';

/** The form's rows whose line is sent: a facility's when its amount or its surplus/shortfall is given, a risk's when its status or notes are. */
export function sentRows(values: Record<string, string>, facilities: Facility[], categories: InputSetting[]): { facilities: number[]; risks: number[] } {
  return {
    facilities: facilities.map((_, i) => i).filter((i) => filled(values, `facility-${i}`) || filled(values, `facility-surplus-${i}`)),
    risks: categories.map((_, i) => i).filter((i) => filled(values, `risk-${i}`) || filled(values, `risk-notes-${i}`)),
  };
}

/** Whether the form has a site visit to send: a date, notes or a file. */
export const hasVisit = (values: Record<string, string>, files: File[]) => Boolean(values['visit-date'] || files.length > 0 || values['visit-notes']?.trim());

/** The report's body; `visitFiles` are the visit's uploaded files when the form has a visit. */
export function drawdownBody(
  projectId: string,
  values: Record<string, string>,
  facilities: Facility[],
  categories: InputSetting[],
  visitFiles: VisitFile[] | null,
): Record<string, unknown> {
  const sent = sentRows(values, facilities, categories);
  const body: Record<string, unknown> = {
    project_id: Number(projectId),
    month: number(values.month ?? ''),
    year: number(values.year ?? ''),
    edition: number(values.edition ?? '1'),
    aggregate: {
      amount: number(values.aggregate ?? ''),
      ...(values.surplus?.trim() ? { surplus_shortfall: number(values.surplus) } : {}),
    },
    facility: sent.facilities.map((i) => ({
      facility_id: facilities[i]!.id,
      amount: number(values[`facility-${i}`] ?? ''),
      ...(filled(values, `facility-surplus-${i}`) ? { surplus_shortfall: number(values[`facility-surplus-${i}`]!) } : {}),
    })),
    riskStatus: sent.risks.map((i) => ({
      input_setting_id: categories[i]!.id,
      // Notes without a status: sent as they are, for the API to say what is missing beside the status.
      risk_status_legend_id: number(values[`risk-${i}`] ?? ''),
      ...(filled(values, `risk-notes-${i}`) ? { notes: values[`risk-notes-${i}`] } : {}),
    })),
  };
  if (values.comments?.trim()) body.comments = values.comments;
  if (visitFiles) {
    body.visit = {
      date: values['visit-date'] ?? '',
      ...(values['visit-notes']?.trim() ? { notes: values['visit-notes'] } : {}),
      files: visitFiles.map((f) => ({ filename: f.filename, storage_location: f.storage_location, file_size: f.file_size, mime_type: f.mime_type })),
    };
  }
  return body;
}

/**
 * The input a field path of the API's message names. The API counts the lines it was sent
 * (`facility[0]` is the first facility with an amount), so `sent` maps its index back to the form's row.
 */
function inputIdOf(path: string, sent: { facilities: number[]; risks: number[] }): string {
  const facility = /^facility\[(\d+)\]/.exec(path);
  if (facility) return `dd-facility-${/\.surplus_shortfall/.test(path) ? 'surplus-' : ''}${sent.facilities[Number(facility[1])] ?? 0}`;
  const risk = /^riskStatus\[(\d+)\]/.exec(path);
  if (risk) return `dd-risk-${/\.notes/.test(path) ? 'notes-' : ''}${sent.risks[Number(risk[1])] ?? 0}`;
  if (path.startsWith('aggregate.surplus_shortfall')) return 'dd-surplus';
  if (path.startsWith('aggregate')) return 'dd-aggregate';
  if (path.startsWith('visit.date')) return 'dd-visit-date';
  if (path.startsWith('visit.notes')) return 'dd-visit-notes';
  if (path.startsWith('visit')) return 'dd-visit-file';
  return `dd-${path.replace(/[^a-z_].*$/i, '')}`;
}

/**
 * The report's refusal beside the input it names (a 409, a duplicate edition, beside the edition), the
 * rule said with the field's own label; the summary keeps the API's message.
 */
export function refusalOfReport(err: ApiError, sent: { facilities: number[]; risks: number[] }): FieldError {
  const path = leadingPath(err.message);
  const field = err.status === 409 ? 'dd-edition' : path ? inputIdOf(path, sent) : null;
  return besideField(err, path, field);
}

/** A refusal before the report was sent (an upload's names its file, beside the file input) or the service out of reach. */
export function refusalBeforeReport(err: unknown): FieldError {
  return {
    message: asApiError(err).message,
    field: err instanceof ApiError && err.message.startsWith('visit.files') ? 'dd-visit-file' : null,
  };
}
