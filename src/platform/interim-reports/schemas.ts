import Type from 'typebox';
import { Int, Money, Nullable, NullableText, OptionalNullable, SignedMoney, Text, TimestampOut } from '../../domain/json-schema.ts';
import { VISIT_FILES_PER_REPORT } from '../../domain/interim-reports.ts';
import { LIMITS } from '../../domain/limits.ts';
import { IdNumber } from '../../http/ids.ts';
import { PlatformPageQuery } from '../../http/pagination.ts';

// Interim (drawdown) reports on the Platform (D-23): the creation
// body, the created report, and the list of a project's reports.

/** Editions of one month's report: more than enough, and what the Data API documents (D-48). */
const EDITION_MAX = 1000;
const NOTES_MAX = 5000;
const strict = { additionalProperties: false } as const;

const SurplusShortfall = () => OptionalNullable(SignedMoney('Positive: surplus; negative: shortfall'));

export const InterimReportCreate = Type.Object(
  {
    project_id: IdNumber('The project (the user must be able to change it)'),
    month: Int(1, 12, '1-12'),
    year: Int(2000, 2100, '2000-2100'),
    edition: Type.Optional(Int(1, EDITION_MAX, 'Default 1; one report per project, month, year and edition (409 otherwise)')),
    comments: Type.Optional(Text(10_000, 'Saved onto the project record (its comments), replacing what was there')),
    aggregate: Type.Object(
      { amount: Money('Total drawn down'), surplus_shortfall: SurplusShortfall() },
      { ...strict, description: 'The whole drawdown' },
    ),
    facility: Type.Array(
      Type.Object(
        {
          facility_id: IdNumber('A facility of this project (GET /projects/{id}/facilities)'),
          amount: Money('Drawn down on this facility'),
          surplus_shortfall: SurplusShortfall(),
        },
        strict,
      ),
      { maxItems: LIMITS.facilitiesPerProject, description: 'One line per facility (may be empty)' },
    ),
    riskStatus: Type.Array(
      Type.Object(
        {
          input_setting_id: IdNumber('A RISK input setting of the environment (GET /input-settings?kind=RISK): the category'),
          risk_status_legend_id: IdNumber('A legend of the environment (GET /risk-status-legends)'),
          notes: OptionalNullable(Text(NOTES_MAX, 'Shown as the risk status’s description on the Data API')),
        },
        strict,
      ),
      { maxItems: LIMITS.riskStatusesPerReport, description: 'One status per risk category (may be empty)' },
    ),
    visit: Type.Optional(
      Type.Object(
        {
          date: Type.String({ format: 'date', maxLength: 10, description: 'YYYY-MM-DD' }),
          notes: OptionalNullable(Text(10_000)),
          files: Type.Optional(
            Type.Array(
              Type.Object(
                {
                  filename: Text(255, 'The name shown for the file in this report'),
                  storage_location: Text(200, 'The storage_location POST /uploads gave for a file of this project'),
                  file_size: Type.Optional(Int(0, Number.MAX_SAFE_INTEGER, 'When given: the upload’s own size')),
                  mime_type: Type.Optional(Text(255, 'When given: the upload’s own media type')),
                },
                strict,
              ),
              { maxItems: VISIT_FILES_PER_REPORT },
            ),
          ),
        },
        { ...strict, description: 'The site visit; omitted when there was none' },
      ),
    ),
  },
  { ...strict, description: 'A monthly drawdown report to file (D-23)' },
);

const createdMembers = {
  id: IdNumber(),
  created_date: TimestampOut(),
  project_id: IdNumber(),
  month: Int(1, 12),
  year: Int(1900, 2200),
  edition: Int(1, EDITION_MAX),
  template_id: Nullable(IdNumber('The environment’s first interim report template, applied at creation (null only when it has none)')),
  type: Type.Literal('INTERIM_REPORT'),
};

export const InterimReportCreated = Type.Object(createdMembers, { description: 'The interim report filed (D-23)' });

const NullableAmount = () => Nullable(Type.Number());

/** A report in the project's list: the created report's fields and what it holds. */
export const InterimReportItem = Type.Object(
  {
    ...createdMembers,
    created_by: Nullable(IdNumber('The user who filed it; null for history imported by the operator')),
    aggregate: Type.Object({ amount: NullableAmount(), surplus_shortfall: NullableAmount() }),
    facility: Type.Array(
      Type.Object({ facility_id: IdNumber(), amount: Type.Number(), surplus_shortfall: NullableAmount() }),
      { maxItems: LIMITS.facilitiesPerProject },
    ),
    riskStatus: Type.Array(
      Type.Object({
        input_setting_id: Nullable(IdNumber()),
        risk_status_legend_id: Nullable(IdNumber()),
        category: Text(200, 'The RISK input setting’s label when filed'),
        legend: NullableText(100, 'The legend’s name when filed'),
        legend_colour: NullableText(7, 'The legend’s colour when filed'),
        notes: NullableText(NOTES_MAX),
      }),
      { maxItems: LIMITS.riskStatusesPerReport },
    ),
    visit: Nullable(
      Type.Object({
        date: Nullable(Type.String({ format: 'date', maxLength: 10 })),
        notes: NullableText(10_000),
        files: Type.Array(
          Type.Object({
            filename: Text(255),
            storage_location: Text(200),
            file_size: Nullable(Int(0, Number.MAX_SAFE_INTEGER)),
            mime_type: NullableText(255),
          }),
          { maxItems: VISIT_FILES_PER_REPORT },
        ),
      }),
    ),
  },
  { description: 'An interim report with its aggregate, facility lines, risk statuses and site visit' },
);


export const InterimReportsQuery = Type.Object({ ...PlatformPageQuery });

/** Money an answer computes, in the environment's currency, to its minor unit (domain/money.ts). */
const Amount = (description: string) => Type.Number({ description: `${description}; in the environment’s currency, to its minor unit` });

/** Drawn to date (domain/drawdowns.ts): the figure every page, the forecast, the document studio and the Data API show. */
export const DrawnToDate = Type.Object(
  {
    drawn_to_date: Amount('Every interim report’s drawdown added up: its aggregate amount (or, on a report without one, its facility lines)'),
    allocated: Amount('What the reports’ facility lines carry, over all facilities'),
    unallocated: Amount(
      'drawn_to_date − allocated: drawn but not against a named facility (history imported with aggregate amounts only, or lines short of the aggregate); negative when lines exceed their reports’ aggregates',
    ),
    facilities: Type.Array(
      Type.Object({
        facility_id: IdNumber('The facility'),
        name: Text(200),
        amount: Amount('The facility’s size'),
        drawn: Amount('What the reports’ lines on this facility carry'),
        left: Amount('amount − drawn (negative: drawn beyond the facility)'),
      }),
      { maxItems: LIMITS.facilitiesPerProject },
    ),
    reports: Int(0, 1_000_000, 'How many interim reports it adds up'),
    latest: Nullable(Type.Object({ month: Int(1, 12), year: Int(1900, 2200) }, { description: 'The latest report’s period; null without any' })),
  },
  { description: 'What the project has drawn to date, per facility and not allocated to one' },
);
