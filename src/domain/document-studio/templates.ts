import { InvalidInputError } from '../errors.ts';
import { hasContent } from './content.ts';
import type { PlacedBlock } from './rules.ts';

/**
 * Templates (D-29): a report whose `metadata.templateId` names a template keeps the template's
 * sections (the blocks with a `properties.sectionId`, at any depth) in the template's order, and gives
 * content to each required one. Sections of the report's own may come anywhere; a template section
 * that is not required may be left out. Any block the report itself marks `required: true` needs
 * content too, with or without a template. The 400 lists every required section without content at
 * once, so that a writer fixes them all in one go.
 */

export interface Section {
  id: string;
  title: string | undefined;
  required: boolean;
}

/** A template's sections in its order. */
export function sectionsOf(blocks: readonly PlacedBlock[]): Section[] {
  return blocks
    .filter(({ block }) => block.properties?.sectionId !== undefined)
    .map(({ block }) => ({ id: block.properties!.sectionId!, title: block.properties!.title, required: block.properties!.required === true }));
}

export interface TemplateRef {
  name: string;
  sections: readonly Section[];
}

const named = (section: { id: string; title: string | undefined }) => (section.title ? `${section.id} (${section.title})` : section.id);

/** The template's sections appear in its order: the first one out of place is 400 naming it. */
function checkOrder(blocks: readonly PlacedBlock[], template: TemplateRef): void {
  const position = new Map(template.sections.map((s, i) => [s.id, i]));
  let previous: { id: string; index: number } | null = null;
  for (const { block, path } of blocks) {
    const id = block.properties?.sectionId;
    const index = id === undefined ? undefined : position.get(id);
    if (index === undefined) continue;
    if (previous && index < previous.index) {
      throw new InvalidInputError(
        `${path}.properties.sectionId`,
        `section "${id}" comes after "${previous.id}", but template "${template.name}" puts it before; its order is ${template.sections.map((s) => s.id).join(', ')}`,
      );
    }
    previous = { id: id!, index };
  }
}

/**
 * Checks a report's finished content (placeholders filled, narratives sanitised) against its template,
 * if it has one, and its own required blocks.
 */
export function checkSections(blocks: readonly PlacedBlock[], template: TemplateRef | null, root = 'content'): void {
  if (template) checkOrder(blocks, template);
  const bySection = new Map<string, PlacedBlock>();
  for (const placed of blocks) {
    const id = placed.block.properties?.sectionId;
    if (id !== undefined) bySection.set(id, placed);
  }
  const missing: string[] = [];
  const listed = new Set<string>();
  for (const section of template?.sections ?? []) {
    if (!section.required) continue;
    const placed = bySection.get(section.id);
    if (!placed || !hasContent(placed.block)) {
      missing.push(named({ id: section.id, title: section.title ?? placed?.block.properties?.title }));
      listed.add(section.id);
    }
  }
  for (const { block, path } of blocks) {
    if (block.properties?.required !== true || hasContent(block)) continue;
    const id = block.properties.sectionId;
    if (id !== undefined && listed.has(id)) continue;
    missing.push(id !== undefined ? named({ id, title: block.properties.title }) : path);
  }
  if (missing.length > 0) {
    const from = template ? ` (template "${template.name}")` : '';
    throw new InvalidInputError(`${root}.blocks`, `required sections without content${from}: ${missing.join(', ')}`);
  }
}
