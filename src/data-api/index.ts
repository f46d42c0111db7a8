import type { ListenerSpec } from '../http/listener.ts';

/** The read-only Data API (SPEC "Data API"); its resources are added under src/data-api/<resource>/. */
export const dataListener: ListenerSpec = {
  name: 'data',
  title: 'Project Cost Analytics: Data API',
  description: 'Read-only, metered access to one environment’s data with a Data API key (svc_data_…).',
  version: '1.0.0',
  securitySchemes: {
    dataKey: { type: 'apiKey', in: 'header', name: 'x-api-key', description: 'A Data API key (svc_data_…)' },
  },
  routes: () => {},
};
