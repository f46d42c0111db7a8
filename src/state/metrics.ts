import type { RedisConnection } from '../external/redis.ts';
import { collectDefaultMetrics, Counter, Gauge, Histogram, register as processRegistry, Registry } from 'prom-client';
import type { Database } from '../db/database.ts';
import type { Clock } from '../domain/clock.ts';
import { deliveryQueue } from '../db/repositories/webhooks.ts';
import { type Cache, NAMESPACES, type Namespace } from './cache/cache.ts';

/**
 * The methods a request is counted under; any other (PROPFIND, PURGE, …) is `OTHER`, so that a client
 * cannot add series by inventing methods (D-57).
 */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** How a webhook attempt ended (D-61), as counted. */
const WEBHOOK_OUTCOMES = ['delivered', 'http_error', 'timeout', 'network_error', 'refused'] as const;

/** How a usage plan decided a Data API request (D-33), as counted. */
export type UsageDecisionLabel = 'admitted' | 'throttled' | 'quota';

/**
 * Buckets in seconds, Prometheus's unit, for what each figure spans: an API request takes a
 * millisecond from the cache to a few seconds at worst; a model fit or a PDF render takes from a tenth
 * of a second to a minute or two (100,000 projects, a 50-page report on a busy thread).
 */
const REQUEST_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const WORK_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 20, 30, 60, 120];

/** What the gauges sample at every scrape. */
export interface MetricSources {
  db: Database;
  redis: RedisConnection | null;
  cache: Cache;
  /** The process's clock: which deliveries are due now. */
  clock: Clock;
}

/**
 * The metrics of this process (D-57), in Prometheus's text format for `GET /metrics`. Each family is
 * a field, named by what it counts; a component that has something to count is given this object and
 * counts into its family. Figures other components already keep (the cache's hits, the pool's
 * connections, Redis's connection) are read at each scrape rather than counted twice.
 *
 * No label carries an id, a key, an email or a URL: routes by their template, unknown methods as
 * OTHER, cache namespaces and outcomes from fixed lists. So the number of series is bounded by the code,
 * whatever clients send.
 */
export class Metrics {
  private readonly registry = new Registry();

  /** Whether the instance is ready, as `/readyz` decides (D-5), set at each scrape by `GET /metrics`. */
  readonly ready = new Gauge({
    name: 'pcas_ready',
    help: '1 when the database (and Redis, when configured) answered the readiness check at this scrape, else 0',
    registers: [this.registry],
  });

  /** Every answered request by listener, method, route template and status class (`2xx` …). */
  readonly requestDuration = new Histogram({
    name: 'pcas_http_request_duration_seconds',
    help: 'Time from a request’s arrival to its answer, by listener, method, route template and status class',
    labelNames: ['listener', 'method', 'route', 'status_class'] as const,
    buckets: REQUEST_BUCKETS,
    registers: [this.registry],
  });

  /** The usage plan's decision on each Data API request past its key check (D-33). */
  readonly usageDecisions = new Counter({
    name: 'pcas_usage_decisions_total',
    help: 'Data API requests decided by their key’s usage plan: admitted, throttled, or refused for quota',
    labelNames: ['decision'] as const,
    registers: [this.registry],
  });

  /** Data API requests whose usage plan could not be checked (the quota store did not answer: 503). */
  readonly usageStoreErrors = new Counter({
    name: 'pcas_usage_store_errors_total',
    help: 'Data API requests refused with 503 because the throttle and quota store did not answer',
    registers: [this.registry],
  });

  /** Cost model fits, from the request for a fit to its model (a wait for the fitter's thread included). */
  readonly modelFitDuration = new Histogram({
    name: 'pcas_model_fit_duration_seconds',
    help: 'Time to fit a cost model on the fitter’s thread, waiting included, by outcome (ok, error)',
    labelNames: ['outcome'] as const,
    buckets: WORK_BUCKETS,
    registers: [this.registry],
  });

  /** Document studio PDF renders, from their admission to their last byte (or failure). */
  readonly pdfRenderDuration = new Histogram({
    name: 'pcas_pdf_render_duration_seconds',
    help: 'Time to render a document studio PDF on a renderer thread, waiting included, by outcome (ok, error)',
    labelNames: ['outcome'] as const,
    buckets: WORK_BUCKETS,
    registers: [this.registry],
  });

