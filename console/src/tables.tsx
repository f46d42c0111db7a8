import type { ComponentChildren } from 'preact';

/** How the pages show records and tables: one way for each. */

/**
 * A wide table's scrolling region: focusable, so that a keyboard can scroll it, and named (`label`, or
 * the heading `labelledBy` names) for a screen reader.
 */
export function TableRegion({ label, labelledBy, children }: { label?: string; labelledBy?: string; children: ComponentChildren }) {
  return (
    <div class="table-wrap" role="region" aria-label={label} aria-labelledby={labelledBy} tabIndex={0}>
      {children}
    </div>
  );
}

/** A record as terms and their values (`narrow` beside a chart). */
export function Facts({ facts, narrow = false }: { facts: [string, string][]; narrow?: boolean }) {
  return (
    <dl class={narrow ? 'record record-narrow' : 'record'}>
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
