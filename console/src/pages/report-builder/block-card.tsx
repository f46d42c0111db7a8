import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import { hasContent } from '../../../../src/domain/document-studio/content.ts';
import { BLOCK_TYPES, type BlockType } from '../../../../src/domain/document-studio/vocabulary.ts';
import { Field, Options } from '../../form.tsx';
import { AppearanceFields, BlockFields } from './block-fields.tsx';
import { FigureView, type Values } from './figure-view.tsx';
import {
  addBlock,
  type BuilderBlock,
  cannotAdd,
  contentBlocks,
  moveBlock,
  moveIntoSectionBefore,
  moveOutOfSection,
  newBlock,
  type Place,
  removeBlock,
  sectionBefore,
  updateBlock,
} from './model.ts';
import { blockId, fieldErrorOf, type Refusal } from './refusal.ts';
import type { DataSourceEntry } from './sources.ts';

/**
 * A block of the builder as a card: its name, what it says (its type's form), its values now (data and
 * table blocks), the buttons that move or remove it, and, for a section, its own blocks and the control
 * that adds one. Every button is a real button, reached and pressed with the keyboard; after a move the
 * focus stays on the button pressed, wherever the block went.
 */

export interface TreeContext {
  blocks: BuilderBlock[];
  places: ReadonlyMap<string, Place>;
  /** Changes the tree, then moves the focus to the control `focus` (or to the block's name when that is disabled). */
  change: (next: BuilderBlock[], focus?: { key: string; control: string }) => void;
  catalogue: readonly DataSourceEntry[];
  values: Values | null;
  refusal: Refusal | null;
  /** The sections the report's template has, by id: whether each is required. */
  templateSections: ReadonlyMap<string, { required: boolean; title?: string }>;
}

export const TYPE_WORDS: Record<BlockType, string> = {
  title: 'Title',
  section: 'Section',
  narrative: 'Narrative',
  list: 'List',
  data: 'Figure',
  table: 'Table',
};

/** How a block is named to whoever cannot see where it is: `Section “Cost”`, `Narrative, block 2 of “Cost”`. */
export function blockName(block: BuilderBlock, place: Place | undefined, parent: BuilderBlock | undefined): string {
  if (block.type === 'section') return `Section “${block.properties.title || block.properties.sectionId || 'untitled'}”`;
  const where = parent ? ` of “${parent.properties.title || parent.properties.sectionId || 'untitled'}”` : '';
  return `${TYPE_WORDS[block.type]}, block ${(place?.index ?? 0) + 1}${where}`;
}

function Heading({ depth, id, children }: { depth: number; id: string; children: ComponentChildren }) {
  const Tag = `h${Math.min(depth + 2, 6)}` as 'h3';
  return (
    <Tag class="block-name" id={id} tabIndex={-1}>
      {children}
    </Tag>
  );
}

/** Where the focus goes once a block is removed: the next block, else the one before, else its container's add control. */
function focusAfterRemove(ctx: TreeContext, block: BuilderBlock, place: Place): { key: string; control: string } {
  const siblings = place.parent === null ? ctx.blocks : [...ctx.places].filter(([, p]) => p.parent === place.parent).map(([key]) => ({ key }));
  const next = siblings[place.index + 1] ?? siblings[place.index - 1];
  if (next) return { key: next.key, control: `${blockId(next.key)}-name` };
  return { key: place.parent ?? 'top', control: `add-${place.parent ?? 'top'}-type` };
}

function ArrangeButtons({ block, ctx, name }: { block: BuilderBlock; ctx: TreeContext; name: string }) {
  const place = ctx.places.get(block.key)!;
  const id = blockId(block.key);
  const into = sectionBefore(ctx.blocks, block.key);
  const required = block.type === 'section' && ctx.templateSections.get(block.properties.sectionId ?? '')?.required === true;
  const button = (control: string, words: string, disabled: boolean, next: () => BuilderBlock[]) => (
    <button type="button" id={`${id}-${control}`} aria-label={`${words}: ${name}`} disabled={disabled} onClick={() => ctx.change(next(), { key: block.key, control: `${id}-${control}` })}>
      {words}
    </button>
  );
  return (
    <div class="arrange" role="group" aria-label={`Arrange ${name}`}>
      {button('up', 'Move up', place.index === 0, () => moveBlock(ctx.blocks, block.key, -1))}
      {button('down', 'Move down', place.index === place.siblings - 1, () => moveBlock(ctx.blocks, block.key, 1))}
      {button('in', 'Into the section above', into === null, () => moveIntoSectionBefore(ctx.blocks, block.key))}
      {button('out', 'Out of its section', place.parent === null, () => moveOutOfSection(ctx.blocks, block.key))}
      <button
        type="button"
        id={`${id}-remove`}
        class="remove"
        aria-label={`Remove: ${name}`}
        disabled={required}
        aria-describedby={required ? `${id}-required-note` : undefined}
        onClick={() => ctx.change(removeBlock(ctx.blocks, block.key), focusAfterRemove(ctx, block, place))}
      >
        Remove
      </button>
    </div>
  );
}

