import { ApiError, asApiError } from '../../api.ts';
import type { Facility, InputSetting, VisitFile } from '../../api-types.ts';
import { besideField, type FieldError, leadingPath } from '../../field-errors.ts';
import { enterMoney, type Refused } from '../../field-words.ts';
import { parseMoney, parseNumber } from '../../format.ts';

/**
 * The filing form's text as `POST /reports/drawdown`'s body (docs/reports.md, Drawdowns), and the API's
 * refusal mapped back to the form's inputs. The form's keys: `month`, `year`, `edition`, `aggregate`,
 * `surplus`, `facility-<row>`, `facility-surplus-<row>`, `risk-<row>`, `risk-notes-<row>`, `visit-date`,
 * `visit-notes`, `comments`; each input's id is `dd-` and its key.
 */

/** A number as a JSON number; empty or not a number is sent as typed, so that the API's 400 names the field. */
const number = (text: string): number | string => (text.trim() === '' ? text : (parseNumber(text) ?? text));
/** An amount as people type it (`£1,250,000`, `1,250,000.50`), by the console's one money parser. */
const amount = (text: string): number | string => (text.trim() === '' ? text : (parseMoney(text) ?? text));

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
      amount: amount(values.aggregate ?? ''),
      ...(values.surplus?.trim() ? { surplus_shortfall: amount(values.surplus) } : {}),
    },
    facility: sent.facilities.map((i) => ({
      facility_id: facilities[i]!.id,
      amount: amount(values[`facility-${i}`] ?? ''),
      ...(filled(values, `facility-surplus-${i}`) ? { surplus_shortfall: amount(values[`facility-surplus-${i}`]!) } : {}),
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

/** A whole number from `low` to `high`, or null. */
const wholeIn = (text: string, low: number, high: number) => {
  const n = parseNumber(text, false);
  return n !== null && Number.isInteger(n) && n >= low && n <= high ? n : null;
};

/** The largest amount the API takes (its `Money()`): ten trillion. */
const MONEY_MAX = 1e13;

/** What is wrong with an amount's text (`required`: it must be given; `signed`: a shortfall may be below zero), or null. */
function amountProblem(text: string, noun: string, required: boolean, signed: boolean): string | null {
  if (text.trim() === '') return required ? enterMoney(noun) : null;
  const n = parseMoney(text);
  if (n === null) return enterMoney(noun);
  if (!signed && n < 0) return `The ${noun} cannot be below zero`;
  if (Math.abs(n) > MONEY_MAX) return `The ${noun} cannot be more than ten trillion`;
  return null;
}

/**
 * The whole filing form checked before anything is uploaded or sent, every problem beside its input
 * (ids `dd-<key>`), in words: the period, the amounts (each in the one money parser's forms), a
 * facility's amount when its line is sent, a risk's status when its notes are given, the visit's date
 * when it has notes or files.
 */
export function checkDrawdown(values: Record<string, string>, facilities: Facility[], categories: InputSetting[], files: File[]): Refused[] {
  const problems: Refused[] = [];
  const say = (key: string, words: string | null) => words && problems.push({ field: `dd-${key}`, beside: words });
  const text = (key: string) => values[key] ?? '';
  say('month', wholeIn(text('month'), 1, 12) === null ? 'Enter the month as a number from 1 to 12' : null);
  say('year', wholeIn(text('year'), 2000, 2100) === null ? 'Enter the year, such as 2026' : null);
  say('edition', wholeIn(text('edition'), 1, 1000) === null ? 'Enter the edition as a whole number from 1 to 1,000' : null);
  say('aggregate', amountProblem(text('aggregate'), 'amount drawn', true, false));
  say('surplus', amountProblem(text('surplus'), 'surplus or shortfall', false, true));
  const sent = sentRows(values, facilities, categories);
  for (const i of sent.facilities) {
    const name = facilities[i]!.name;
    say(`facility-${i}`, amountProblem(text(`facility-${i}`), `amount drawn on ${name}`, true, false));
    say(`facility-surplus-${i}`, amountProblem(text(`facility-surplus-${i}`), `surplus or shortfall on ${name}`, false, true));
  }
  for (const i of sent.risks) {
    const name = categories[i]!.input_value ?? categories[i]!.input_field ?? 'this risk';
    say(`risk-${i}`, text(`risk-${i}`) === '' ? `Choose a status for ${name}, or clear its notes` : null);
  }
  if (hasVisit(values, files)) say('visit-date', text('visit-date') === '' ? 'Enter the date of the site visit, or clear its notes and files' : null);
  return problems;
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
 * rule said in words with the field's own label; the summary keeps the API's message.
 */
export function refusalOfReport(err: ApiError, sent: { facilities: number[]; risks: number[] }): FieldError {
  if (err.status === 409) {
    return { message: err.message, field: 'dd-edition', beside: 'This month’s report already has this edition: enter the next edition to file another' };
  }
  const path = leadingPath(err.message);
  return besideField(err, path, path ? inputIdOf(path, sent) : null);
}

/** A refusal before the report was sent (an upload's names its file, beside the file input) or the service out of reach. */
export function refusalBeforeReport(err: unknown): FieldError {
  return {
    message: asApiError(err).message,
    field: err instanceof ApiError && err.message.startsWith('visit.files') ? 'dd-visit-file' : null,
  };
}
