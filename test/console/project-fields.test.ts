import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  APPRAISAL_LINE_FIELDS,
  bodyOf,
  checkFields,
  DEVELOPMENT_FIELDS,
  FACILITY_FIELDS,
  type FieldDef,
  NEW_PROJECT_FIELDS,
  PROJECT_FIELDS,
  RISK_SCORE_RULE,
  RISK_SET_STATUS,
  RISK_VALUE_RULE,
  ruleHint,
} from '../../console/src/pages/project-fields.ts';
import {
  AppraisalLineInput,
  DevelopmentInput,
  FacilityInput,
  ProjectImport,
  RiskAssessmentSetInput,
} from '../../src/domain/projects/import-contract.ts';

/**
 * The console's project forms say each field's rule beside it (console/src/pages/project-fields.ts).
 * The rules are written there, to keep the schema library out of the console's script; this test holds
 * them to the API's schema (ProjectImport and the records' inputs), so that a hint never says what the
 * API does not ask, and no rule of the schema goes unsaid.
 */

interface PropertySchema {
  type?: string | string[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  format?: string;
  enum?: unknown[];
}

interface ObjectSchema {
  properties: Record<string, PropertySchema>;
  required?: string[];
}

const types = (p: PropertySchema) => (Array.isArray(p.type) ? p.type : [p.type]);

/** What a field of `fields` says against what `schema` asks, one message per disagreement. */
function disagreements(fields: FieldDef[], schema: ObjectSchema): string[] {
  const out: string[] = [];
  for (const def of fields) {
    const p = schema.properties[def.key];
    if (!p) {
      out.push(`${def.key}: not a member of the schema`);
      continue;
    }
    // A required text is also not empty (`minLength: 1`), as the hint says.
    const required = (schema.required ?? []).includes(def.key) && (types(p).includes('string') ? (p.minLength ?? 0) >= 1 : true);
    if (required !== (def.rule.required === true)) out.push(`${def.key}: required is ${required} in the schema`);
    if (p.maxLength !== undefined && def.kind !== 'date' && p.maxLength !== def.rule.maxLength) {
      out.push(`${def.key}: maxLength ${p.maxLength} in the schema, ${def.rule.maxLength} in the form`);
    }
    const numeric = types(p).some((t) => t === 'number' || t === 'integer');
    if (numeric !== (def.kind === 'number' || def.kind === 'money')) out.push(`${def.key}: numeric is ${numeric} in the schema, the form's kind is ${def.kind}`);
    if (numeric) {
      if (p.minimum !== def.rule.minimum || p.maximum !== def.rule.maximum) {
        out.push(`${def.key}: ${p.minimum}–${p.maximum} in the schema, ${def.rule.minimum}–${def.rule.maximum} in the form`);
      }
      if (types(p).includes('integer') !== (def.rule.integer === true)) out.push(`${def.key}: integer is ${types(p).includes('integer')} in the schema`);
    }
    if ((p.format === 'date-time') !== (def.kind === 'date')) out.push(`${def.key}: a date-time in the schema is a date in the form, and only it`);
    if (p.enum) {
      const values = p.enum.filter((v) => v !== null);
      const options = (def.options ?? []).map(([value]) => value);
      if (def.kind !== 'select' || JSON.stringify([...values].sort()) !== JSON.stringify([...options].sort())) {
        out.push(`${def.key}: the select's options are not the schema's enum ${JSON.stringify(values)}`);
      }
    }
  }
  return out;
}

const asObject = (schema: unknown) => schema as ObjectSchema;

describe('the project forms’ rules', () => {
  it('say what the API’s schema asks of every field', () => {
    assert.deepEqual(disagreements(NEW_PROJECT_FIELDS, asObject(ProjectImport)), []);
    assert.deepEqual(disagreements(FACILITY_FIELDS, asObject(FacilityInput)), []);
    assert.deepEqual(disagreements(DEVELOPMENT_FIELDS, asObject(DevelopmentInput)), []);
    assert.deepEqual(disagreements(APPRAISAL_LINE_FIELDS, asObject(AppraisalLineInput)), []);
    assert.deepEqual(disagreements([RISK_SET_STATUS], asObject(RiskAssessmentSetInput)), []);
    const assessment = asObject((asObject(RiskAssessmentSetInput).properties.assessments as unknown as { items: ObjectSchema }).items);
    assert.deepEqual(
      disagreements(
        [
          { key: 'value', label: 'Value', kind: 'text', rule: RISK_VALUE_RULE },
          { key: 'score', label: 'Score', kind: 'text', rule: RISK_SCORE_RULE },
        ],
        assessment,
      ),
      [],
    );
  });

  it('are one list for the new project and the record’s edit form, with the status only when it is new', () => {
    assert.deepEqual(
      NEW_PROJECT_FIELDS.filter((f) => f.key !== 'project_status'),
      PROJECT_FIELDS,
    );
  });

  it('are said in words', () => {
    const hint = (key: string, fields = PROJECT_FIELDS) => ruleHint(fields.find((f) => f.key === key)!);
    assert.equal(hint('name'), 'Required. Up to 200 characters, not only spaces.');
    assert.equal(hint('project_reference'), 'Required. Up to 200 characters, not only spaces. Unique in the environment.');
    assert.equal(hint('postcode'), 'Optional. Up to 10 characters. A UK postcode, such as SW1A 1AA.');
    assert.equal(hint('total_gifa'), 'Optional. A number from 0 to 1,000,000,000.');
    assert.equal(hint('number_of_units'), 'Optional. A whole number from 0 to 1,000,000.');
    assert.equal(hint('total_budget'), 'Optional. An amount from 0 to 10,000,000,000,000.');
    assert.equal(hint('contract_completion_date'), 'Optional. A date (stored as midnight UTC). Not before the contract start.');
    assert.equal(hint('amount', FACILITY_FIELDS), 'Required. An amount from 0 to 10,000,000,000,000.');
  });

  it('send numbers as JSON numbers, leave an empty optional field out of a new record and send it as null in a change', () => {
    const values = { name: 'Quay', project_reference: 'Q-1', total_gifa: '1,200.5', number_of_units: '12', postcode: '', contract_start_date: '2026-03-01', total_budget: 'lots' };
    const start = Object.fromEntries(PROJECT_FIELDS.map((f) => [f.key, '']));
    assert.deepEqual(bodyOf(PROJECT_FIELDS, values, start, 'filled'), {
      name: 'Quay',
      project_reference: 'Q-1',
      total_gifa: 1200.5,
      number_of_units: 12,
      total_budget: 'lots',
      contract_start_date: '2026-03-01T00:00:00.000Z',
    });
    assert.deepEqual(bodyOf(FACILITY_FIELDS, { name: '', amount: '' }, {}, 'filled'), { name: '', amount: '' }, 'required members go as typed, for the API to name');
    assert.deepEqual(bodyOf(FACILITY_FIELDS, { name: 'Senior', amount: '' }, { name: 'Senior', amount: '10' }, 'changed'), { amount: '' });
    assert.deepEqual(bodyOf(APPRAISAL_LINE_FIELDS, { label: 'Build', budget: '' }, { label: 'Build', budget: '10' }, 'changed'), { budget: null });
  });

  it('are checked whole before a form is sent: every problem at once, in words, beside its field', () => {
    const values = { name: ' ', project_reference: 'Q-1', total_gifa: 'big', number_of_units: '12.5', total_budget: '£1,250,000', loan_facility_budget: 'ten million', contract_start_date: '2026-03-01', contract_completion_date: '2026-01-31' };
    const start = Object.fromEntries(NEW_PROJECT_FIELDS.map((f) => [f.key, '']));
    const problems = checkFields(NEW_PROJECT_FIELDS, values, start, 'filled', (key) => `np-${key}`);
    assert.deepEqual(problems, [
      { field: 'np-name', beside: 'Enter the name' },
      { field: 'np-total_gifa', beside: 'Enter the total GIFA (m²) as a number, such as 1,250' },
      { field: 'np-number_of_units', beside: 'Enter the units as a whole number' },
      { field: 'np-loan_facility_budget', beside: 'Enter the loan facility budget, in British pounds (such as £1,250,000)' },
      { field: 'np-contract_completion_date', beside: 'The contract completion cannot be before the contract start' },
    ]);
    const edit = Object.fromEntries(PROJECT_FIELDS.map((f) => [f.key, '']));
    assert.deepEqual(checkFields(PROJECT_FIELDS, { ...edit, postcode: 'x'.repeat(11) }, { ...edit, total_gifa: 'stored' }, 'changed', (key) => key), [
      { field: 'postcode', beside: 'The postcode can be at most 10 characters long (it has 11)' },
    ], 'only what is sent is checked');
  });
});
