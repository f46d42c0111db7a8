import { useState } from 'preact/hooks';
import type { Block, ReportContent } from '../../../../src/domain/document-studio/contract.ts';
import { api, type ApiError, asApiError } from '../../api.ts';
import type { Template } from '../../api-types.ts';
import { InputField } from '../../form.tsx';
import { Failure } from '../../states.tsx';
import { type BuilderBlock, contentBlocks } from './model.ts';

/**
 * "Save the structure as a template" (an ADMIN's: `POST /document-studio/templates`, which refuses a
 * MEMBER and a VIEWER with 403 whatever the page shows): the report's sections, titles, data and table
 * blocks and which sections are required, under a new name; the narratives' and lists' text is left out
 * unless the writer keeps it. A template follows no other template, so `metadata.templateId` is not
 * sent; the report's type is.
 */

function withoutText(blocks: Block[]): Block[] {
  return blocks.map((block) => {
    const out: Block = { ...block };
    if (block.type === 'narrative' || block.type === 'list') out.content = '';
    if (block.children) out.children = withoutText(block.children);
    return out;
  });
}

export function templateContent(blocks: readonly BuilderBlock[], metadata: ReportContent['metadata'], keepText: boolean): ReportContent {
  const content: ReportContent = { blocks: keepText ? contentBlocks(blocks) : withoutText(contentBlocks(blocks)) };
  if (metadata?.reportType) content.metadata = { reportType: metadata.reportType };
  return content;
}

export function SaveTemplate({ blocks, metadata }: { blocks: readonly BuilderBlock[]; metadata: ReportContent['metadata'] }) {
  const [name, setName] = useState('');
  const [keepText, setKeepText] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const [saved, setSaved] = useState<Template | null>(null);

  const save = async () => {
    setSaving(true);
    setError(null);
    setSaved(null);
    try {
      setSaved(await api.createDocumentTemplate({ body: { name, content: templateContent(blocks, metadata, keepText) } }));
    } catch (err) {
      setError(asApiError(err));
    } finally {
      setSaving(false);
    }
  };

  return (
    <section class="save-template" aria-labelledby="save-template-title" data-testid="save-template">
      <h3 id="save-template-title">Save the structure as a template</h3>
      <p class="hint">
        Its sections, titles, figures and tables, and which sections are required, as they are above. New reports of every project can start
        from it. Only an administrator may add a template.
      </p>
      <InputField id="template-name" label="Template name" error={null} value={name} onInput={(e) => setName((e.target as HTMLInputElement).value)} maxLength={200} />
      <div class="field checkbox-field">
        <input type="checkbox" id="template-keep-text" checked={keepText} onChange={(e) => setKeepText((e.target as HTMLInputElement).checked)} />
        <label for="template-keep-text">Keep the text of narratives and lists</label>
      </div>
      <div class="form-actions">
        <button type="button" onClick={save} disabled={saving} data-testid="save-template-button">
          {saving ? 'Saving…' : 'Save as a template'}
        </button>
        {error && <Failure error={error} failed="The template was not saved" testId="save-template-error" />}
        {saved && (
          <p role="status" data-testid="template-saved">
            Template “{saved.name}” saved: a new report can start from it.
          </p>
        )}
      </div>
    </section>
  );
}
