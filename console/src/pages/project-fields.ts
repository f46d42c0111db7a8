import { STATUS_ORDER } from '../../../src/domain/projects/status.ts';
import { BUILDING_FUNCTIONS, BUILDING_PROCESSES, RISK_ASSESSMENT_STATUSES } from '../../../src/domain/projects/vocabulary.ts';
import { enterMoney, nounOf, type Refused } from '../field-words.ts';
import { currencySymbol, formatCode, formatNumber, moneyLabel, parseMoney, parseNumber } from '../format.ts';

/**
 * The fields of a project and of the records it holds, as the console's forms show them: one list per
 * body the API takes, shared by the forms that send it (the new project and the record's edit form share
 * PROJECT_FIELDS). Each field carries its rule as the API's schema states it
 * (src/domain/projects/import-contract.ts: ProjectImport, FacilityInput, DevelopmentInput,
 * AppraisalLineInput), said beside the field as its hint. The rules are written here rather than read
 * from the schema at run time, which would bring the schema library into the console's script;
 * test/console/project-fields.test.ts holds them to the schema. Pure: no DOM.
 */

export type Kind = 'text' | 'textarea' | 'number' | 'money' | 'date' | 'select';

/** What the API's schema asks of a field (and what it cannot say: a postcode's form, an order of dates). */
export interface Rule {
  /** Present and not blank (the schema's `required` with `minLength: 1` and a non-space). */
  required?: true;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  /** A whole number (the schema's `integer`). */
  integer?: true;
  /** A rule the schema does not state (the service checks it). */
  also?: string;
}

export interface FieldDef {
  /** The member of the request body (and of the API's 400 path). */
  key: string;
  /** Its label; an amount's is followed by the environment's currency symbol (`fieldLabel`). */
  label: string;
  kind: Kind;
  rule: Rule;
  options?: readonly (readonly [string, string])[];
  /** A text input's suggestions: the id of a `<datalist>` on the page (any other text is taken too). */
  list?: string;
  wide?: boolean;
}

const functionOptions = Object.entries(BUILDING_FUNCTIONS);
const processOptions = Object.entries(BUILDING_PROCESSES);

/** ProjectImport's `Money()`, `Measure()`, `Count()` and `Floors()`. */
const MONEY: Rule = { minimum: 0, maximum: 1e13 };
const MEASURE: Rule = { minimum: 0, maximum: 1e9 };
const COUNT: Rule = { minimum: 0, maximum: 1_000_000, integer: true };
const FLOORS: Rule = { minimum: 0, maximum: 200, integer: true };
/** ProjectImport's `Label()`: 1 to 200 characters, not only spaces. */
const LABEL: Rule = { required: true, maxLength: 200 };

/** The rule in words, shown beside the field: `Required, up to 200 characters.`, `A whole number from 0 to 200.` */
export function ruleHint(def: FieldDef): string {
  const { rule } = def;
  const parts: string[] = [];
  if (def.kind === 'number' || def.kind === 'money') {
    const what = rule.integer ? 'A whole number' : def.kind === 'money' ? 'An amount' : 'A number';
    parts.push(`${what} from ${formatNumber(rule.minimum ?? 0)} to ${formatNumber(rule.maximum ?? 0)}`);
  } else if (def.kind === 'date') {
    parts.push('A date (stored as midnight UTC)');
  } else if (def.kind === 'select') {
    parts.push(rule.required ? 'One of the list' : 'One of the list, or not set');
  } else if (rule.maxLength !== undefined) {
    parts.push(rule.required ? `Up to ${formatNumber(rule.maxLength)} characters, not only spaces` : `Up to ${formatNumber(rule.maxLength)} characters`);
  }
  if (rule.also) parts.push(rule.also);
  return `${rule.required ? 'Required' : 'Optional'}. ${parts.join('. ')}.`;
}

