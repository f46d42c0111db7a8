import type { Queryable } from '../database.ts';

/** The id of this installation (its database), created by migration 0003. */
export async function installationId(db: Queryable): Promise<string> {
  const [row] = await db.query<{ id: string }>('select id from installation');
  return row!.id;
}

/** The installation's secrets, 32 random bytes each, made by their migrations and never changed after. */
export interface InstallationSecretsRow {
  /** Signs the Data API's change cursors (migration 0015). */
  cursorSecret: Buffer;
  /** Encrypts the webhook signing secrets when WEBHOOK_SECRET_KEY is not set (migration 0016). */
  webhookKey: Buffer;
}

export async function installationSecrets(db: Queryable): Promise<InstallationSecretsRow> {
  const [row] = await db.query<{ cursor_secret: Uint8Array; webhook_key: Uint8Array }>(
    'select cursor_secret, webhook_key from installation',
  );
  return { cursorSecret: Buffer.from(row!.cursor_secret), webhookKey: Buffer.from(row!.webhook_key) };
}