export function BlockCard({ block, ctx, parent }: { block: BuilderBlock; ctx: TreeContext; parent: BuilderBlock | undefined }) {
  const place = ctx.places.get(block.key)!;
  const id = blockId(block.key);
  const name = blockName(block, place, parent);
  const error = fieldErrorOf(ctx.refusal, block.key);
  const template = block.type === 'section' ? ctx.templateSections.get(block.properties.sectionId ?? '') : undefined;
  const required = block.properties.required === true || template?.required === true;
  const empty = required && !hasContent(contentBlocks([block])[0]!);
  const set = (update: (b: BuilderBlock) => BuilderBlock) => ctx.change(updateBlock(ctx.blocks, block.key, update));
  return (
    <li class={`builder-block type-${block.type}${error ? ' refused' : ''}`} data-testid="builder-block" data-type={block.type} data-path={place.path} data-key={block.key}>
      <div class="block-head">
        <Heading depth={place.depth} id={`${id}-name`}>
          {block.type === 'section' ? name : TYPE_WORDS[block.type]}
          {block.type !== 'section' && <span class="block-where"> {name.slice(TYPE_WORDS[block.type].length + 2)}</span>}
        </Heading>
        {required && (
          <span class="badge required" id={`${id}-required-note`}>
            Required{template?.required ? ' by the template' : ''}
            {empty ? ': no content yet' : ''}
          </span>
        )}
        {error && <span class="badge refused-badge">Not saved: see below</span>}
      </div>
      <ArrangeButtons block={block} ctx={ctx} name={name} />
      <BlockFields block={block} id={id} error={error} set={set} catalogue={ctx.catalogue} fromTemplate={template !== undefined} />
      {error?.field === `${id}-name` && (
        <p class="field-error" id={`${id}-name-error`}>
          {error.beside}
        </p>
      )}
      {ctx.values && (block.type === 'data' || block.type === 'table') && (
        <FigureView block={block} values={ctx.values} words={{ figure: 'Value now', caption: 'Values now', region: `Values now: ${name}` }} />
      )}
      <AppearanceFields block={block} id={id} error={error} set={set} catalogue={ctx.catalogue} fromTemplate={false} />
      {block.type === 'section' && <BlockList blocks={block.children ?? []} parent={block} ctx={ctx} />}
    </li>
  );
}

/** A container's blocks (the report's, or a section's), then the control that adds one to it. */
export function BlockList({ blocks, parent, ctx }: { blocks: BuilderBlock[]; parent: BuilderBlock | undefined; ctx: TreeContext }) {
  return (
    <>
      {blocks.length > 0 && (
        <ol class="builder-list">
          {blocks.map((b) => (
            <BlockCard key={b.key} block={b} ctx={ctx} parent={parent} />
          ))}
        </ol>
      )}
      <AddBlock parent={parent} ctx={ctx} />
    </>
  );
}

const ADDABLE: readonly BlockType[] = ['section', 'narrative', 'list', 'data', 'table', 'title'];

function AddBlock({ parent, ctx }: { parent: BuilderBlock | undefined; ctx: TreeContext }) {
  const [type, setType] = useState<BlockType>(parent ? 'narrative' : 'section');
  const where = parent ? `“${parent.properties.title || parent.properties.sectionId || 'untitled'}”` : 'the report';
  const container = parent?.key ?? 'top';
  const refused = cannotAdd(ctx.blocks, parent?.key ?? null);
  const add = () => {
    const block = newBlock(type, ctx.blocks);
    ctx.change(addBlock(ctx.blocks, parent?.key ?? null, block), { key: block.key, control: `${blockId(block.key)}-name` });
  };
  return (
    <div class="add-block" data-testid="add-block">
      <Field id={`add-${container}-type`} label={`Add to ${where}`} error={null} hint={refused ?? undefined}>
        <select id={`add-${container}-type`} value={type} onChange={(e) => setType((e.target as HTMLSelectElement).value as BlockType)} aria-describedby={refused ? `add-${container}-type-hint` : undefined}>
          <Options options={ADDABLE.filter((t) => BLOCK_TYPES.includes(t)).map((t) => [t, t === 'data' ? 'Figure (data)' : TYPE_WORDS[t]] as const)} />
        </select>
      </Field>
      <button type="button" onClick={add} disabled={refused !== null} aria-label={`Add block to ${where}`}>
        Add block
      </button>
    </div>
  );
}