/** A project's own fields (ProjectImport, D-17): the new project's form and the record's edit form. */
export const PROJECT_FIELDS: FieldDef[] = [
  { key: 'name', label: 'Name', kind: 'text', rule: LABEL },
  { key: 'project_reference', label: 'Reference', kind: 'text', rule: { ...LABEL, also: 'Unique in the environment' } },
  { key: 'description', label: 'Description', kind: 'textarea', rule: { maxLength: 10_000 }, wide: true },
  { key: 'address', label: 'Address', kind: 'text', rule: { maxLength: 500 } },
  { key: 'postcode', label: 'Postcode', kind: 'text', rule: { maxLength: 10, also: 'A UK postcode, such as SW1A 1AA' } },
  { key: 'building_function', label: 'Building function', kind: 'select', options: functionOptions, rule: {} },
  { key: 'building_process', label: 'Building process', kind: 'select', options: processOptions, rule: {} },
  { key: 'total_gifa', label: 'Total GIFA (m²)', kind: 'number', rule: MEASURE },
  { key: 'number_of_units', label: 'Units', kind: 'number', rule: COUNT },
  { key: 'gross_development_value', label: 'Gross development value', kind: 'money', rule: MONEY },
  { key: 'total_budget', label: 'Total budget', kind: 'money', rule: MONEY },
  { key: 'total_cost', label: 'Total cost', kind: 'money', rule: MONEY },
  { key: 'loan_facility_budget', label: 'Loan facility budget', kind: 'money', rule: MONEY },
  { key: 'contract_start_date', label: 'Contract start', kind: 'date', rule: {} },
  { key: 'contract_completion_date', label: 'Contract completion', kind: 'date', rule: { also: 'Not before the contract start' } },
  { key: 'estimated_completion_date', label: 'Estimated completion', kind: 'date', rule: {} },
  { key: 'funder_client', label: 'Funder', kind: 'text', rule: { maxLength: 200 } },
  { key: 'client_reference', label: 'Client reference', kind: 'text', rule: { maxLength: 200 } },
  { key: 'comments', label: 'Comments', kind: 'textarea', rule: { maxLength: 10_000 }, wide: true },
];

/** A new project's status (D-39), after its reference; its later moves are the status control's. */
export const NEW_PROJECT_STATUS: FieldDef = {
  key: 'project_status',
  label: 'Status',
  kind: 'select',
  options: STATUS_ORDER.map((s) => [s, formatCode(s)] as const),
  rule: { also: 'Pending when not set' },
};

/** A new project's fields: its own, the status after the reference. */
export const NEW_PROJECT_FIELDS: FieldDef[] = [...PROJECT_FIELDS.slice(0, 2), NEW_PROJECT_STATUS, ...PROJECT_FIELDS.slice(2)];

/** FacilityInput: `POST /projects/{id}/facilities`, and `PATCH …/facilities/{facilityId}`. */
export const FACILITY_FIELDS: FieldDef[] = [
  { key: 'name', label: 'Facility name', kind: 'text', rule: LABEL },
  { key: 'amount', label: 'Amount', kind: 'money', rule: { ...MONEY, required: true } },
];

/** DevelopmentInput (D-45): `POST /projects/{id}/developments`, and `PATCH …/developments/{developmentId}`. */
export const DEVELOPMENT_FIELDS: FieldDef[] = [
  { key: 'name', label: 'Development name', kind: 'text', rule: LABEL },
  { key: 'building_function', label: 'Building function', kind: 'select', options: functionOptions, rule: {} },
  { key: 'building_process', label: 'Building process', kind: 'select', options: processOptions, rule: {} },
  { key: 'total_gifa', label: 'GIFA (m²)', kind: 'number', rule: MEASURE },
  { key: 'individual_units', label: 'Units', kind: 'number', rule: COUNT },
  { key: 'site_max_floors_above_ground', label: 'Floors above ground', kind: 'number', rule: FLOORS },
  { key: 'site_max_floors_below_ground', label: 'Floors below ground', kind: 'number', rule: FLOORS },
];

/** The `<datalist>` of the environment's APPRAISAL settings, which an appraisal line's label offers. */
export const APPRAISAL_LABELS_LIST = 'appraisal-labels';

/** AppraisalLineInput (D-17): an appraisal line, `PUT /projects/{id}/cost-inputs` (one of the list) and `PATCH …/cost-inputs/{lineId}`. */
export const APPRAISAL_LINE_FIELDS: FieldDef[] = [
  {
    key: 'label',
    label: 'Appraisal setting',
    kind: 'text',
    list: APPRAISAL_LABELS_LIST,
    rule: { ...LABEL, also: 'One of the environment’s appraisal settings (suggested as you type), or a new label, which becomes a new setting. One line per setting' },
  },
  { key: 'budget', label: 'Budget', kind: 'money', rule: MONEY },
  { key: 'out_turn', label: 'Out-turn', kind: 'money', rule: MONEY },
  { key: 'facility', label: 'Facility', kind: 'money', rule: MONEY },
];

/** RiskAssessmentSetInput's status, and each assessment's value and score (a set's category is its RISK setting). */
export const RISK_SET_STATUS: FieldDef = {
  key: 'current_status',
  label: 'Status of the set',
  kind: 'select',
  options: RISK_ASSESSMENT_STATUSES.map((s) => [s, formatCode(s)] as const),
  rule: { also: 'Draft when not set' },
};
export const RISK_VALUE_RULE: Rule = { maxLength: 500 };
export const RISK_SCORE_RULE: Rule = { maxLength: 50 };

