import type { ApiError } from '../../api.ts';
import type { FieldError } from '../../field-errors.ts';
import { ruleInWords } from '../../field-words.ts';
import { allBlocks, type BuilderBlock, type Place } from './model.ts';

/**
 * Where a refused save points in the builder. The API's 400 names a block's path
 * (`content.blocks[3].children[0].properties.dataSource: …`), or lists the required sections left
 * without content (`content.blocks: required sections without content (template "…"): summary (Summary),
 * content.blocks[4]`); each is mapped back to the block it was when the save was sent (by the places
 * taken then, since the writer may move blocks since), and to the control of that block's member.
 */

export interface Pointer {
  /** The key of the block whose control it is. */
  key: string;
  /** The key of the block the refusal is about, when another (a required section: the control is its empty narrative's). */
  about?: string;
  /** The id of the control the refusal is shown beside (and the summary's link focuses). */
  control: string;
  /** What is said beside it. */
  words: string;
}

export interface Refusal {
  error: ApiError;
  pointers: Pointer[];
}

/** The id prefix of a block's controls. */
export const blockId = (key: string) => `blk-${key}`;

const BLOCK_PATH = /^(content\.blocks\[\d+\](?:\.children\[\d+\])*)((?:\.[A-Za-z]+|\[\d+\])*):\s*(.*)$/s;
const PROPERTY_CONTROLS = new Set(['title', 'sectionId', 'required', 'fontSize', 'textAlign', 'color', 'dataSource', 'format', 'calculation', 'listType']);

/** The control of a block's member named by the rest of a path (`.properties.columns[0].key` → the columns). */
function controlOf(key: string, rest: string): string {
  const id = blockId(key);
  if (rest === '.content') return `${id}-content`;
  const property = /^\.properties\.(\w+)/.exec(rest)?.[1];
  if (property === 'columns') return `${id}-columns`;
  if (property && PROPERTY_CONTROLS.has(property)) return `${id}-${property}`;
  return `${id}-name`;
}

/** Where a section without content is shown: its first empty narrative or list (the editor to write in), else its heading. */
function emptySectionControl(section: BuilderBlock): { key: string; control: string } {
  const writable = allBlocks(section.children ?? []).find((b) => (b.type === 'narrative' || b.type === 'list') && !(b.content ?? '').trim());
  return writable ? { key: writable.key, control: `${blockId(writable.key)}-content` } : { key: section.key, control: `${blockId(section.key)}-name` };
}

/** `"executive_summary (Executive summary)"` as the service names a section in its list. */
const namedAs = (id: string, title: string | undefined) => (title ? `${id} (${title})` : id);

function requiredPointers(list: string, blocks: readonly BuilderBlock[], keyAt: ReadonlyMap<string, string>, titles: ReadonlyMap<string, string>): Pointer[] {
  const items = `, ${list.trim()}, `;
  const listed = (name: string) => items.includes(`, ${name}, `);
  const pointers: Pointer[] = [];
  for (const block of allBlocks(blocks)) {
    const id = block.properties.sectionId;
    const path = [...keyAt].find(([, key]) => key === block.key)?.[0];
    const named = id !== undefined && (listed(namedAs(id, block.properties.title)) || listed(namedAs(id, titles.get(id))) || listed(id));
    if (!named && !(path && listed(path))) continue;
    const what = block.properties.title ? `“${block.properties.title}”` : 'This section';
    const at = block.type === 'section' ? emptySectionControl(block) : { key: block.key, control: `${blockId(block.key)}-content` };
    pointers.push({ ...at, about: block.key, words: `${what} is required and has no content yet: write something here.` });
  }
  return pointers;
}

/** The rule said in words with the control's own label ("Choose the data source", `Text size: …`), as the console's forms say a refusal. */
function inWords(control: string, rule: string): string {
  if (control.endsWith('-dataSource') && /^is required/.test(rule)) return 'Choose the data source';
  const label = document.querySelector(`label[for="${control}"]`)?.textContent ?? document.getElementById(`${control}-label`)?.textContent;
  return label ? ruleInWords(label, rule) : rule;
}

/**
 * The pointers of a refusal. `keyAt` maps each block's path when the save was sent to its key;
 * `titles` the titles of the template's sections, by id (the service names a section by the template's title).
 */
export function refusalOf(error: ApiError, blocks: readonly BuilderBlock[], keyAt: ReadonlyMap<string, string>, titles: ReadonlyMap<string, string>): Refusal {
  if (error.status !== 400) return { error, pointers: [] };
  const required = /^content\.blocks: required sections without content[^:]*: (.*)$/s.exec(error.message);
  if (required) return { error, pointers: requiredPointers(required[1]!, blocks, keyAt, titles) };
  const match = BLOCK_PATH.exec(error.message);
  const key = match ? keyAt.get(match[1]!) : undefined;
  if (!match || !key) return { error, pointers: [] };
  const control = controlOf(key, match[2] ?? '');
  return { error, pointers: [{ key, control, words: inWords(control, match[3]!) }] };
}

/** The refusal as the controls of block `key` show it (form.tsx's FieldError), or null. */
export function fieldErrorOf(refusal: Refusal | null, key: string): FieldError | null {
  const pointer = refusal?.pointers.find((p) => p.key === key);
  return pointer ? { message: refusal!.error.message, field: pointer.control, beside: pointer.words } : null;
}

/** The path of each block when the save is sent, to its key. */
export function keysByPath(places: ReadonlyMap<string, Place>): Map<string, string> {
  return new Map([...places].map(([key, place]) => [place.path, key]));
}