  /** Webhook delivery attempts (D-61) made by this instance's worker, by outcome. */
  readonly webhookAttempts = new Counter({
    name: 'pcas_webhook_attempts_total',
    help: 'Webhook delivery attempts made by this instance, by outcome (delivered, http_error, timeout, network_error, refused)',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  constructor() {
    // Started with the first context, so that the event loop is watched before the first scrape.
    processFigures();
    // Every decision from the start, at 0: a rate over a series that appears later misses its first increase.
    for (const decision of ['admitted', 'throttled', 'quota'] satisfies UsageDecisionLabel[]) this.usageDecisions.inc({ decision }, 0);
    for (const outcome of WEBHOOK_OUTCOMES) this.webhookAttempts.inc({ outcome }, 0);
  }

  /** The registry's text for a scrape, with the process's own figures. */
  async exposition(): Promise<{ contentType: string; text: string }> {
    const merged = Registry.merge([this.registry, processFigures()]);
    return { contentType: merged.contentType, text: await merged.metrics() };
  }

  /** The bounded label of a request's method. */
  readonly methodLabel = (method: string): string => (METHODS.has(method) ? method : 'OTHER');

  /**
   * Reads, at every scrape, the figures the cache, the database pool and the Redis client keep
   * themselves: counting them again on every read would cost the hot path for nothing.
   */
  watch(sources: MetricSources): void {
    this.watchCache(sources.cache);
    this.watchDatabase(sources.db);
    this.watchRedis(sources.redis);
    this.watchWebhooks(sources.db, sources.clock);
  }

  /**
   * The webhook outbox as it stands (the database's, so every instance reports the same figures: take
   * the max across instances, not the sum). A scrape while the database is away reports none.
   */
  private watchWebhooks(db: Database, clock: Clock): void {
    const read = (() => {
      let last: Promise<Awaited<ReturnType<typeof deliveryQueue>>> | null = null;
      // The three gauges of one scrape share one query.
      return () => (last ??= deliveryQueue(db, clock.now()).finally(() => setImmediate(() => (last = null))));
    })();
    const gauge = (name: string, help: string, pick: (q: Awaited<ReturnType<typeof deliveryQueue>>) => number) =>
      new Gauge({
        name,
        help,
        registers: [this.registry],
        async collect() {
          try {
            this.set(pick(await read()));
          } catch {
            this.reset();
          }
        },
      });
    gauge('pcas_webhook_deliveries_pending', 'Webhook deliveries still owed to enabled endpoints (due now or waiting for a retry)', (q) => q.pending);
    gauge('pcas_webhook_deliveries_due', 'Webhook deliveries due now and not yet attempted', (q) => q.due);
    gauge(
      'pcas_webhook_oldest_due_seconds',
      'How long the longest-due webhook delivery has waited past its time (0 when none is due): the workers’ lag',
      (q) => q.oldestDueSeconds,
    );
  }

  private watchCache(cache: Cache): void {
    const names = Object.keys(NAMESPACES) as Namespace[];
    // Counters set from the cache's own counts: reset, then brought to the count (which only grows).
    new Counter({
      name: 'pcas_cache_hits_total',
      help: 'Reads of the cache served from memory, by namespace',
      labelNames: ['namespace'] as const,
      registers: [this.registry],
      collect() {
        this.reset();
        for (const namespace of names) this.inc({ namespace }, cache.stats[namespace].hits);
      },
    });
    new Counter({
      name: 'pcas_cache_misses_total',
      help: 'Reads of the cache that loaded the value, or joined a load under way, by namespace',
      labelNames: ['namespace'] as const,
      registers: [this.registry],
      collect() {
        this.reset();
        for (const namespace of names) {
          const stats = cache.stats[namespace];
          this.inc({ namespace }, stats.loads + stats.joined);
        }
      },
    });
  }

  private watchDatabase(db: Database): void {
    const gauge = (name: string, help: string, read: (pool: ReturnType<Database['poolState']>) => number) =>
      new Gauge({
        name,
        help,
        registers: [this.registry],
        collect() {
          this.set(read(db.poolState()));
        },
      });
    gauge('pcas_db_pool_connections', 'Database connections open (embedded: its one connection)', (p) => p.open);
    gauge('pcas_db_pool_idle_connections', 'Open database connections running nothing', (p) => p.idle);
    gauge('pcas_db_pool_waiting_queries', 'Statements and transactions waiting for a database connection', (p) => p.waiting);
    gauge('pcas_db_pool_max_connections', 'The most database connections the pool opens', (p) => p.max);
  }

  private watchRedis(redis: RedisConnection | null): void {
    new Gauge({
      name: 'pcas_redis_configured',
      help: '1 when REDIS_URL is set, 0 when throttle and quota live in this process',
      registers: [this.registry],
      collect() {
        this.set(redis ? 1 : 0);
      },
    });
    new Gauge({
      name: 'pcas_redis_connected',
      help: '1 while Redis takes commands (connected, and answering: its circuit closed), else 0 (also 0 without REDIS_URL)',
      registers: [this.registry],
      collect() {
        this.set(redis?.available ? 1 : 0);
      },
    });
  }
}

/**
 * The process's own figures (CPU, memory, handles, event-loop delay, garbage collection), from
 * prom-client's collectors in prom-client's own registry. They are the process's, not a listener's or
 * a context's, and they cannot be stopped once started (an event-loop delay monitor, a GC observer):
 * made once per process, with the first Metrics, and reported by every one.
 */
function processFigures(): Registry {
  if (processRegistry.getSingleMetric('nodejs_eventloop_lag_seconds') === undefined) {
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}
