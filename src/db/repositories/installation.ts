import type { Queryable } from '../database.ts';

/** The id of this installation (its database), created by migration 0003. */
export async function installationId(db: Queryable): Promise<string> {
  const [row] = await db.query<{ id: string }>('select id from installation');
  return row!.id;
}

/** The key that encrypts webhook signing secrets when WEBHOOK_SECRET_KEY is not set (migration 0016). */
export async function installationWebhookKey(db: Queryable): Promise<Buffer> {
  const [row] = await db.query<{ webhook_key: Uint8Array }>('select webhook_key from installation');
  return Buffer.from(row!.webhook_key);
}
