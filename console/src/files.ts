import { type RefObject } from 'preact';
import { useEffect, useState } from 'preact/hooks';

/**
 * Files the API answers with (a report's PDF, a site visit's uploads): they need the bearer token, so the
 * console fetches them as blobs (api.ts's getBlob) and hands them to the browser through object URLs.
 */

/** Saves `blob` as a download named `name`, through an object URL freed once the browser has it. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.type = blob.type;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** An object URL of `blob` while the component is shown, revoked when it goes (or the blob changes). */
export function useObjectUrl(blob: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return;
    const made = URL.createObjectURL(blob);
    setUrl(made);
    return () => {
      URL.revokeObjectURL(made);
      setUrl(null);
    };
  }, [blob]);
  return url;
}

/**
 * Whether the element has come within `margin` of the viewport (and stays true once it has), so that
 * what it shows is fetched only when the user scrolls to it. Without IntersectionObserver: at once.
 */
export function useSeen(element: RefObject<Element | null>, margin = '200px'): boolean {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (seen || !target) return;
    if (typeof IntersectionObserver === 'undefined') {
      setSeen(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [seen]);
  return seen;
}
