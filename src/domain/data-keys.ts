import { ConflictError } from './errors.ts';

/** Data API scopes: each grants its routes; /data/quota needs none (D-16). */
export const DATA_SCOPES = ['data:projects', 'data:benchmarks', 'data:reports', 'data:community'] as const;
export type DataScope = (typeof DATA_SCOPES)[number];
/** New keys get these; data:community must be granted explicitly. */
export const DEFAULT_DATA_SCOPES: DataScope[] = ['data:projects', 'data:benchmarks', 'data:reports'];

export const QUOTA_PERIODS = ['DAY', 'WEEK', 'MONTH'] as const;

/** Stored states (D-12). Expired is not stored: a key is expired while now ≥ expires_at (D-47). */
export type DataKeyState = 'active' | 'deactivated' | 'revoked';
export type EffectiveDataKeyState = DataKeyState | 'expired';

export interface DataKeyPlan {
  throttle?: { rate_limit_per_second: number; burst_limit: number } | null;
  quota?: { limit: number; period: (typeof QUOTA_PERIODS)[number] } | null;
}

export type DataKeyAction = 'deactivate' | 'reactivate' | 'revoke';

/** The state table of a Data API key (D-12): which action leads where, from which states. */
const TRANSITIONS: Record<DataKeyAction, { from: DataKeyState[]; to: DataKeyState }> = {
  deactivate: { from: ['active'], to: 'deactivated' },
  reactivate: { from: ['deactivated'], to: 'active' },
  revoke: { from: ['active', 'deactivated'], to: 'revoked' },
};

export function nextState(current: DataKeyState, action: DataKeyAction): DataKeyState {
  const rule = TRANSITIONS[action];
  if (!rule.from.includes(current)) {
    throw new ConflictError(`A ${current} key cannot be ${action}d; allowed from: ${rule.from.join(', ')}`);
  }
  return rule.to;
}

/** What a request with this key meets: revoked wins over expiry (D-47), expiry over deactivation. */
export function effectiveState(
  state: DataKeyState,
  expiresAt: Date | null,
  now: Date,
): EffectiveDataKeyState {
  if (state === 'revoked') return 'revoked';
  if (expiresAt !== null && now.getTime() >= expiresAt.getTime()) return 'expired';
  return state;
}

/** Scopes in a stable order without duplicates. */
export function normaliseScopes(scopes: readonly string[]): DataScope[] {
  return DATA_SCOPES.filter((s) => scopes.includes(s));
}
