import { parentPort } from 'node:worker_threads';
import { evidenceRowsOf } from '../db/repositories/cost-evidence.ts';
import { evidenceDigest, type FitOptions, fitModel } from '../domain/cost/model.ts';
import { evidenceOf } from '../domain/cost/schemes.ts';
import type { Evidence } from '../domain/cost/types.ts';
import type { EvidenceText } from './model-fitter.ts';

// The worker thread of src/state/model-fitter.ts: reads the evidence text and fits cost models off the
// service's event loop, so that neither the rows nor the evidence objects ever exist on the service's thread.

parentPort!.on('message', ({ id, evidence, options }: { id: number; evidence: EvidenceText; options: FitOptions }) => {
  try {
    // Each text is let go once read: a million rows' texts and their evidence never coexist whole.
    const texts = evidence.chunks.splice(0);
    const all: Evidence[] = [];
    for (let i = 0; i < texts.length; i++) {
      for (const row of evidenceRowsOf(texts[i]!)) {
        const e = evidenceOf(row, evidence.ownEnvironment);
        if (e) all.push(e);
      }
      texts[i] = '';
    }
    // The texts come in no particular order; the fit and the digest read the evidence in id order.
    all.sort((a, b) => a.projectId - b.projectId);
    const model = fitModel(all, options);
    const digest = evidenceDigest(all, options);
    parentPort!.postMessage({ id, fit: { model, digest } });
  } catch (err) {
    parentPort!.postMessage({ id, error: (err as Error).message });
  }
});
