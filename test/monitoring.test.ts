import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { parse } from 'yaml';
import { buildTestApp, type TestApp } from './helpers/app.ts';
import { familyOf, type Scrape, scrape } from './helpers/metrics.ts';
import { pglite } from './helpers/storage.ts';

// What docs/operators.md gives an operator for monitoring (D-57): the alert rules and the Grafana
// dashboard in docs/monitoring/. Prometheus's own `promtool` checks the rules and runs their unit tests
// (alerts.test.yml), and checks the dashboard's queries as PromQL; every metric either of them uses is
// one that a running service exposes, and the dashboard shows every family of the service.

const ROOT = path.resolve(import.meta.dirname, '..');
const ALERTS = path.join(ROOT, 'docs/monitoring/alerts.yml');
const ALERT_TESTS = path.join(ROOT, 'docs/monitoring/alerts.test.yml');
const DASHBOARD = path.join(ROOT, 'docs/monitoring/grafana-dashboard.json');

/** The six alerts of docs/operators.md: readiness, 5xx rate, p99 latency, Redis down, quota store errors, webhook lag. */
const ALERT_NAMES = ['PcasNotReady', 'PcasServerErrors', 'PcasSlowRequests', 'PcasRedisDown', 'PcasQuotaStoreErrors', 'PcasWebhooksLagging'];

function hasPromtool(): boolean {
  try {
    execFileSync('promtool', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

// CI installs Debian's prometheus package for promtool (.ci/run), so there it always runs.
const PROMTOOL = hasPromtool();
const SKIP_PROMTOOL = !PROMTOOL && !process.env.CI && 'promtool is not on PATH (apt-get install prometheus): the rules are not checked by Prometheus here';

interface Rule {
  alert: string;
  expr: string;
  for?: string;
  labels: Record<string, string>;
  annotations: Record<string, string>;
}

const rules = (): Rule[] => (parse(fs.readFileSync(ALERTS, 'utf8')) as { groups: { rules: Rule[] }[] }).groups.flatMap((g) => g.rules);

interface Panel {
  type: string;
  title: string;
  targets?: { expr: string }[];
}

const dashboard = () =>
  JSON.parse(fs.readFileSync(DASHBOARD, 'utf8')) as { title: string; uid: string; panels: Panel[]; templating: { list: { query: string }[] } };

/** Every query of the dashboard: its panels' and its variables'. */
const dashboardQueries = () => [
  ...dashboard().panels.flatMap((p) => (p.targets ?? []).map((t) => t.expr)),
  ...dashboard().templating.list.map((v) => v.query),
];

/** The service's metric names in a query (the service's families begin with these), and Prometheus's own `up`. */
const metricNames = (query: string) => [...query.matchAll(/\b(?:pcas|process|nodejs)_[a-z0-9_]+\b/g)].map((m) => m[0]);

describe('monitoring: alert rules and dashboard (docs/monitoring/, D-57)', () => {
  let t: TestApp;
  let exposed: Scrape;
  before(async () => {
    t = await buildTestApp(pglite);
    exposed = await scrape(t.app, t.operatorToken);
  });
  after(() => t?.close());

  it('has the six alerts an operator should set, each with a severity and a summary', () => {
    const all = rules();
    assert.deepEqual(all.map((r) => r.alert).sort(), [...ALERT_NAMES].sort());
    for (const rule of all) {
      assert.ok(rule.expr.trim().length > 0, `${rule.alert}: an expression`);
      assert.match(rule.labels.severity ?? '', /^(page|ticket)$/, `${rule.alert}: a severity`);
      assert.ok((rule.annotations.summary ?? '').length > 0, `${rule.alert}: a summary`);
    }
  });

  it('passes Prometheus’s checks: the rules, their unit tests and the dashboard’s queries as PromQL', { skip: SKIP_PROMTOOL }, () => {
    assert.ok(PROMTOOL, 'CI installs promtool (.ci/run); it must run there');
    execFileSync('promtool', ['check', 'rules', ALERTS], { stdio: 'pipe' });
    execFileSync('promtool', ['test', 'rules', ALERT_TESTS], { stdio: 'pipe', cwd: path.dirname(ALERT_TESTS) });
    // Grafana's variables as Prometheus would see them once Grafana has filled them in.
    const filled = (query: string) => query.replaceAll('$__rate_interval', '1m').replaceAll('$job', '.*').replaceAll('$instance', '.*');
    const asRules = {
      groups: [{ name: 'dashboard', rules: dashboard().panels.flatMap((p) => (p.targets ?? []).map((target, i) => ({ record: `dashboard:query_${i}`, expr: filled(target.expr) }))) }],
    };
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pcas-dashboard-'));
    try {
      const file = path.join(dir, 'queries.yml');
      fs.writeFileSync(file, JSON.stringify(asRules));
      execFileSync('promtool', ['check', 'rules', file], { stdio: 'pipe' });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('uses only metrics the service exposes, in the rules and in the dashboard', () => {
    const used = [...rules().map((r) => r.expr), ...dashboardQueries()].flatMap(metricNames);
    assert.ok(used.includes('pcas_http_request_duration_seconds_bucket') && used.includes('pcas_ready'));
    assert.deepEqual([...new Set(used.filter((name) => familyOf(exposed, name) === undefined))], [], 'metrics not in GET /metrics');
  });

  it('shows every family of the service on the dashboard', () => {
    const shown = new Set(dashboardQueries().flatMap(metricNames).map((name) => familyOf(exposed, name)));
    const families = [...exposed.types.keys()].filter((name) => name.startsWith('pcas_'));
    assert.ok(families.length >= 14);
    assert.deepEqual(families.filter((name) => !shown.has(name)), [], 'families the dashboard does not show');
    const panels = dashboard().panels.filter((p) => p.type !== 'row');
    assert.ok(panels.every((p) => (p.targets ?? []).length > 0), 'every panel queries something');
  });
});
