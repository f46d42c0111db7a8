import { parentPort } from 'node:worker_threads';
import { layoutReport, type ReportForPdf } from '../../domain/document-studio/pdf-layout.ts';
import { renderPdf } from '../../external/pdf.ts';

// The worker thread of src/state/threads/report-renderer.ts: lays a report out and renders its PDF off the
// service's event loop, sending the file back in chunks as pdfkit gives them.

export type RendererReply =
  | { id: number; chunk: Uint8Array }
  | { id: number; end: true }
  | { id: number; error: string };

const port = parentPort!;
port.on('message', async ({ id, report }: { id: number; report: ReportForPdf }) => {
  try {
    const stream = await renderPdf(layoutReport(report));
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      // A copy of its own, moved rather than copied again across the threads.
      const bytes = new Uint8Array(chunk);
      port.postMessage({ id, chunk: bytes } satisfies RendererReply, [bytes.buffer]);
    }
    port.postMessage({ id, end: true } satisfies RendererReply);
  } catch (err) {
    port.postMessage({ id, error: (err as Error).message } satisfies RendererReply);
  }
});
