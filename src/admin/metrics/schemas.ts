/** `GET /metrics`'s answer: Prometheus's text exposition format, version 0.0.4. */
export const MetricsText = {
  description:
    'Every metric family of D-57 in Prometheus’s text exposition format (text/plain; version=0.0.4), for a Prometheus scrape',
  content: {
    'text/plain': {
      schema: { type: 'string', maxLength: 10_485_760, description: 'Metric families, one sample per line' },
    },
  },
};
