import 'prosemirror-view/style/prosemirror.css';
import { baseKeymap, chainCommands, exitCode } from 'prosemirror-commands';
import { history, redo, undo } from 'prosemirror-history';
import { keymap } from 'prosemirror-keymap';
import { DOMParser as ProseParser } from 'prosemirror-model';
import { type Command, EditorState } from 'prosemirror-state';
import { splitListItem } from 'prosemirror-schema-list';
import { EditorView } from 'prosemirror-view';
import { useEffect, useRef, useState } from 'preact/hooks';
import { sanitizeNarrative } from '../../sanitize.ts';
import { linkAddress, listActive, markActive, removeLink, setLink, toggleBold, toggleItalic, toggleList } from './narrative-commands.ts';
import { isLinkAddress, narrativeHtml, narrativeSchema as schema } from './narrative-schema.ts';

/**
 * A narrative's editor: ProseMirror over the narrative schema (narrative-schema.ts), with buttons for
 * bold, italic, bulleted and numbered lists and links, and their keys (Ctrl/⌘+B, Ctrl/⌘+I, Shift+Enter
 * a line break, Ctrl/⌘+Z undo). Tab is left to move the focus on, as everywhere else on the page.
 * `onChange` hears the narrative's HTML after each change, written as the service stores it.
 */

interface Toolbar {
  bold: boolean;
  italic: boolean;
  list: 'bullet' | 'numbered' | null;
  link: boolean;
}

const toolbarOf = (state: EditorState): Toolbar => ({
  bold: markActive(state, 'strong'),
  italic: markActive(state, 'em'),
  list: listActive(state),
  link: markActive(state, 'link'),
});

/** The stored narrative as the editor's document, read in an inert document (nothing in it loads or runs). */
function documentOf(html: string) {
  const body = new DOMParser().parseFromString(`<!doctype html><body>${sanitizeNarrative(html)}`, 'text/html').body;
  return ProseParser.fromSchema(schema).parse(body);
}

function newState(html: string): EditorState {
  const lineBreak: Command = chainCommands(exitCode, (state, dispatch) => {
    if (dispatch) dispatch(state.tr.replaceSelectionWith(schema.nodes.hard_break!.create()).scrollIntoView());
    return true;
  });
  return EditorState.create({
    doc: documentOf(html),
    plugins: [
      history(),
      keymap({
        'Mod-b': toggleBold,
        'Mod-i': toggleItalic,
        'Mod-z': undo,
        'Shift-Mod-z': redo,
        'Mod-y': redo,
        'Shift-Enter': lineBreak,
        Enter: splitListItem(schema.nodes.list_item!),
      }),
      keymap(baseKeymap),
    ],
  });
}

export interface NarrativeEditorProps {
  /** The id of the editable area (what an error summary's link focuses). */
  id: string;
  label: string;
  html: string;
  onChange: (html: string) => void;
  describedBy?: string;
  invalid?: boolean;
}

export function NarrativeEditor({ id, label, html, onChange, describedBy, invalid }: NarrativeEditorProps) {
  const mount = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const changed = useRef(onChange);
  changed.current = onChange;
  const [toolbar, setToolbar] = useState<Toolbar>({ bold: false, italic: false, list: null, link: false });
  const [linking, setLinking] = useState<string | null>(null);

  useEffect(() => {
    const editor = new EditorView(mount.current!, {
      state: newState(html),
      dispatchTransaction(tr) {
        const state = editor.state.apply(tr);
        editor.updateState(state);
        setToolbar(toolbarOf(state));
        if (tr.docChanged) changed.current(narrativeHtml(state.doc));
      },
    });
    view.current = editor;
    return () => editor.destroy();
  }, []);

  // The editable area's own attributes: its name, hint and refusal, kept as they change.
  useEffect(() => {
    view.current?.setProps({
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': `${id}-label`,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        class: 'narrative-editor-text',
      },
    });
  }, [id, describedBy, invalid]);

  const run = (command: Command) => {
    const editor = view.current;
    if (!editor) return;
    command(editor.state, editor.dispatch);
    editor.focus();
  };

  return (
    <div class={invalid ? 'narrative-editor invalid' : 'narrative-editor'}>
      <span class="label" id={`${id}-label`}>
        {label}
      </span>
      <div class="editor-toolbar" role="toolbar" aria-label={`Formatting: ${label}`} aria-controls={id}>
        <ToolButton pressed={toolbar.bold} onClick={() => run(toggleBold)} label="Bold" keys="Control+B" />
        <ToolButton pressed={toolbar.italic} onClick={() => run(toggleItalic)} label="Italic" keys="Control+I" />
        <ToolButton pressed={toolbar.list === 'bullet'} onClick={() => run(toggleList('bullet'))} label="Bulleted list" />
        <ToolButton pressed={toolbar.list === 'numbered'} onClick={() => run(toggleList('numbered'))} label="Numbered list" />
        <ToolButton pressed={toolbar.link} onClick={() => setLinking(view.current ? linkAddress(view.current.state) : '')} label="Link" />
      </div>
      <div ref={mount} class="editor-mount" />
      {linking !== null && (
        <LinkForm
          id={`${id}-link`}
          start={linking}
          hasLink={toolbar.link}
          onApply={(href) => (run(setLink(href)), setLinking(null))}
          onRemove={() => (run(removeLink), setLinking(null))}
          onCancel={() => (setLinking(null), view.current?.focus())}
        />
      )}
    </div>
  );
}

function ToolButton({ pressed, onClick, label, keys }: { pressed: boolean; onClick: () => void; label: string; keys?: string }) {
  return (
    <button
      type="button"
      class="tool"
      aria-pressed={pressed ? 'true' : 'false'}
      aria-keyshortcuts={keys}
      // The editor keeps its selection: a button press does not take the focus before the command runs.
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
    >
      {label}
    </button>
  );
}

/** The address of a link: an absolute http, https or mailto address, as the service keeps (anything else it would drop). */
function LinkForm(props: { id: string; start: string; hasLink: boolean; onApply: (href: string) => void; onRemove: () => void; onCancel: () => void }) {
  const { id, start, hasLink, onApply, onRemove, onCancel } = props;
  const [href, setHref] = useState(start);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  const apply = () => {
    if (!isLinkAddress(href)) {
      setError('Link address: must start with https://, http:// or mailto:');
      input.current?.focus();
      return;
    }
    onApply(href);
  };
  return (
    <div class="link-form" role="group" aria-label="Link">
      <label for={id}>Link address</label>
      <input
        id={id}
        ref={input}
        type="url"
        value={href}
        onInput={(e) => setHref((e.target as HTMLInputElement).value)}
        onKeyDown={(e) => {
          if (e.key !== 'Enter' && e.key !== 'Escape') return;
          e.preventDefault();
          if (e.key === 'Enter') apply();
          else onCancel();
        }}
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <p class="field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
      <div class="link-actions">
        <button type="button" onClick={apply}>
          Apply link
        </button>
        {hasLink && (
          <button type="button" onClick={onRemove}>
            Remove link
          </button>
        )}
        <button type="button" class="link-button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </div>
  );
}
