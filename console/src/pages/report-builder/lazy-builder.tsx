import { lazyPart } from '../../lazy.tsx';

/**
 * The report builder, fetched the first time it is shown: its editor (ProseMirror) and forms are a
 * chunk of their own, which a reader who may not write (a VIEWER), and every page before, never load.
 */
export const LazyReportBuilder = lazyPart('the report builder', () => import('./builder.tsx').then((m) => m.ReportBuilder));