/** The form's text of a stored value: dates as `YYYY-MM-DD` (UTC), null as empty. */
export function textOf(kind: Kind, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (kind === 'date') return String(value).slice(0, 10);
  return String(value);
}

/**
 * What is sent for a field's text: empty is null (a required member stays as typed, for the API's
 * 400), numbers as JSON numbers when they are numbers and as typed otherwise (so that the API's 400
 * names the field), a date as midnight UTC.
 */
export function valueOf(def: FieldDef, text: string): unknown {
  if (text.trim() === '') return def.rule.required ? text : null;
  if (def.kind === 'number' || def.kind === 'money') {
    // Typed as people write it (`£1,250,000`, `1,250,000.50`); what is not a figure is sent as typed.
    const n = def.kind === 'money' ? parseMoney(text) : parseNumber(text);
    return n ?? text;
  }
  if (def.kind === 'date') return /^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T00:00:00.000Z` : text;
  return text;
}

/** What is wrong with a field's text against its rule, in words, or null. */
export function problemOf(def: FieldDef, text: string): string | null {
  const noun = nounOf(def.label);
  const { rule } = def;
  if (text.trim() === '') return rule.required ? (def.kind === 'money' ? enterMoney(noun) : `Enter the ${noun}`) : null;
  if (def.kind === 'number' || def.kind === 'money') {
    const n = def.kind === 'money' ? parseMoney(text) : parseNumber(text);
    if (n === null) return def.kind === 'money' ? enterMoney(noun) : `Enter the ${noun} as a number, such as 1,250`;
    if (rule.integer && !Number.isInteger(n)) return `Enter the ${noun} as a whole number`;
    const bound = (v: number) => (def.kind === 'money' ? `${currencySymbol()}${formatNumber(v)}` : formatNumber(v));
    if (rule.minimum !== undefined && n < rule.minimum) return `The ${noun} cannot be below ${bound(rule.minimum)}`;
    if (rule.maximum !== undefined && n > rule.maximum) return `The ${noun} cannot be more than ${bound(rule.maximum)}`;
    return null;
  }
  if (def.kind === 'date') return /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(text)) ? null : `Enter the ${noun} as a date`;
  if (rule.maxLength !== undefined && text.length > rule.maxLength) {
    return `The ${noun} can be at most ${formatNumber(rule.maxLength)} characters long (it has ${formatNumber(text.length)})`;
  }
  return null;
}

/**
 * The whole form checked before it is sent, every problem beside its field (`idOf` its input's id): each
 * field's text against its rule, and the contract's completion not before its start. Only the fields
 * the form would send are checked (`keys`, as `bodyOf`), so an edit is not refused for a stored value.
 */
export function checkFields(fields: FieldDef[], values: Record<string, string>, start: Record<string, string>, keys: 'changed' | 'filled', idOf: (key: string) => string): Refused[] {
  const sent = bodyOf(fields, values, start, keys);
  const problems = fields.flatMap((def) => {
    if (!(def.key in sent)) return [];
    const problem = problemOf(def, values[def.key] ?? '');
    return problem ? [{ field: idOf(def.key), beside: problem }] : [];
  });
  const from = values.contract_start_date ?? start.contract_start_date ?? '';
  const to = values.contract_completion_date ?? '';
  const completion = fields.find((f) => f.key === 'contract_completion_date');
  if (completion && 'contract_completion_date' in sent && /^\d{4}-\d{2}-\d{2}$/.test(from) && /^\d{4}-\d{2}-\d{2}$/.test(to) && to < from) {
    if (!problems.some((p) => p.field === idOf(completion.key))) problems.push({ field: idOf(completion.key), beside: 'The contract completion cannot be before the contract start' });
  }
  return problems;
}

/**
 * The body a form sends: the fields whose text `changed` from `start` (an edit; an emptied optional
 * field is null), or those `filled` and the required ones (a new record; an empty optional field is
 * left out).
 */
export function bodyOf(fields: FieldDef[], values: Record<string, string>, start: Record<string, string>, keys: 'changed' | 'filled'): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const def of fields) {
    const text = values[def.key] ?? '';
    const send = keys === 'changed' ? text !== (start[def.key] ?? '') : def.rule.required === true || text.trim() !== '';
    if (send) out[def.key] = valueOf(def, text);
  }
  return out;
}

/** A field's label as its form shows it: `Total budget (£)` for an amount, in the environment's currency. */
export const fieldLabel = (def: FieldDef): string => (def.kind === 'money' ? moneyLabel(def.label) : def.label);

/** The labels of `keys` in `fields`, for "Saved: Name, Amount (£)." */
export function labelsOf(fields: FieldDef[], keys: string[]): string {
  return keys.map((k) => {
    const def = fields.find((f) => f.key === k);
    return def ? fieldLabel(def) : k;
  }).join(', ');
}
