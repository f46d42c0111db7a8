/** What the console's SVG charts share (the benchmark chart, the drawdown timeline, the location plot). */

/** Round steps (1, 2 or 5 × a power of ten) for an axis over `span`. */
export function niceStep(span: number, count: number): number {
  const raw = span / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const unit = raw / power;
  return (unit <= 1 ? 1 : unit <= 2 ? 2 : unit <= 5 ? 5 : 10) * power;
}
