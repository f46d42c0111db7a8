import type { Listener } from '../../http/listener.ts';
import { dataErrors, dataSecurity } from '../schemas.ts';
import { QuotaStatus } from './schemas.ts';

/** SPEC Data API: /data/quota. No scope; throttled like any route; never counts (SPEC Limits 4, D-33). */
export function quotaRoutes(app: Listener): void {
  app.get(
    '/data/quota',
    {
      config: { scope: null, countsQuota: false },
      schema: {
        tags: ['quota'],
        summary: 'The key’s scopes, quota and throttle; free of quota',
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
          resets_at: quota.resetsAt,
          period: quota.period,
        },
        throttle: key.throttle ?? null,
      };
    },
  );
}
