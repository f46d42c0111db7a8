import type { Queryable } from '../../db/database.ts';
import { installationSecrets, type InstallationSecretsRow } from '../../db/repositories/installation.ts';

/**
 * The installation's secrets, read once per process from its row, which every instance on the database
 * shares and no one changes: the secret that signs the Data API's change cursors (D-55), and the key
 * that seals the webhook endpoints' signing secrets (D-61), WEBHOOK_SECRET_KEY when it is configured.
 * A failed read is not kept: the next use reads again.
 */
export class InstallationSecrets {
  private readonly db: Queryable;
  private readonly configuredWebhookKey: Buffer | null;
  private row: Promise<InstallationSecretsRow> | null = null;

  constructor(db: Queryable, options: { webhookKey: Buffer | null }) {
    this.db = db;
    this.configuredWebhookKey = options.webhookKey;
  }

  /** The HMAC key of the change cursors. */
  async cursorSecret(): Promise<Buffer> {
    return (await this.read()).cursorSecret;
  }

  /** The key that seals and opens the webhook endpoints' signing secrets. */
  async webhookKey(): Promise<Buffer> {
    return this.configuredWebhookKey ?? (await this.read()).webhookKey;
  }

  private read(): Promise<InstallationSecretsRow> {
    this.row ??= installationSecrets(this.db).catch((err: unknown) => {
      this.row = null;
      throw err;
    });
    return this.row;
  }
}
