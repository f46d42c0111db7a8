import type { BlockProperties } from '../../../../src/domain/document-studio/contract.ts';
import { CALCULATION_LABELS } from '../../../../src/domain/document-studio/value-format.ts';
import { type Calculation, CALCULATIONS, FORMATS, LIST_TYPES, TEXT_ALIGNS } from '../../../../src/domain/document-studio/vocabulary.ts';
import type { FieldError } from '../../field-errors.ts';
import { Field, InputField, Options, SelectField } from '../../form.tsx';
import type { BuilderBlock } from './model.ts';
import { NarrativeEditor } from './narrative-editor.tsx';
import { UNEDITABLE } from './narrative-schema.ts';
import { type DataSourceEntry, kindOf, placeholdersAsPaths, placeholdersInWords } from './sources.ts';
import { sanitizeNarrative } from '../../sanitize.ts';

/**
 * Each block type's form, fitting what the content contract lets it say (docs/reports.md, Blocks): a
 * title's text; a narrative's formatted text; a list's items and kind; a section's heading, id and
 * whether it is required; a data block's source, calculation and format; a table's source, columns and
 * total row; and any block's alignment, size and colour. Every control's id starts with the block's
 * `id`, so that a refusal naming one of the block's members is shown beside its control.
 */

export interface FieldsProps {
  block: BuilderBlock;
  /** The block's id prefix (`blk-b12`). */
  id: string;
  /** The refusal the last save got, when it names a member of this block (its `field` is the control's id). */
  error: FieldError | null;
  set: (update: (block: BuilderBlock) => BuilderBlock) => void;
  catalogue: readonly DataSourceEntry[];
  /** A section the report's template requires: its id and whether it is required are the template's. */
  fromTemplate: boolean;
}

const FORMAT_WORDS: Record<string, string> = { currency: 'Money', number: 'Number', percent: 'Percentage', date: 'Date', text: 'Text' };

export const setProperty = (name: keyof BlockProperties, value: unknown) => (block: BuilderBlock) => ({
  ...block,
  properties: { ...block.properties, [name]: value === '' ? undefined : value },
});
const setContent = (content: string) => (block: BuilderBlock) => ({ ...block, content });

/** What the writer is told of placeholders, beside a text that may hold them. */
export const PLACEHOLDER_HINT = 'A data source’s name in square brackets, such as [Project name] or [Total budget], is filled with the project’s value when the report is saved.';

/** A text block's content as the writer sees and types it: placeholders by name (`[Project name]`), stored as paths. */
function contentProps(props: FieldsProps) {
  return {
    value: placeholdersInWords(props.block.content ?? '', props.catalogue),
    onInput: (e: Event) => props.set(setContent(placeholdersAsPaths(valueOf(e), props.catalogue))),
  };
}
const valueOf = (event: Event) => (event.target as HTMLInputElement).value;

function TextProperty({ id, name, label, hint, props }: { id: string; name: 'title' | 'sectionId' | 'fontSize' | 'color'; label: string; hint?: string; props: FieldsProps }) {
  const value = props.block.properties[name];
  return (
    <InputField
      id={id}
      label={label}
      hint={hint}
      error={props.error}
      value={typeof value === 'string' ? value : ''}
      onInput={(e) => props.set(setProperty(name, valueOf(e)))}
      maxLength={name === 'title' ? 500 : 100}
    />
  );
}

export function BlockFields(props: FieldsProps) {
  const { block, id } = props;
  switch (block.type) {
    case 'title':
      return (
        <InputField id={`${id}-content`} label="Title text" hint={PLACEHOLDER_HINT} error={props.error} {...contentProps(props)} />
      );
    case 'narrative':
      return <NarrativeFields {...props} />;
    case 'list':
      return <ListFields {...props} />;
    case 'section':
      return <SectionFields {...props} />;
    case 'data':
      return <DataFields {...props} />;
    case 'table':
      return <TableFields {...props} />;
  }
}

