import { useState } from 'preact/hooks';
import { api } from '../../api.ts';
import type { Version } from '../../api-types.ts';
import { SelectField } from '../../form.tsx';
import { useLoad } from '../../load.ts';
import { WhenLoaded } from '../../states.tsx';
import { TableRegion } from '../../tables.tsx';
import { type DiffRow, diffRows, type Run, versionLines } from './diff-lines.ts';

/**
 * "Compare two versions": the text of each block of two chosen versions side by side, every line marked
 * in words (Added, Removed, Changed, Same) and, in a changed line, the words that differ struck out on
 * the earlier side and underlined on the later one, so that nothing rests on colour alone.
 */

const lines = (n: number) => `${n} line${n === 1 ? '' : 's'}`;

const KIND_WORDS: Record<DiffRow['kind'], string> = { same: 'Same', added: 'Added', removed: 'Removed', changed: 'Changed' };

/** The report whose versions are compared. */
interface ReportRef {
  projectId: string;
  reportId: string;
}

export function VersionDiff({ report, versions, shown }: { report: ReportRef; versions: Version[]; shown: string | null }) {
  const numbers = versions.map((v) => String(v.version));
  const later = shown && numbers.includes(shown) ? shown : numbers[0]!;
  const earlier = numbers[numbers.indexOf(later) + 1] ?? numbers.find((n) => n !== later)!;
  const [choice, setChoice] = useState({ from: earlier, to: later });
  const [compared, setCompared] = useState<{ from: string; to: string } | null>(null);
  if (numbers.length < 2) return null;
  const options = numbers.map((n) => [n, `Version ${n}`] as const);
  return (
    <section aria-labelledby="compare-title" data-testid="version-diff">
      <h2 id="compare-title">Compare two versions</h2>
      <div class="compare-choice">
        <SelectField id="compare-from" label="Earlier version" error={null} value={choice.from} onChange={(e) => setChoice({ ...choice, from: (e.target as HTMLSelectElement).value })} options={options} />
        <SelectField id="compare-to" label="Later version" error={null} value={choice.to} onChange={(e) => setChoice({ ...choice, to: (e.target as HTMLSelectElement).value })} options={options} />
        <button type="button" onClick={() => setCompared(choice)} data-testid="compare-button">
          Compare
        </button>
      </div>
      {compared && <Comparison report={report} from={compared.from} to={compared.to} />}
    </section>
  );
}

function Comparison({ report, from, to }: { report: ReportRef; from: string; to: string }) {
  const read = (version: string) => api.getDocumentReportVersion({ path: { ...report, version: Number(version) } });
  const loaded = useLoad(`${from}:${to}`, () => Promise.all([read(from), read(to)]));
  return (
    <WhenLoaded loaded={loaded} what="the two versions">
      {([a, b]) => {
        const rows = diffRows(versionLines(a.content.blocks), versionLines(b.content.blocks));
        const count = (kind: DiffRow['kind']) => rows.filter((r) => r.kind === kind).length;
        return (
          <>
            <p role="status" data-testid="diff-summary">
              Version {from} against version {to}: {lines(count('changed'))} changed, {count('added')} added, {count('removed')} removed,{' '}
              {count('same')} the same.
            </p>
            <TableRegion label={`Version ${from} against version ${to}`}>
              <table class="version-diff" data-testid="diff-table">
                <thead>
                  <tr>
                    <th scope="col">Change</th>
                    <th scope="col">Version {from}</th>
                    <th scope="col">Version {to}</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row, i) => (
                    <tr key={i} class={`diff-${row.kind}`} data-kind={row.kind}>
                      <th scope="row">{KIND_WORDS[row.kind]}</th>
                      <DiffCell side={row.before} mark="del" />
                      <DiffCell side={row.after} mark="ins" />
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableRegion>
          </>
        );
      }}
    </WhenLoaded>
  );
}

function DiffCell({ side, mark }: { side: DiffRow['before']; mark: 'del' | 'ins' }) {
  if (!side) return <td class="diff-none">—</td>;
  const Mark = mark;
  return (
    <td>
      <span class="diff-label">{side.line.label}</span> {side.runs.map((run: Run, i) => (run.changed ? <Mark key={i}>{run.text}</Mark> : <span key={i}>{run.text}</span>))}
    </td>
  );
}
