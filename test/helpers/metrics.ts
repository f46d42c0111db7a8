import assert from 'node:assert/strict';
import type { Listener } from '../../src/http/listener.ts';

/** One sample of a Prometheus text exposition: its metric name, labels and value. */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** A scrape of `GET /metrics`, read: its samples and each family's type (`# TYPE` lines). */
export interface Scrape {
  text: string;
  samples: Sample[];
  types: Map<string, string>;
}

const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})?\s+(\S+)(?:\s+\d+)?$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g;

/** Reads Prometheus's text format (version 0.0.4); a line it cannot read fails the test. */
export function readExposition(text: string): Scrape {
  const samples: Sample[] = [];
  const types = new Map<string, string>();
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('# HELP ')) continue;
    const type = /^# TYPE (\S+) (\S+)$/.exec(line);
    if (type) {
      types.set(type[1]!, type[2]!);
      continue;
    }
    const m = SAMPLE.exec(line);
    assert.ok(m, `an exposition line: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, name, value] of (m[2] ?? '').matchAll(LABEL)) labels[name!] = value!.replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c));
    samples.push({ name: m[1]!, labels, value: Number(m[3]) });
  }
  return { text, samples, types };
}

/** `GET /metrics` on an admin listener with the operator token, read. */
export async function scrape(admin: Listener, operatorToken: string): Promise<Scrape> {
  const res = await admin.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${operatorToken}` } });
  assert.equal(res.statusCode, 200, res.body);
  return readExposition(res.body);
}

/** The value of the sample of `name` whose labels include `labels`; 0 when there is none yet. */
export function valueOf(s: Scrape, name: string, labels: Record<string, string> = {}): number {
  const found = s.samples.filter((x) => x.name === name && Object.entries(labels).every(([k, v]) => x.labels[k] === v));
  assert.ok(found.length <= 1, `one sample of ${name} ${JSON.stringify(labels)}, found ${found.length}`);
  return found[0]?.value ?? 0;
}

/**
 * The family a metric name belongs to: itself, or for a histogram's `_bucket`, `_sum` and `_count`
 * series, the histogram's name. Undefined when the scrape has no such family.
 */
export function familyOf(s: Scrape, name: string): string | undefined {
  if (s.types.has(name)) return name;
  const base = /^(.*)_(bucket|sum|count)$/.exec(name)?.[1];
  return base !== undefined && ['histogram', 'summary'].includes(s.types.get(base) ?? '') ? base : undefined;
}
