/**
 * What a new environment starts with, so that it is usable at once (D-8): appraisal and risk categories,
 * the risk-status legend, one interim report template and one document studio template.
 */

export interface DefaultSetting {
  input_field: string;
  input_value: string;
  children?: DefaultSetting[];
}

export const DEFAULT_APPRAISAL_SETTINGS: DefaultSetting[] = [
  {
    input_field: 'land_acquisition',
    input_value: 'Land acquisition',
    children: [
      { input_field: 'land_purchase', input_value: 'Land purchase' },
      { input_field: 'stamp_duty', input_value: 'Stamp duty land tax' },
      { input_field: 'acquisition_fees', input_value: 'Acquisition fees' },
    ],
  },
  {
    input_field: 'construction_costs',
    input_value: 'Construction costs',
    children: [
      { input_field: 'build_costs', input_value: 'Build costs' },
      { input_field: 'external_works', input_value: 'External works' },
      { input_field: 'abnormals', input_value: 'Abnormal costs' },
    ],
  },
  {
    input_field: 'professional_fees',
    input_value: 'Professional fees',
    children: [
      { input_field: 'design_fees', input_value: 'Design fees' },
      { input_field: 'monitoring_surveyor_fees', input_value: 'Monitoring surveyor fees' },
    ],
  },
  { input_field: 'contingency', input_value: 'Contingency' },
  {
    input_field: 'finance_costs',
    input_value: 'Finance costs',
    children: [
      { input_field: 'interest', input_value: 'Interest' },
      { input_field: 'arrangement_fees', input_value: 'Arrangement fees' },
    ],
  },
  { input_field: 'sales_and_marketing', input_value: 'Sales and marketing' },
];

export const DEFAULT_RISK_SETTINGS: DefaultSetting[] = [
  { input_field: 'programme', input_value: 'Programme' },
  { input_field: 'cost', input_value: 'Cost' },
  { input_field: 'planning', input_value: 'Planning' },
  { input_field: 'funding', input_value: 'Funding' },
  { input_field: 'health_and_safety', input_value: 'Health and safety' },
  { input_field: 'quality', input_value: 'Quality' },
];

export const DEFAULT_LEGENDS = [
  { name: 'Green', description: 'On track', colour: '#2E7D32' },
  { name: 'Amber', description: 'At risk', colour: '#F9A825' },
  { name: 'Red', description: 'Off track', colour: '#C62828' },
] as const;

export const DEFAULT_INTERIM_TEMPLATE = {
  name: 'Monthly drawdown report',
  content: {
    sections: ['summary', 'drawdown', 'risk_status', 'site_visit'],
  },
};

/**
 * The document studio template of D-8 and D-29: a title, a required executive summary, cost and
 * programme figures with commentary, and a required list of risks. Migration 0011 gives environments
 * created before it the same content (keep the two alike).
 */
export const DEFAULT_DOCUMENT_STUDIO_TEMPLATE = {
  name: 'Monitoring report',
  content: {
    blocks: [
      { type: 'title', content: 'Monitoring report: {{project.name}}' },
      {
        type: 'section',
        properties: { sectionId: 'executive_summary', title: 'Executive summary', required: true },
        children: [{ type: 'narrative', content: '' }],
      },
      {
        type: 'section',
        properties: { sectionId: 'cost', title: 'Cost' },
        children: [
          { type: 'data', properties: { title: 'Total budget', dataSource: 'project.total_budget', format: 'currency' } },
          {
            type: 'data',
            properties: { title: 'Gross development value', dataSource: 'project.gross_development_value', format: 'currency' },
          },
          {
            type: 'table',
            properties: {
              title: 'Appraisal',
              dataSource: 'appraisal_lines',
              calculation: 'sum',
              columns: [
                { key: 'category', title: 'Category', format: 'text' },
                { key: 'budget', title: 'Budget', format: 'currency' },
                { key: 'out_turn', title: 'Out-turn', format: 'currency' },
              ],
            },
          },
          { type: 'narrative', content: '' },
        ],
      },
      {
        type: 'section',
        properties: { sectionId: 'programme', title: 'Programme' },
        children: [
          { type: 'data', properties: { title: 'Contract completion', dataSource: 'project.contract_completion_date', format: 'date' } },
          { type: 'data', properties: { title: 'Estimated completion', dataSource: 'project.estimated_completion_date', format: 'date' } },
          { type: 'narrative', content: '' },
        ],
      },
      {
        type: 'section',
        properties: { sectionId: 'risks', title: 'Risks', required: true },
        children: [{ type: 'list', content: '', properties: { listType: 'bullet' } }],
      },
    ],
    metadata: { reportType: 'INITIAL' },
  },
};

/** Machine name for a display label: "Sales & marketing" → "sales_marketing". */
export function inputFieldFor(label: string): string {
  const slug = label
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  return slug || 'setting';
}
