import assert from 'node:assert/strict';
import { buffer } from 'node:stream/consumers';
import { after, describe, it } from 'node:test';
import { extractText, getDocumentProxy } from 'unpdf';
import { TooManyRequestsError } from '../../../src/domain/errors.ts';
import { layoutReport, type ReportForPdf } from '../../../src/domain/document-studio/pdf-layout.ts';
import { renderPdf } from '../../../src/external/pdf.ts';
import { ReportRenderer } from '../../../src/state/threads/report-renderer.ts';

// PDFs are rendered on worker threads: the service's own thread keeps answering while 50 pages are laid
// out, and the file that comes back in chunks is the same as one rendered on the calling thread.

function longReport(rows: number, name = 'Long report'): ReportForPdf {
  return {
    name,
    version: 2,
    createdAt: '2025-03-03T10:00:00Z',
    currency: 'GBP',
    blocks: [
      { type: 'title', content: name },
      {
        type: 'table',
        properties: {
          dataSource: 'rows',
          calculation: 'sum',
          columns: [
            { key: 'name', title: 'Facility' },
            { key: 'amount', title: 'Amount', format: 'currency' },
          ],
        },
      },
    ],
    data: new Map([['rows', Array.from({ length: rows }, (_, i) => ({ name: `Facility ${i + 1}`, amount: 1000 + i }))]]),
  };
}

async function textOf(bytes: Buffer): Promise<{ text: string; pages: number }> {
  const doc = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(doc, { mergePages: true });
  return { text, pages: doc.numPages };
}

describe('ReportRenderer', () => {
  const renderer = new ReportRenderer({ threads: 2, perOwner: 10 });
  after(() => renderer.close());

  it('renders off the calling thread: timers keep firing during a 50-page render', async () => {
    await buffer(await renderer.render(longReport(10), 'u1')); // the thread started and its fonts loaded
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 1);
    try {
      const started = performance.now();
      const bytes = await buffer(await renderer.render(longReport(2200), 'u1'));
      const workerMs = performance.now() - started;
      const duringWorker = ticks;
      assert.ok((await textOf(bytes)).pages >= 50);
      ticks = 0;
      const inline = performance.now();
      layoutReport(longReport(2200));
      await buffer(await renderPdf(layoutReport(longReport(2200))));
      const inlineMs = performance.now() - inline;
      // A timer every millisecond: on the worker most fire; on this thread only the few between awaits.
      assert.ok(duringWorker > workerMs / 10, `timers fired ${duringWorker} times in ${workerMs.toFixed(0)} ms on the worker`);
      assert.ok(ticks < inlineMs / 10, `timers fired ${ticks} times in ${inlineMs.toFixed(0)} ms inline`);
    } finally {
      clearInterval(timer);
    }
  });

  it('gives the same text as a render on the calling thread', async () => {
    const report = longReport(120, 'Same either way');
    const fromWorker = await textOf(await buffer(await renderer.render(report, 'u1')));
    const inline = await textOf(await buffer(await renderPdf(layoutReport(report))));
    assert.deepEqual(fromWorker, inline);
    assert.ok(fromWorker.text.includes('£127,140'));
  });

  it('renders several reports at once, each whole and its own', async () => {
    const names = Array.from({ length: 5 }, (_, i) => `Concurrent ${i + 1}`);
    const files = await Promise.all(names.map(async (name, i) => buffer(await renderer.render(longReport(40 * (i + 1), name), 'u1'))));
    for (const [i, bytes] of files.entries()) {
      const { text } = await textOf(bytes);
      assert.ok(text.startsWith(names[i]!), text.slice(0, 40));
      assert.ok(text.includes(`Facility ${40 * (i + 1)}`));
    }
  });

  it('a report that cannot be laid out rejects render(), and the renderer goes on', async () => {
    await assert.rejects(renderer.render({ ...longReport(1), blocks: null as never }, 'u1'), /the PDF could not be rendered/);
    assert.ok((await buffer(await renderer.render(longReport(3), 'u1'))).length > 0);
  });

  it('refuses with a throttle (429) beyond a user’s renders under way or the renderer’s queue, and takes them again once done', async () => {
    const own = new ReportRenderer({ threads: 1, perOwner: 1, queued: 2 });
    try {
      const first = own.render(longReport(300), 'alice');
      await assert.rejects(own.render(longReport(1), 'alice'), (err) => err instanceof TooManyRequestsError && err.retryAfterMs === 1000);
      const bob = own.render(longReport(1), 'bob');
      await assert.rejects(own.render(longReport(1), 'carol'), /Too many PDFs are rendering/);
      await Promise.all([buffer(await first), buffer(await bob)]);
      await buffer(await own.render(longReport(1), 'alice'));
      await buffer(await own.render(longReport(1), 'carol'));
      // A failed render is counted off too.
      await assert.rejects(own.render({ ...longReport(1), blocks: null as never }, 'alice'), /could not be rendered/);
      await buffer(await own.render(longReport(1), 'alice'));
    } finally {
      await own.close();
    }
  });

  it('starts new threads after close', async () => {
    const own = new ReportRenderer({ threads: 1 });
    await buffer(await own.render(longReport(3), 'u1'));
    await own.close();
    assert.ok((await buffer(await own.render(longReport(3), 'u1'))).length > 0);
    await own.close();
  });
});
