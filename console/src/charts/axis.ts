/** An axis of the console's SVG charts (the benchmark chart, the drawdown timeline, the location plot): its steps, ticks and scale. */

/** Round steps (1, 2 or 5 × a power of ten) for an axis over `span`. */
export function niceStep(span: number, count: number): number {
  const raw = span / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const unit = raw / power;
  return (unit <= 1 ? 1 : unit <= 2 ? 2 : unit <= 5 ? 5 : 10) * power;
}

/** The values from `from` to `to`, `step` apart, where the axis has a tick and a grid line. */
export function ticksOf(from: number, to: number, step: number): number[] {
  const ticks: number[] = [];
  for (let t = from; t <= to + step / 2; t += step) ticks.push(t);
  return ticks;
}

/** The position of a value: `from` … `from + span` onto `start` … `start + length` (a negative length runs up the page). */
export function scale(from: number, span: number, start: number, length: number): (value: number) => number {
  return (value) => start + ((value - from) / span) * length;
}

/** How many steps an axis `length` px long is cut into, so that its labels stay about `spacing` px apart: 2 to 5. */
export function stepsFor(length: number, spacing: number): number {
  return Math.max(2, Math.min(5, Math.floor(length / spacing)));
}
