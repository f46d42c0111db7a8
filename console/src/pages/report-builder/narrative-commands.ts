import { toggleMark } from 'prosemirror-commands';
import type { MarkType, Node as ProseNode, NodeType } from 'prosemirror-model';
import { type Command, type EditorState, TextSelection } from 'prosemirror-state';
import { liftListItem, wrapInList } from 'prosemirror-schema-list';
import { narrativeSchema as schema } from './narrative-schema.ts';

/**
 * What the narrative editor's buttons do, as ProseMirror commands over its schema: bold and italic
 * toggled, a bulleted or numbered list made, changed or undone, a link set on the selected text (or
 * typed in as its own text) and taken off again.
 */

const nodes = schema.nodes as Record<'bullet_list' | 'ordered_list' | 'list_item' | 'paragraph', NodeType>;
const marks = schema.marks as Record<'strong' | 'em' | 'link', MarkType>;

export const toggleBold = toggleMark(marks.strong);
export const toggleItalic = toggleMark(marks.em);

/** Whether the selection is (or, when empty, the cursor would type) in `mark`. */
export function markActive(state: EditorState, mark: 'strong' | 'em' | 'link'): boolean {
  const type = marks[mark];
  const { from, $from, to, empty } = state.selection;
  if (empty) return !!type.isInSet(state.storedMarks ?? $from.marks());
  return state.doc.rangeHasMark(from, to, type);
}

/** The innermost list the selection is in, with its position, or null. */
function listAround(state: EditorState): { node: ProseNode; pos: number } | null {
  const { $from } = state.selection;
  for (let depth = $from.depth; depth > 0; depth--) {
    const node = $from.node(depth);
    if (node.type === nodes.bullet_list || node.type === nodes.ordered_list) return { node, pos: $from.before(depth) };
  }
  return null;
}

/** Which list the selection is in: 'bullet', 'numbered' or null. */
export function listActive(state: EditorState): 'bullet' | 'numbered' | null {
  const list = listAround(state);
  if (!list) return null;
  return list.node.type === nodes.ordered_list ? 'numbered' : 'bullet';
}

/** A list of `kind` where the selection is: made from the paragraphs, taken back to paragraphs when it is one already, or changed from the other kind. */
export function toggleList(kind: 'bullet' | 'numbered'): Command {
  const type = kind === 'numbered' ? nodes.ordered_list : nodes.bullet_list;
  return (state, dispatch) => {
    const list = listAround(state);
    if (list?.node.type === type) return liftListItem(nodes.list_item)(state, dispatch);
    if (list) {
      if (dispatch) dispatch(state.tr.setNodeMarkup(list.pos, type));
      return true;
    }
    return wrapInList(type)(state, dispatch);
  };
}

/** The extent of the link the cursor is in (the whole of it, however the text is marked within it). */
function linkExtent(state: EditorState): { from: number; to: number } | null {
  const { $from } = state.selection;
  const parent = $from.parent;
  const start = $from.start();
  let found: { from: number; to: number } | null = null;
  let run: { from: number; to: number; href: unknown } | null = null;
  parent.forEach((child, offset) => {
    const link = marks.link.isInSet(child.marks);
    const from = start + offset;
    const to = from + child.nodeSize;
    run = link && run && run.href === link.attrs.href && run.to === from ? { ...run, to } : link ? { from, to, href: link.attrs.href } : null;
    if (run && run.from <= $from.pos && $from.pos <= run.to) found = { from: run.from, to: run.to };
  });
  return found;
}

/** The address of the link at the selection, for the link form to start from. */
export function linkAddress(state: EditorState): string {
  const { $from } = state.selection;
  const mark = marks.link.isInSet($from.marks()) ?? marks.link.isInSet($from.nodeAfter?.marks ?? []);
  return (mark?.attrs.href as string | undefined) ?? '';
}

/** A link to `href` on the selected text (on the whole link the cursor is in); with nothing selected, the address typed in as linked text. */
export function setLink(href: string): Command {
  return (state, dispatch) => {
    const mark = marks.link.create({ href: href.trim() });
    const { from, to, empty } = state.selection;
    const range = empty ? linkExtent(state) : { from, to };
    if (dispatch) {
      if (range) dispatch(state.tr.removeMark(range.from, range.to, marks.link).addMark(range.from, range.to, mark));
      else {
        const tr = state.tr.insert(from, schema.text(href.trim(), [mark]));
        dispatch(tr.setSelection(TextSelection.create(tr.doc, from + href.trim().length)).removeStoredMark(marks.link));
      }
    }
    return true;
  };
}

/** The link taken off the selection (or off the whole link the cursor is in). */
export const removeLink: Command = (state, dispatch) => {
  const { from, to, empty } = state.selection;
  const range = empty ? linkExtent(state) : { from, to };
  if (!range) return false;
  if (dispatch) dispatch(state.tr.removeMark(range.from, range.to, marks.link));
  return true;
};
