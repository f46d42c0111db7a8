import type { ComponentChildren, RefObject } from 'preact';
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { TableRegion } from '../tables.tsx';

/** The narrowest a chart is drawn (a phone's column is about 360 px): narrower frames scale it down. */
const LEAST_WIDTH = 280;

/** Below this drawn width a chart lays itself out for a phone: its labels above the marks, fewer ticks. */
export const NARROW_WIDTH = 560;

/**
 * The width, in CSS pixels, a chart is drawn at: its frame's, at most `designed` (wider frames scale the
 * drawing up, as before). A chart lays itself out for this width, so that one unit of its drawing is
 * one pixel on the screen and its text keeps the size the stylesheet gives it, however narrow the
 * screen: a narrow chart changes its layout (fewer ticks, labels moved, a taller plot) rather than
 * shrinking. Drawn at `designed` until the frame is measured, before the first paint; drawn again when
 * the frame's width changes.
 */
export function useDrawnWidth(designed: number): { frame: RefObject<HTMLElement | null>; width: number } {
  const frame = useRef<HTMLElement>(null);
  const [width, setWidth] = useState(designed);
  useLayoutEffect(() => {
    const element = frame.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const available = Math.floor(element.clientWidth);
      if (available > 0) setWidth(Math.max(LEAST_WIDTH, Math.min(designed, available)));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [designed]);
  return { frame, width };
}

/**
 * What every chart of the console is: an inline SVG drawn by Preact (classes and SVG attributes only, as
 * the page's policy asks), a `role="img"` whose `<title>` says its figures in a sentence, a caption, and
 * the same figures as a table on demand (docs/console.md, "Charts drawn as SVG by Preact itself").
 */
export function ChartFigure({
  class: extra,
  frame,
  width,
  height,
  titleId,
  title,
  testId,
  children,
  after,
  caption,
  figures,
}: {
  /** A class beside `chart`. */
  class?: string;
  /** What `useDrawnWidth` measures. */
  frame: RefObject<HTMLElement | null>;
  /** The width the chart is drawn at (`useDrawnWidth`), in its units and in CSS pixels. */
  width: number;
  height: number;
  titleId: string;
  /** The chart in words. */
  title: string;
  testId: string;
  /** The marks. */
  children: ComponentChildren;
  /** What comes between the chart and its caption. */
  after?: ComponentChildren;
  caption: ComponentChildren;
  /** The chart's `FiguresTable`. */
  figures: ComponentChildren;
}) {
  return (
    <figure class={extra ? `chart ${extra}` : 'chart'} ref={frame}>
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-labelledby={titleId} data-testid={testId}>
        <title id={titleId}>{title}</title>
        {children}
      </svg>
      {after}
      <figcaption>{caption}</figcaption>
      {figures}
    </figure>
  );
}

/** A chart's figures as a table, behind "Show the figures as a table"; `region` names the table's scrolling region (else its caption does). */
export function FiguresTable({
  testId,
  tableTestId,
  region,
  caption,
  children,
}: {
  testId: string;
  tableTestId?: string;
  region?: string;
  caption: ComponentChildren;
  /** The table's head and body. */
  children: ComponentChildren;
}) {
  const table = (
    <table data-testid={tableTestId}>
      <caption class="visually-hidden">{caption}</caption>
      {children}
    </table>
  );
  return (
    <details class="chart-table" data-testid={testId}>
      <summary>Show the figures as a table</summary>
      <TableRegion label={region ?? (typeof caption === 'string' ? caption : 'The figures')}>{table}</TableRegion>
    </details>
  );
}

/**
 * An axis's grid lines and tick labels, one per tick at `at(tick)`: across the plot from `from` to `to`,
 * the label at `labelAt` (below or above the lines when they are vertical, left of them when horizontal).
 */
export function Grid({
  ticks,
  at,
  from,
  to,
  labelAt,
  label,
  vertical,
}: {
  ticks: number[];
  at: (tick: number) => number;
  from: number;
  to: number;
  labelAt: number;
  label: (tick: number) => string;
  vertical: boolean;
}) {
  return (
    <>
      {ticks.map((t) => (
        <g key={t}>
          {vertical ? (
            <line class="chart-grid" x1={at(t)} x2={at(t)} y1={from} y2={to} />
          ) : (
            <line class="chart-grid" x1={from} x2={to} y1={at(t)} y2={at(t)} />
          )}
          {vertical ? (
            <text class="chart-tick" x={at(t)} y={labelAt} text-anchor="middle">
              {label(t)}
            </text>
          ) : (
            <text class="chart-tick" x={labelAt} y={at(t) + 5} text-anchor="end">
              {label(t)}
            </text>
          )}
        </g>
      ))}
    </>
  );
}

/**
 * A mark of a chart's key, drawn with the class the chart's own mark has, so that the key shows what
 * the chart draws (a dashed line as a dashed line, a diamond as a diamond): a box (a band, a bar), a
 * line along or across, a point, a diamond.
 */
export interface KeyMark {
  shape: 'box' | 'along' | 'across' | 'point' | 'diamond';
  class: string;
}

/** An entry of a chart's key: its marks, in a group of `group`'s class when the chart draws them in one (a series' colour). */
export interface KeyEntry {
  key: string;
  label: string;
  marks: KeyMark[];
  group?: string;
}

function KeyShape({ mark }: { mark: KeyMark }) {
  switch (mark.shape) {
    case 'box':
      return <rect class={mark.class} x={2} y={2} width={20} height={12} />;
    case 'along':
      return <line class={mark.class} x1={0} x2={24} y1={8} y2={8} />;
    case 'across':
      return <line class={mark.class} x1={12} x2={12} y1={0} y2={16} />;
    case 'point':
      return <circle class={mark.class} cx={12} cy={8} r={5} />;
    case 'diamond':
      return <path class={mark.class} d="M 12 1 l 7 7 l -7 7 l -7 -7 z" />;
  }
}

/** A chart's key: each entry's marks, drawn as the chart draws them, and its words. */
export function ChartKey({ entries }: { entries: KeyEntry[] }) {
  return (
    <span class="chart-key">
      {entries.map((e) => (
        <span key={e.key} class="key" data-testid="chart-key-entry" data-key={e.key}>
          <svg class="key-mark" width={24} height={16} viewBox="0 0 24 16" aria-hidden="true" focusable="false">
            <g class={e.group}>
              {e.marks.map((m, i) => (
                <KeyShape key={i} mark={m} />
              ))}
            </g>
          </svg>
          {e.label}
        </span>
      ))}
    </span>
  );
}