function NarrativeFields(props: FieldsProps) {
  const { block, id, error } = props;
  const invalid = error?.field === `${id}-content`;
  const html = block.content ?? '';
  const words = props.catalogue.length > 0;
  return (
    <>
      <TextProperty id={`${id}-title`} name="title" label="Title above the text (optional)" props={props} />
      {UNEDITABLE.test(html) ? (
        <KeptNarrative {...props} />
      ) : (
        // Made again once the catalogue is read, so that its placeholders read by name.
        <NarrativeEditor
          key={words ? 'words' : 'paths'}
          id={`${id}-content`}
          label="Narrative text"
          html={placeholdersInWords(html, props.catalogue)}
          onChange={(next) => props.set(setContent(placeholdersAsPaths(next, props.catalogue)))}
          describedBy={[`${id}-content-hint`, invalid ? `${id}-content-error` : ''].filter(Boolean).join(' ')}
          invalid={invalid}
        />
      )}
      <p class="hint" id={`${id}-content-hint`}>
        {PLACEHOLDER_HINT}
      </p>
      {invalid && (
        <p class="field-error" id={`${id}-content-error`}>
          {error.beside ?? error.message}
        </p>
      )}
    </>
  );
}

/** A stored narrative holding a table, which the editor has no place for: kept as it is until the writer chooses to edit it without. */
function KeptNarrative(props: FieldsProps) {
  const html = props.block.content ?? '';
  const withoutTables = () => props.set(setContent(html.replace(/<table[\s>][\s\S]*?<\/table>/gi, '')));
  return (
    <div class="kept-narrative">
      <p class="hint">This text holds a table, which the editor cannot edit: it is kept as it is.</p>
      <div class="narrative" dangerouslySetInnerHTML={{ __html: sanitizeNarrative(html) }} />
      <button type="button" onClick={withoutTables}>
        Edit the text without its tables
      </button>
    </div>
  );
}

function ListFields(props: FieldsProps) {
  const { block, id, error } = props;
  return (
    <>
      <TextProperty id={`${id}-title`} name="title" label="Title above the list (optional)" props={props} />
      <SelectField
        id={`${id}-listType`}
        label="Kind of list"
        error={error}
        value={block.properties.listType ?? 'bullet'}
        onChange={(e) => props.set(setProperty('listType', valueOf(e)))}
        options={LIST_TYPES.map((t) => [t, t === 'bullet' ? 'Bulleted' : 'Numbered'] as const)}
      />
      <Field id={`${id}-content`} label="Items, one a line" error={error} hint={PLACEHOLDER_HINT}>
        <textarea
          id={`${id}-content`}
          rows={4}
          {...contentProps(props)}
          aria-invalid={error?.field === `${id}-content` ? true : undefined}
          aria-describedby={[`${id}-content-hint`, error?.field === `${id}-content` ? `${id}-content-error` : ''].filter(Boolean).join(' ')}
        />
      </Field>
    </>
  );
}

function SectionFields(props: FieldsProps) {
  const { block, id, fromTemplate } = props;
  const required = block.properties.required === true;
  return (
    <div class="section-fields">
      <TextProperty id={`${id}-title`} name="title" label="Heading" props={props} />
      {fromTemplate ? (
        <p class="hint" id={`${id}-sectionId`} tabIndex={-1}>
          A section of the report's template{required ? ', which requires it' : ''}.
        </p>
      ) : (
        <>
          <TextProperty id={`${id}-sectionId`} name="sectionId" label="Section id" hint="Unique in the report; a template's sections are matched by it." props={props} />
          <div class="field checkbox-field">
            <input
              type="checkbox"
              id={`${id}-required`}
              checked={required}
              onChange={(e) => props.set(setProperty('required', (e.target as HTMLInputElement).checked ? true : undefined))}
            />
            <label for={`${id}-required`}>Required: the report cannot be saved while this section has no content</label>
          </div>
        </>
      )}
    </div>
  );
}

/** The catalogue's entries a data block may name, grouped as a select shows them. */
function dataGroups(catalogue: readonly DataSourceEntry[]): [string, DataSourceEntry[]][] {
  const of = (test: (e: DataSourceEntry) => boolean) => catalogue.filter(test);
  return [
    ['The project', of((e) => kindOf(e) === 'scalar' && e.path.startsWith('project.'))],
    ['The latest benchmark', of((e) => kindOf(e) === 'scalar' && !e.path.startsWith('project.'))],
    ['Shown whole, as a table', of((e) => kindOf(e) === 'table' && e.whole === true)],
    ['A table, its rows counted', of((e) => kindOf(e) === 'table' && !e.whole)],
    ['A table column, calculated', of((e) => kindOf(e) === 'column')],
  ];
}

