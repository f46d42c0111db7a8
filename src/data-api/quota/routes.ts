import type { Listener } from '../../http/listener.ts';
import { dataErrors, dataSecurity } from '../schemas.ts';
import { QuotaStatus } from './schemas.ts';

/** /data/quota. No scope; throttled like any route; never counts (D-33). */
export function quotaRoutes(app: Listener): void {
  app.get(
    '/data/quota',
    {
      config: { scope: null, countsQuota: false },
      schema: {
        tags: ['quota'],
        operationId: 'getQuota',
        summary: 'The key’s scopes, quota and throttle; free of quota',
        description: 'What the key may read and how much: its scopes, its quota (used, limit, remaining, resets_at, period) and its throttle, null without a plan. Never counts against the quota; throttled like any route.',
        security: dataSecurity,
        response: { 200: QuotaStatus, ...dataErrors() },
      },
    },
    async (request) => {
      const key = request.dataKey;
      const quota = request.usageDecision.quota;
      return {
        api_key_id: String(key.id),
        environment_id: String(key.environmentId),
        scopes: [...key.scopes],
        quota: quota && {
          used: quota.used,
          limit: quota.limit,
          remaining: Math.max(0, quota.limit - quota.used),
          resets_at: quota.resetsAt.toISOString(),
          period: quota.period,
        },
        throttle: key.throttle ?? null,
      };
    },
  );
}
