import '../../report-builder.css';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { Block, ReportContent } from '../../../../src/domain/document-studio/contract.ts';
import { api, asApiError } from '../../api.ts';
import type { SavedVersion, Template } from '../../api-types.ts';
import { InputField } from '../../form.tsx';
import { useLoad } from '../../load.ts';
import { isAdmin } from '../../session.ts';
import { Failure, Loading } from '../../states.tsx';
import { BlockList, blockName, type TreeContext } from './block-card.tsx';
import { allBlocks, type BuilderBlock, builderBlocks, contentOf, placesOf } from './model.ts';
import { keysByPath, type Refusal, refusalOf } from './refusal.ts';
import { SaveTemplate } from './save-template.tsx';
import { type DataSourceEntry, filledBlocks, sourcePaths, withPlaceholderSources } from './sources.ts';
import { Blocks } from './document-view.tsx';
import { type PreviewState, useContentPreview, usePreview } from './use-preview.ts';

/**
 * The report builder: a report's blocks and sections added, arranged, removed and each written in a form
 * of its type, the values of its data and table blocks shown before it is saved, and the save itself
 * (`POST /projects/{id}/document-studio/reports`: the next version of the report's name, or a new
 * report). A refused save is said at the top of the save button's summary and beside the block it points
 * at. An ADMIN may also keep the structure as a template.
 */

export interface ReportBuilderProps {
  projectId: string;
  /** The report's name: the save is its next version. Null: a new report, named here. */
  reportName: string | null;
  /** The content it starts from (a version's, or a template's with its id in `metadata.templateId`). */
  start: ReportContent;
  /** What it starts from, in words: `version 3`, `the template “Monitoring report”`. */
  startsFrom: string;
  onSaved: (answer: SavedVersion) => void;
}

interface TemplateSection {
  required: boolean;
  title?: string;
}

/** The sections of the template `id` (blocks with a sectionId, at any depth), by id. */
function sectionsOf(templates: readonly Template[] | null, id: unknown): Map<string, TemplateSection> {
  const template = templates?.find((t) => t.id === id);
  const sections = new Map<string, TemplateSection>();
  const visit = (blocks: readonly Block[]) => {
    for (const block of blocks) {
      const sectionId = block.properties?.sectionId;
      if (sectionId) sections.set(sectionId, { required: block.properties?.required === true, title: block.properties?.title });
      if (block.children) visit(block.children);
    }
  };
  visit((template?.content.blocks ?? []) as Block[]);
  return sections;
}

/** Whether the page is wide enough to show the report beside its blocks (the same width as report-builder.css's two columns). */
const WIDE = '(min-width: 75rem)';

function useWide(): boolean {
  const [wide, setWide] = useState(() => window.matchMedia(WIDE).matches);
  useEffect(() => {
    const query = window.matchMedia(WIDE);
    const changed = () => setWide(query.matches);
    query.addEventListener('change', changed);
    return () => query.removeEventListener('change', changed);
  }, []);
  return wide;
}

/**
 * The report as it will read, beside its blocks on a wide screen: the content sent to the preview
 * (which stores nothing) a moment after each change, shown with its placeholders filled as a save
 * fills them (their values read with the figures') and its figures' values now. While the content is one the service refuses (a block half written), the last
 * one it took stays shown, with why.
 */
function LivePreview({ projectId, blocks, catalogue }: { projectId: string; blocks: BuilderBlock[]; catalogue: readonly DataSourceEntry[] }) {
  // Without the metadata: a template's required sections, still empty while the report is written, are the save's to refuse.
  const content = withPlaceholderSources(contentOf(blocks, undefined), catalogue);
  const key = JSON.stringify(content);
  const live = useContentPreview(projectId, key, () => content, 600);
  return (
    // Scrolls on its own beside the blocks: reached with the keyboard too.
    <aside class="builder-preview" aria-labelledby="builder-preview-title" data-testid="builder-preview" tabIndex={0}>
      <h3 id="builder-preview-title">How the report reads</h3>
      <p class="hint" role="status">
        {live.reading
          ? 'Reading the report again…'
          : live.error
            ? `Shown as it last read: ${live.error.status === 400 ? 'a block is not ready to show yet (saving says which, and why)' : live.error.message.replace(/\.$/, '')}.`
            : 'With the project’s values now, as its PDF will show them.'}
      </p>
      {live.content && (
        <article class="report-document" aria-label="The report as it will read">
          <Blocks blocks={filledBlocks(live.content.blocks, live.values, catalogue)} depth={4} values={live.values} />
        </article>
      )}
    </aside>
  );
}

/**
 * Moves the focus to a control once the page has drawn it; when the control is disabled (Move up at the
 * top), to the opposite move, else to its block's name.
 */
function useFocusAfterChange(): (focus: { key: string; control: string }) => void {
  const pending = useRef<{ key: string; control: string } | null>(null);
  useEffect(() => {
    const focus = pending.current;
    if (!focus) return;
    pending.current = null;
    const opposite = focus.control.replace(/-(up|down)$/, (_, way: string) => (way === 'up' ? '-down' : '-up'));
    const usable = [focus.control, opposite, `blk-${focus.key}-name`]
      .map((id) => document.getElementById(id) as HTMLButtonElement | null)
      .find((element) => element && !element.disabled);
    usable?.focus();
  });
  return (focus) => (pending.current = focus);
}

