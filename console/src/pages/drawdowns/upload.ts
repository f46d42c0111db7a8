import { api, ApiError } from '../../api.ts';
import type { VisitFile } from '../../api-types.ts';

/** `POST /uploads`: multipart with `project_id` first, then `file` (docs/reports.md, Uploads). */
async function upload(projectId: string, file: File): Promise<VisitFile> {
  const form = new FormData();
  form.append('project_id', projectId);
  form.append('file', file, file.name);
  try {
    return await api.createUpload({ body: form });
  } catch (err) {
    // The file's name in the message, so that the refusal is said beside the file input and names the file.
    if (err instanceof ApiError && err.status !== 0) throw new ApiError(err.status, `visit.files: ${file.name}: ${err.message}`);
    throw err;
  }
}

/** A file the form has uploaded, and the API's answer for it. */
export interface Uploaded {
  file: File;
  answer: VisitFile;
}

/**
 * Each chosen file uploaded in turn, in order; one in `uploaded` (a refused report retried) is not uploaded
 * again. `onUploaded` hears every file uploaded so far after each new one, so that a refusal halfway keeps them.
 */
export async function uploadOnce(projectId: string, files: File[], uploaded: Uploaded[], onUploaded: (all: Uploaded[]) => void): Promise<VisitFile[]> {
  const answers: VisitFile[] = [];
  const have = [...uploaded];
  for (const file of files) {
    let answer = have.find((u) => u.file === file)?.answer;
    if (!answer) {
      answer = await upload(projectId, file);
      have.push({ file, answer });
      onUploaded([...have]);
    }
    answers.push(answer);
  }
  return answers;
}
