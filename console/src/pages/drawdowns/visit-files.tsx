import { useEffect, useRef, useState } from 'preact/hooks';
import { api, asApiError } from '../../api.ts';
import type { VisitFile } from '../../api-types.ts';
import { saveBlob, useObjectUrl, useSeen } from '../../files.ts';
import { formatFileSize, formatFileType } from '../../format.ts';

/**
 * A site visit's files with its report: images as thumbnails (the image itself, scaled by the stylesheet),
 * every file by its name, type and size, saved on a click. Each is read through `GET /uploads/{location}`
 * with the bearer token (a plain `<img src>` or link could not send it); a thumbnail only once it is
 * scrolled near, so that a page of many visits does not fetch every image at once.
 */

/** The images the API serves under their own type (src/platform/uploads/download-route.ts); anything else comes as a download. */
const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

const isImage = (file: VisitFile) => IMAGE_TYPES.has((file.mime_type ?? '').toLowerCase());
/** The file's bytes: `GET /uploads/{storage_location}`. */
const bytesOf = (file: VisitFile) => api.getUpload({ path: { storage_location: file.storage_location } });

type Fetched = { state: 'waiting' } | { state: 'ready'; blob: Blob } | { state: 'failed'; message: string };

/** The file's bytes once `wanted`, read once; a late answer after the component has gone is dropped. */
function useFile(file: VisitFile, wanted: boolean): Fetched {
  const [fetched, setFetched] = useState<Fetched>({ state: 'waiting' });
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    bytesOf(file).then(
      (blob) => current && setFetched({ state: 'ready', blob }),
      (err: unknown) => current && setFetched({ state: 'failed', message: asApiError(err).message }),
    );
    return () => {
      current = false;
    };
  }, [wanted, file.storage_location]);
  return fetched;
}

export function VisitFiles({ files }: { files: VisitFile[] }) {
  return (
    <ul class="visit-files" data-testid="visit-files">
      {files.map((file) => (
        <li key={file.storage_location} class={isImage(file) ? 'visit-file visit-image' : 'visit-file'} data-testid="visit-file">
          {isImage(file) ? <Thumbnail file={file} /> : <FileName file={file} />}
        </li>
      ))}
    </ul>
  );
}

/**
 * An image's thumbnail, fetched when it comes near the viewport; a click opens it full size in a new tab.
 * A file that cannot be fetched or shown says so beside its name.
 */
function Thumbnail({ file }: { file: VisitFile }) {
  const box = useRef<HTMLDivElement>(null);
  const fetched = useFile(file, useSeen(box));
  const url = useObjectUrl(fetched.state === 'ready' ? fetched.blob : null);
  const [broken, setBroken] = useState(false);
  const failure = fetched.state === 'failed' ? fetched.message : broken ? 'The image cannot be shown.' : null;
  return (
    <>
      <div class="visit-thumb-box" ref={box}>
        {url && !broken ? (
          <a href={url} target="_blank" rel="noopener" class="visit-thumb-link">
            <img src={url} alt={`Site visit photo ${file.filename}`} class="visit-thumb" data-testid="visit-thumb" onError={() => setBroken(true)} />
            <span class="visually-hidden"> (opens full size in a new tab)</span>
          </a>
        ) : (
          <span class="visit-thumb-placeholder" aria-hidden="true">
            {failure ? 'No preview' : 'Loading…'}
          </span>
        )}
      </div>
      <FileName file={file} blob={fetched.state === 'ready' ? fetched.blob : null} failure={failure} />
    </>
  );
}

/** The file's name, which saves it (`blob` when already fetched), its type and size, and why it could not be read. */
function FileName({ file, blob = null, failure = null }: { file: VisitFile; blob?: Blob | null; failure?: string | null }) {
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const save = async () => {
    setState({ busy: true, error: null });
    try {
      saveBlob(blob ?? (await bytesOf(file)), file.filename);
      setState({ busy: false, error: null });
    } catch (err) {
      setState({ busy: false, error: asApiError(err).message });
    }
  };
  const problem = state.error ?? failure;
  return (
    <span class="visit-file-name">
      <button type="button" class="link-button" onClick={save} disabled={state.busy} data-testid="visit-file-link">
        <span class="visually-hidden">Download </span>
        {file.filename}
      </button>{' '}
      <span class="muted" data-testid="visit-file-facts">
        ({formatFileType(file.mime_type)}, {formatFileSize(file.file_size)})
      </span>
      {problem && (
        <span class="file-error" role="alert" data-testid="visit-file-error">
          {' '}
          Could not be read: {problem}
        </span>
      )}
    </span>
  );
}
