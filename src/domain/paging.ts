/** Which rows of an ordered list a page holds: `limit` of them after skipping `offset`. */
export interface Window {
  limit: number;
  offset: number;
}

/**
 * The longest cursor of an incremental read (D-55) a request may carry: well above any the service
 * writes (about 150 characters), so that a query string stays bounded.
 */
export const CURSOR_MAX_LENGTH = 400;
