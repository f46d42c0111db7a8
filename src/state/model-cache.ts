import { UnprocessableError } from '../domain/errors.ts';
import { BoundedMap } from './bounded-map.ts';
import type { ReadCache } from './read-cache.ts';

/** The environments whose evidence one environment's model learns from (D-43). */
export interface ModelPool {
  /** The environment the model is for. */
  environmentId: number;
  /** The environments it shares a community with. */
  communityIds: readonly number[];
  /** The community floor in force (D-43), or null outside any community. */
  floor: number | null;
}

/** While the change feed is down nothing is known to be current: a model is used this long after its fit, then refitted. */
export const FEED_DOWN_MAX_AGE_MS = 30_000;
/** Environments whose models are kept; a model of 100,000 projects takes some tens of MB. */
const DEFAULT_MAX_MODELS = 32;

interface Fitted<M> {
  /** The pool and the evidence generations the model was fitted at; null when fitted while the feed was down. */
  key: string | null;
  fittedAt: number;
  /** The model, or the UnprocessableError of a pool without evidence (as stable as a model). */
  outcome: { model: M } | { error: UnprocessableError };
}

/**
 * One fitted cost model per environment, kept until the evidence of its pool changes. The
 * key of a model is its pool (the environment, its community environments, the floor) with the
 * evidence generation of each of those environments in the read cache (src/state/read-cache.ts,
 * moved by the database's change notifications that name them, migration 0010): a change to a
 * community environment's projects refits the models of every environment sharing the community, and
 * a stored snapshot refits nothing. Concurrent requests for one model share one fit, and a fit that
 * began before a change is not mistaken for a current one (its key is taken before its evidence is read).
 */
export class ModelCache<M> {
  private readonly models: BoundedMap<number, Fitted<M>>;
  private readonly fitting = new Map<number, { key: string | null; promise: Promise<Fitted<M>> }>();
  /** Fits started, models served from memory, requests that joined a fit under way (for tests and diagnostics). */
  readonly stats = { fits: 0, hits: 0, joined: 0 };
  private readonly reads: ReadCache;

  constructor(reads: ReadCache, maxModels = DEFAULT_MAX_MODELS) {
    this.reads = reads;
    this.models = new BoundedMap(maxModels);
  }

  /** The model of `pool`, from memory or from `fit` (which reads the pool's evidence and fits it). */
  async model(pool: ModelPool, fit: () => Promise<M>): Promise<M> {
    const key = this.keyOf(pool);
    const env = pool.environmentId;
    const kept = this.models.get(env);
    if (kept && this.current(kept, key)) {
      this.stats.hits += 1;
      return unwrap(kept);
    }
    const pending = this.fitting.get(env);
    if (pending && pending.key === key) {
      this.stats.joined += 1;
      return unwrap(await pending.promise);
    }
    this.stats.fits += 1;
    const promise = this.run(key, fit);
    this.fitting.set(env, { key, promise });
    try {
      const fitted = await promise;
      // Kept unless a newer fit of the same environment has already been kept.
      const now = this.models.get(env);
      if (!now || now.fittedAt <= fitted.fittedAt) this.models.set(env, fitted);
      return unwrap(fitted);
    } finally {
      if (this.fitting.get(env)?.promise === promise) this.fitting.delete(env);
    }
  }

  /** Forgets every model (tests; a configuration change). */
  clear(): void {
    this.models.clear();
  }

  private async run(key: string | null, fit: () => Promise<M>): Promise<Fitted<M>> {
    const fittedAt = Date.now();
    try {
      return { key, fittedAt, outcome: { model: await fit() } };
    } catch (err) {
      if (err instanceof UnprocessableError) return { key, fittedAt, outcome: { error: err } };
      throw err;
    }
  }

  private current(kept: Fitted<M>, key: string | null): boolean {
    if (key === null) return Date.now() - kept.fittedAt < FEED_DOWN_MAX_AGE_MS;
    return kept.key === key;
  }

  /** The pool and its evidence generations as one string; null while the change feed is down. */
  private keyOf(pool: ModelPool): string | null {
    const environments = [pool.environmentId, ...pool.communityIds];
    const generations: number[] = [];
    for (const env of environments) {
      const generation = this.reads.evidenceGeneration(env);
      if (generation === null) return null;
      generations.push(generation);
    }
    return `${environments.join(',')}|${pool.floor ?? ''}|${generations.join(',')}`;
  }
}

function unwrap<M>(fitted: Fitted<M>): M {
  if ('error' in fitted.outcome) throw fitted.outcome.error;
  return fitted.outcome.model;
}
