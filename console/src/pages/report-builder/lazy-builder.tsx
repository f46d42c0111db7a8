import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { Failure, Loading } from '../../states.tsx';
import type { ReportBuilderProps } from './builder.tsx';

/**
 * The report builder, fetched the first time it is shown: its editor (ProseMirror) and forms are a
 * chunk of their own, which a reader who may not write (a VIEWER), and every page before, never load.
 */
let loading: Promise<ComponentType<ReportBuilderProps>> | null = null;

export function LazyReportBuilder(props: ReportBuilderProps) {
  const [Builder, setBuilder] = useState<ComponentType<ReportBuilderProps> | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    loading ??= import('./builder.tsx').then((m) => m.ReportBuilder);
    loading.then(
      (builder) => current && setBuilder(() => builder),
      (error: unknown) => {
        loading = null;
        if (current) setFailed(error instanceof Error ? error.message : String(error));
      },
    );
    return () => {
      current = false;
    };
  }, []);
  if (Builder) return <Builder {...props} />;
  if (failed) return <Failure error={{ message: `The report builder could not be loaded (${failed}). Reload the page to try again.` }} />;
  return <Loading what="the report builder" />;
}