/** How an entry reads in a select: by its name (a column's: its table's and its own), never its path. */
const entryWords = (entry: DataSourceEntry): string => entry.label;

function SourceSelect({ props, entries, grouped }: { props: FieldsProps; entries: [string, DataSourceEntry[]][]; grouped: boolean }) {
  const { block, id, error, catalogue } = props;
  const chosen = catalogue.find((e) => e.path === block.properties.dataSource);
  return (
    <Field id={`${id}-dataSource`} label="Data source" error={error} hint={chosen?.description}>
      <select
        id={`${id}-dataSource`}
        value={block.properties.dataSource ?? ''}
        onChange={(e) => props.set(withSource(valueOf(e), catalogue))}
        aria-invalid={error?.field === `${id}-dataSource` ? true : undefined}
        aria-describedby={[chosen ? `${id}-dataSource-hint` : '', error?.field === `${id}-dataSource` ? `${id}-dataSource-error` : ''].filter(Boolean).join(' ') || undefined}
      >
        <option value="">Choose a data source</option>
        {entries.map(([group, list]) =>
          grouped ? (
            <optgroup key={group} label={group}>
              <Options options={list.map((e) => [e.path, entryWords(e)] as const)} />
            </optgroup>
          ) : (
            <Options key={group} options={list.map((e) => [e.path, entryWords(e)] as const)} />
          ),
        )}
      </select>
    </Field>
  );
}

/** The block with another data source, its calculation and columns made to fit it. */
function withSource(path: string, catalogue: readonly DataSourceEntry[]) {
  return (block: BuilderBlock): BuilderBlock => {
    const entry = catalogue.find((e) => e.path === path);
    const properties: BlockProperties = { ...block.properties, dataSource: path || undefined };
    const kind = entry ? kindOf(entry) : null;
    if (block.type === 'table') {
      properties.columns = entry?.columns?.map((c) => ({ key: c.key, title: c.title }));
      return { ...block, properties };
    }
    if (kind === 'column') properties.calculation = properties.calculation && properties.calculation !== 'count' ? properties.calculation : 'sum';
    else if (kind === 'table' && !entry?.whole) properties.calculation = 'count';
    else properties.calculation = undefined;
    return { ...block, properties };
  };
}

const calculationWords = (c: Calculation) => (c === 'sum' ? 'Total (sum)' : c === 'count' ? 'Count' : CALCULATION_LABELS[c]);

function FormatSelect({ props, id, value, onChange, label }: { props: FieldsProps; id: string; value: string | undefined; onChange: (v: string) => void; label: string }) {
  return (
    <SelectField
      id={id}
      label={label}
      error={props.error}
      value={value ?? ''}
      onChange={(e) => onChange(valueOf(e))}
      empty="As its data source's type"
      options={FORMATS.map((f) => [f, FORMAT_WORDS[f]] as const)}
    />
  );
}

function DataFields(props: FieldsProps) {
  const { block, id, catalogue } = props;
  const entry = catalogue.find((e) => e.path === block.properties.dataSource);
  const kind = entry ? kindOf(entry) : null;
  return (
    <>
      <TextProperty id={`${id}-title`} name="title" label="Label (optional)" hint="Shown beside the figure; without one, the data source's name." props={props} />
      <SourceSelect props={props} entries={dataGroups(catalogue)} grouped />
      {kind === 'column' && (
        <SelectField
          id={`${id}-calculation`}
          label="Calculation"
          error={props.error}
          value={block.properties.calculation ?? ''}
          onChange={(e) => props.set(setProperty('calculation', valueOf(e)))}
          options={CALCULATIONS.map((c) => [c, calculationWords(c)] as const)}
        />
      )}
      {kind === 'table' && !entry?.whole && <p class="hint">The figure is the number of rows of the table.</p>}
      {kind !== 'table' && (
        <FormatSelect props={props} id={`${id}-format`} label="Shown as" value={block.properties.format} onChange={(v) => props.set(setProperty('format', v))} />
      )}
    </>
  );
}