export function ReportBuilder({ projectId, reportName, start, startsFrom, onSaved }: ReportBuilderProps) {
  const catalogue = useLoad('data-sources', () => api.listDocumentDataSources());
  const templates = useLoad('templates', () => api.listDocumentTemplates());
  const [blocks, setBlocks] = useState(() => builderBlocks(start.blocks));
  const [name, setName] = useState('');
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [saving, setSaving] = useState(false);
  const focusLater = useFocusAfterChange();
  const entries = catalogue.state === 'ready' ? catalogue.value : [];
  const byPath = useMemo(() => new Map(entries.map((e) => [e.path, e])), [entries]);
  const preview = usePreview(projectId, sourcePaths(blocks), byPath);
  const templateSections = useMemo(() => sectionsOf(templates.state === 'ready' ? templates.value : null, start.metadata?.templateId), [templates.state]);
  const places = placesOf(blocks);
  const wide = useWide();

  const ctx: TreeContext = {
    blocks,
    places,
    change: (next, focus) => {
      if (focus) focusLater(focus);
      setBlocks(next);
    },
    catalogue: entries,
    values: preview.values,
    refusal,
    templateSections,
  };

  const save = async () => {
    setSaving(true);
    setRefusal(null);
    const keyAt = keysByPath(places);
    const metadata = start.metadata ? { ...start.metadata, lastModified: new Date().toISOString() } : undefined;
    try {
      const answer = await api.saveDocumentReport({ path: { projectId }, body: { reportName: reportName ?? name, content: contentOf(blocks, metadata) } });
      setSaving(false);
      onSaved(answer);
    } catch (err) {
      const titles = new Map([...templateSections].flatMap(([id, s]) => (s.title ? [[id, s.title] as const] : [])));
      setRefusal(refusalOf(asApiError(err), blocks, keyAt, titles));
      setSaving(false);
    }
  };

  return (
    <section aria-labelledby="builder-title" class="report-builder" data-testid="report-builder">
      <h2 id="builder-title">{reportName ? 'Build the next version' : 'Build the new report'}</h2>
      <p class="hint">
        Starts from {startsFrom}. Add, arrange and write its sections and blocks; figures and tables show the project's values now. Saving adds{' '}
        {reportName ? `the next version of “${reportName}”; earlier versions stay as they are` : 'the report, as its version 1'}.
      </p>
      {!reportName && (
        <InputField id="report-name" label="Report name" error={refusal?.error.message.startsWith('reportName') ? { message: refusal.error.message, field: 'report-name' } : null} value={name} onInput={(e) => setName((e.target as HTMLInputElement).value)} maxLength={200} />
      )}
      {catalogue.state === 'loading' && <Loading what="the data sources" />}
      {catalogue.state === 'failed' && <Failure error={catalogue.error} failed="The data sources could not be read" />}
      <PreviewStatus preview={preview} hasSources={sourcePaths(blocks).length > 0} />
      <div class={wide ? 'builder-columns' : undefined}>
        <div class="builder-tree">
          <BlockList blocks={blocks} parent={undefined} ctx={ctx} />
        </div>
        {wide && <LivePreview projectId={projectId} blocks={blocks} catalogue={entries} />}
      </div>
      <div class="form-actions save-actions">
        <button type="button" class="primary" onClick={save} disabled={saving} data-testid="save-version">
          {saving ? 'Saving…' : reportName ? 'Save as a new version' : 'Save report'}
        </button>
      </div>
      {refusal && <RefusalSummary refusal={refusal} blocks={blocks} />}
      {isAdmin() && <SaveTemplate blocks={blocks} metadata={start.metadata} />}
    </section>
  );
}

function PreviewStatus({ preview, hasSources }: { preview: PreviewState; hasSources: boolean }) {
  if (!hasSources) return null;
  return (
    <div class="preview-status">
      <p role="status" class="hint">
        {preview.reading ? 'Reading the values now…' : preview.values ? `Figures and tables show the project's values now, in ${preview.values.currency}.` : ''}
      </p>
      {preview.error && <Failure error={preview.error} failed="The values could not be read" testId="preview-error" />}
      <button type="button" class="link-button" onClick={preview.readAgain} disabled={preview.reading}>
        Read the values again
      </button>
    </div>
  );
}

/** The refusal: what did not happen, the API's words, and a link to each block it points at. */
function RefusalSummary({ refusal, blocks }: { refusal: Refusal; blocks: BuilderBlock[] }) {
  const summary = useRef<HTMLDivElement>(null);
  useEffect(() => summary.current?.focus(), [refusal]);
  const places = placesOf(blocks);
  const all = allBlocks(blocks);
  const nameOf = (key: string) => {
    const block = all.find((b) => b.key === key);
    const parentKey = places.get(key)?.parent;
    return block ? blockName(block, places.get(key), all.find((b) => b.key === parentKey)) : 'the block';
  };
  return (
    <div class="error-message" role="alert" tabIndex={-1} ref={summary} data-testid="builder-error">
      <p>
        The report was not saved: {refusal.error.message}
      </p>
      {refusal.pointers.length > 0 && (
        <ul>
          {refusal.pointers.map((p) => (
            <li key={p.control}>
              <a href={`#${p.control}`} onClick={(e) => (e.preventDefault(), document.getElementById(p.control)?.focus())}>
                Go to {nameOf(p.about ?? p.key)}
              </a>
              : {p.words}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
