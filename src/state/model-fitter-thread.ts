import { parentPort } from 'node:worker_threads';
import { type FitOptions, fitModel } from '../domain/cost/model.ts';
import type { Evidence } from '../domain/cost/types.ts';

// The worker thread of src/state/model-fitter.ts: fits cost models off the service's event loop.

parentPort!.on('message', ({ id, evidence, options }: { id: number; evidence: Evidence[]; options: FitOptions }) => {
  try {
    parentPort!.postMessage({ id, model: fitModel(evidence, options) });
  } catch (err) {
    parentPort!.postMessage({ id, error: (err as Error).message });
  }
});
