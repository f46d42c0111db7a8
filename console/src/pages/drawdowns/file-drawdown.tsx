import { useState } from 'preact/hooks';
import { api, ApiError } from '../../api.ts';
import type { Body, Facility } from '../../api-types.ts';
import { type FieldError, refusedFields } from '../../field-errors.ts';
import { formatPeriod } from '../../format.ts';
import { ErrorSummary, useTextValues } from '../../form.tsx';
import { useLoad } from '../../load.ts';
import { Failure, Loading } from '../../states.tsx';
import { checkDrawdown, drawdownBody, hasVisit, refusalBeforeReport, refusalOfReport, sentRows } from './drawdown-form.ts';
import { Amounts, Comments, Period, RiskStatuses, SiteVisit } from './filing-fields.tsx';
import { type Uploaded, uploadOnce } from './upload.ts';

/**
 * "File an interim report": `POST /reports/drawdown` with the visit's files uploaded first (`POST /uploads`). A
 * refusal is shown in a summary and beside the input it names; a file already uploaded is not uploaded
 * again when a refused report is retried. Once filed, `onFiled` reads the drawdowns again.
 */
export function FileDrawdown({ projectId, facilities, onFiled }: { projectId: string; facilities: Facility[]; onFiled: () => void }) {
  const risks = useLoad('risk-settings', () => Promise.all([api.listInputSettings({ query: { kind: 'RISK' } }), api.listRiskStatusLegends()]));
  const now = new Date();
  const form = useTextValues({ month: String(now.getMonth() + 1), year: String(now.getFullYear()), edition: '1' });
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<FieldError | null>(null);
  const [uploaded, setUploaded] = useState<Uploaded[]>([]);
  const [saving, setSaving] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  // Renews the file input once a report is filed, which empties it.
  const [fileInput, setFileInput] = useState(0);

  if (risks.state === 'loading') return <Loading what="the risk categories" />;
  if (risks.state === 'failed') return <Failure error={risks.error} />;
  const [settings, legends] = risks.value;
  const categories = settings.filter((s) => s.kind === 'RISK');
  const { values } = form;

  const filed = (answer: { month: number; year: number; edition: number }) => {
    setDone(`Filed the drawdown for ${formatPeriod(answer)}, edition ${answer.edition}.`);
    setFiles([]);
    setUploaded([]);
    setFileInput((k) => k + 1);
    form.setValues({ ...values, 'visit-date': '', 'visit-notes': '' });
    onFiled();
  };

  const submit = async (event: Event) => {
    event.preventDefault();
    setSaving(true);
    setError(null);
    setDone(null);
    const problems = refusedFields(checkDrawdown(values, facilities, categories, files));
    if (problems) {
      setError(problems);
      setSaving(false);
      return;
    }
    try {
      const visitFiles = hasVisit(values, files) ? await uploadOnce(projectId, files, uploaded, setUploaded) : null;
      const body = drawdownBody(projectId, values, facilities, categories, visitFiles);
      try {
        filed(await api.createDrawdownReport({ body: body as Body<'createDrawdownReport'> }));
      } catch (err) {
        if (!(err instanceof ApiError)) throw err;
        setError(refusalOfReport(err, sentRows(values, facilities, categories)));
      }
    } catch (err) {
      setError(refusalBeforeReport(err));
    } finally {
      setSaving(false);
    }
  };

  return (
    <section aria-labelledby="file-drawdown-title" data-testid="file-drawdown">
      <h2 id="file-drawdown-title">File an interim report</h2>
      {error && <ErrorSummary failed="The drawdown was not filed" error={error} testId="drawdown-error" />}
      {done && (
        <p class="success" role="status" data-testid="drawdown-filed">
          {done}
        </p>
      )}
      <form class="drawdown-form" onSubmit={submit} noValidate>
        <Period form={form} error={error} />
        <Amounts form={form} error={error} facilities={facilities} />
        {categories.length > 0 && <RiskStatuses form={form} error={error} categories={categories} legends={legends} />}
        <SiteVisit form={form} error={error} files={files} onFiles={setFiles} fileInput={fileInput} />
        <Comments form={form} error={error} />
        <button type="submit" class="primary" disabled={saving} data-testid="file-drawdown-submit">
          {saving ? 'Filing…' : 'File drawdown'}
        </button>
      </form>
    </section>
  );
}