function TableFields(props: FieldsProps) {
  const { block, id, catalogue } = props;
  const tables = catalogue.filter((e) => kindOf(e) === 'table');
  const entry = tables.find((e) => e.path === block.properties.dataSource);
  return (
    <>
      <TextProperty id={`${id}-title`} name="title" label="Title above the table (optional)" props={props} />
      <SourceSelect props={props} entries={[['Tables', tables]]} grouped={false} />
      {entry && <ColumnsFields props={props} entry={entry} />}
      <SelectField
        id={`${id}-calculation`}
        label="Last row"
        error={props.error}
        value={block.properties.calculation ?? ''}
        onChange={(e) => props.set(setProperty('calculation', valueOf(e)))}
        empty="None"
        options={CALCULATIONS.map((c) => [c, c === 'count' ? 'Count of rows' : `${calculationWords(c)} of each money and number column`] as const)}
      />
    </>
  );
}

/** A table's columns: each of its source's columns shown or not, under a heading of the writer's, in a format. */
function ColumnsFields({ props, entry }: { props: FieldsProps; entry: DataSourceEntry }) {
  const { block, id, error } = props;
  const chosen = block.properties.columns ?? [];
  const update = (key: string, change: ((c: { key: string; title: string; format?: string }) => object) | null) =>
    props.set((b) => {
      const columns = (entry.columns ?? []).flatMap((c) => {
        const current = (b.properties.columns ?? []).find((x) => x.key === c.key);
        if (c.key !== key) return current ? [current] : [];
        if (change === null) return current ? [] : [{ key: c.key, title: c.title }];
        return current ? [{ ...current, ...change(current) }] : [];
      });
      return { ...b, properties: { ...b.properties, columns: columns.length > 0 ? (columns as BlockProperties['columns']) : undefined } };
    });
  const refused = error?.field === `${id}-columns`;
  return (
    <fieldset class="columns-fields" id={`${id}-columns`} tabIndex={-1} aria-invalid={refused ? true : undefined} aria-describedby={refused ? `${id}-columns-error` : undefined}>
      <legend>Columns</legend>
      {refused && (
        <p class="field-error" id={`${id}-columns-error`}>
          {error.beside ?? error.message}
        </p>
      )}
      {(entry.columns ?? []).map((c) => {
        const column = chosen.find((x) => x.key === c.key);
        const cid = `${id}-column-${c.key}`;
        return (
          <div class="column-row" key={c.key}>
            <div class="checkbox-field">
              <input type="checkbox" id={cid} checked={!!column} onChange={() => update(c.key, null)} />
              <label for={cid}>Show {c.title}</label>
            </div>
            {column && (
              <>
                <InputField id={`${cid}-title`} label={`Heading of ${c.title}`} error={null} value={column.title} onInput={(e) => update(c.key, () => ({ title: valueOf(e) }))} maxLength={200} />
                <FormatSelect props={{ ...props, error: null }} id={`${cid}-format`} label={`${c.title} shown as`} value={column.format} onChange={(v) => update(c.key, () => ({ format: v || undefined }))} />
              </>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}

/** Alignment, size and colour: any block may have them (the PDF applies them to everything it shows). */
export function AppearanceFields(props: FieldsProps) {
  const { block, id, error } = props;
  const open = [block.properties.textAlign, block.properties.fontSize, block.properties.color].some(Boolean) || error?.field?.match(/-(textAlign|fontSize|color)$/) != null;
  return (
    <details class="appearance" open={open}>
      <summary>Appearance</summary>
      <SelectField
        id={`${id}-textAlign`}
        label="Alignment"
        error={error}
        value={block.properties.textAlign ?? ''}
        onChange={(e) => props.set(setProperty('textAlign', valueOf(e)))}
        empty="As the report's"
        options={TEXT_ALIGNS.map((a) => [a, a.charAt(0).toUpperCase() + a.slice(1)] as const)}
      />
      <TextProperty id={`${id}-fontSize`} name="fontSize" label="Text size" hint="A CSS length, e.g. 12px, 11pt, 1.2em or 120%." props={props} />
      <TextProperty id={`${id}-color`} name="color" label="Colour" hint="A hex colour such as #1f2937, or a colour name such as navy." props={props} />
    </details>
  );
}
