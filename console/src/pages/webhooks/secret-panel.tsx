import { useEffect, useRef, useState } from 'preact/hooks';
import { formatDateTime } from '../../format.ts';

/**
 * A signing secret, shown the one time the API gives it (`POST /webhooks`, `…/rotate-secret`): in a
 * panel that takes the focus and says to copy it now, with a Copy button, until the user says it is
 * stored. After a rotation it says until when the previous secret still signs.
 */
export function SecretPanel({
  id,
  secret,
  previousUntil,
  onDone,
}: {
  id: string;
  secret: string;
  /** After a rotation: `previous_secret_expires_at`. */
  previousUntil: string | null;
  onDone: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const field = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  useEffect(() => {
    heading.current?.focus();
  }, [secret]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied('yes');
    } catch {
      // A browser that refuses the clipboard (no permission, an insecure page): the secret is selected for the user to copy.
      field.current?.select();
      setCopied('no');
    }
  };

  return (
    <section class="secret-panel" aria-labelledby={`${id}-title`} data-testid="webhook-secret">
      <h3 id={`${id}-title`} tabIndex={-1} ref={heading}>
        Copy the signing secret now
      </h3>
      <p>
        It is shown this once: the service keeps it only encrypted and cannot show it again. Store it with your receiver, which uses it to check that
        each message comes from this service.
      </p>
      {previousUntil && (
        <p data-testid="webhook-secret-previous">
          The previous secret also signs every delivery until {formatDateTime(previousUntil)}, so that your receiver can change over before then.
        </p>
      )}
      <div class="secret-row">
        <label for={`${id}-value`}>Signing secret</label>
        <input id={`${id}-value`} ref={field} class="secret-value" type="text" readOnly value={secret} spellcheck={false} autoComplete="off" onFocus={() => field.current?.select()} />
        <button type="button" class="primary" onClick={copy}>
          Copy the secret
        </button>
      </div>
      <p role="status" class={copied === 'no' ? 'field-error' : 'muted'} data-testid="webhook-secret-copied">
        {copied === 'yes' && 'Copied to the clipboard.'}
        {copied === 'no' && 'The browser did not allow copying: the secret is selected, so press Ctrl+C (⌘C on a Mac) to copy it.'}
      </p>
      <div class="form-actions">
        <button type="button" onClick={onDone}>
          I have stored it: hide the secret
        </button>
      </div>
    </section>
  );
}
