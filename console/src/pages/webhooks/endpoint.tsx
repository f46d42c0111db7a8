import { useRef, useState } from 'preact/hooks';
import { api } from '../../api.ts';
import type { Body } from '../../api-types.ts';
import { formatDate, formatDateTime } from '../../format.ts';
import { Failure } from '../../states.tsx';
import { Deliveries } from './deliveries.tsx';
import { EndpointForm, type EndpointValues, refusalInWords } from './endpoint-form.tsx';
import { SecretPanel } from './secret-panel.tsx';
import { type Endpoint, EVENTS, stateBadge, stateInWords } from './words.ts';

/**
 * One endpoint as the webhooks page shows it: its URL, state, events and description; Edit, Disable
 * or Enable, Rotate the secret and Remove (the last two confirmed in the page); and its recent
 * deliveries, opened on demand. Each change's answer is the endpoint as it now is (`onChanged`).
 */

type Panel = 'edit' | 'rotate' | 'remove';
type Refusal = { failed: string; message: string };

interface CardProps {
  endpoint: Endpoint;
  onChanged: (endpoint: Endpoint) => void;
  onRemoved: (endpoint: Endpoint, said: string) => void;
  /** The page's copy is out of date (a refusal says so): read the endpoint again. */
  onStale: () => void;
}

/** The card's open panel, what its last change said, a refusal, and the new secret; the changes that set them. */
function useEndpointChanges({ endpoint, onChanged, onRemoved }: CardProps) {
  const prefix = `wh-${endpoint.id}`;
  const path = { id: String(endpoint.id) };
  const [panel, setPanel] = useState<Panel | null>(null);
  const [said, setSaid] = useState<string | null>(null);
  const [failure, setFailure] = useState<Refusal | null>(null);
  const [secret, setSecret] = useState<{ secret: string; until: string | null } | null>(null);
  const [busy, setBusy] = useState(false);
  const saidRef = useRef<HTMLParagraphElement>(null);

  /** Opens a panel (the focus to its first control) or closes it (the focus back to its button). */
  const open = (to: Panel | null) => {
    const back = panel;
    setSaid(null);
    setFailure(null);
    setPanel(to);
    requestAnimationFrame(() => {
      if (to) document.getElementById(`${prefix}-panel`)?.querySelector<HTMLElement>('input, [tabindex="-1"]')?.focus();
      else if (back) document.getElementById(`${prefix}-${back}`)?.focus();
    });
  };
  /** What a change said, in the card's status line, which takes the focus (the control that made it may be gone). */
  const done = (words: string) => {
    setPanel(null);
    setSaid(words);
    requestAnimationFrame(() => saidRef.current?.focus());
  };
  /** `act`, with the card busy meanwhile and its refusal said after `failed`. */
  const attempt = async (failed: string, act: () => Promise<void>) => {
    setBusy(true);
    setFailure(null);
    try {
      await act();
    } catch (err) {
      setFailure({ failed, message: refusalInWords(err) });
    } finally {
      setBusy(false);
    }
  };

  const setEnabled = (enabled: boolean) =>
    attempt(enabled ? 'The endpoint was not enabled' : 'The endpoint was not disabled', async () => {
      onChanged(await api.updateWebhook({ path, body: { enabled } }));
      done(
        enabled
          ? 'Enabled: its failures are forgotten and its pending deliveries go now.'
          : 'Disabled: no delivery is attempted until it is enabled again; its pending deliveries wait.',
      );
    });

  /** The edit form's save: only what changed is sent; a refusal is the form's to say. */
  const saveEdit = async (values: EndpointValues) => {
    const body: Body<'updateWebhook'> = {};
    if (values.url !== endpoint.url) body.url = values.url;
    if (values.events.join() !== endpoint.events.join()) body.events = values.events;
    if (values.description.trim() !== (endpoint.description ?? '')) body.description = values.description.trim() || null;
    if (Object.keys(body).length === 0) return done('Nothing to save: no field was changed.');
    onChanged(await api.updateWebhook({ path, body }));
    done('Saved the endpoint.');
  };

  const rotate = () =>
    attempt('The secret was not rotated', async () => {
      const { secret: value, ...rotated } = await api.rotateWebhookSecret({ path });
      onChanged(rotated);
      setPanel(null);
      setSecret({ secret: value, until: rotated.previous_secret_expires_at });
    });

  const remove = () =>
    attempt('The endpoint was not removed', async () => {
      await api.deleteWebhook({ path });
      onRemoved(endpoint, `Removed the endpoint ${endpoint.url} and its deliveries.`);
    });

  /** The secret is stored: it goes, and the focus goes back to the button that made it. */
  const hideSecret = () => {
    setSecret(null);
    requestAnimationFrame(() => document.getElementById(`${prefix}-rotate`)?.focus());
  };

  return { prefix, panel, said, saidRef, failure, secret, busy, open, setEnabled, saveEdit, rotate, remove, hideSecret };
}

type Changes = ReturnType<typeof useEndpointChanges>;

export function EndpointCard(props: CardProps) {
  const { endpoint, onStale } = props;
  const changes = useEndpointChanges(props);
  const { prefix, panel, said, saidRef, failure, secret } = changes;
  return (
    <section class="webhook-endpoint" aria-labelledby={`${prefix}-title`} data-testid="webhook-endpoint" data-endpoint-id={endpoint.id}>
      <EndpointSummary endpoint={endpoint} prefix={prefix} />
      <EndpointButtons endpoint={endpoint} changes={changes} />
      {said && (
        <p class="edit-saved" role="status" tabIndex={-1} ref={saidRef} data-testid="webhook-said">
          {said}
        </p>
      )}
      {failure && !panel && <Failure error={{ message: failure.message }} failed={failure.failed} testId="webhook-failure" />}
      {secret && <SecretPanel id={`${prefix}-secret`} secret={secret.secret} previousUntil={secret.until} onDone={changes.hideSecret} />}
      {panel && <EndpointPanel endpoint={endpoint} changes={changes} />}
      <RecentDeliveries endpoint={endpoint} prefix={prefix} onStale={onStale} />
    </section>
  );
}

function EndpointSummary({ endpoint, prefix }: { endpoint: Endpoint; prefix: string }) {
  const badge = stateBadge(endpoint);
  const previous = endpoint.previous_secret_expires_at;
  return (
    <>
      <div class="webhook-head">
        <h2 id={`${prefix}-title`} class="webhook-url">
          {endpoint.url}
        </h2>
        <span class={`state state-${badge.tone}`} data-testid="webhook-state">
          {badge.words}
        </span>
      </div>
      <p class="webhook-state-words" data-testid="webhook-state-words">
        {stateInWords(endpoint)}
      </p>
      <dl class="record webhook-record">
        <div>
          <dt>Events</dt>
          <dd>
            <ul class="webhook-event-names" data-testid="webhook-events">
              {endpoint.events.map((name) => (
                <li key={name}>{EVENTS[name].name}</li>
              ))}
            </ul>
          </dd>
        </div>
        <div>
          <dt>Description</dt>
          <dd data-testid="webhook-description">{endpoint.description ?? <span class="muted">None</span>}</dd>
        </div>
        <div>
          <dt>Added</dt>
          <dd>{formatDate(endpoint.created_at)}</dd>
        </div>
        {previous && Date.parse(previous) > Date.now() && (
          <div>
            <dt>Previous secret</dt>
            <dd data-testid="webhook-previous-secret">Signs too until {formatDateTime(previous)}</dd>
          </div>
        )}
      </dl>
    </>
  );
}

/** Edit, Disable or Enable, Rotate the secret, Remove: each named by the endpoint for a screen reader, the open one pressed. */
function EndpointButtons({ endpoint, changes }: { endpoint: Endpoint; changes: Changes }) {
  const { prefix, panel, busy, open, setEnabled } = changes;
  const button = (what: Panel, words: string) => (
    <button
      type="button"
      class="row-button"
      id={`${prefix}-${what}`}
      aria-expanded={panel === what}
      aria-controls={panel === what ? `${prefix}-panel` : undefined}
      onClick={() => open(panel === what ? null : what)}
    >
      {words}
      <span class="visually-hidden"> of {endpoint.url}</span>
    </button>
  );
  return (
    <div class="row-buttons webhook-actions">
      {button('edit', 'Edit')}
      <button type="button" class="row-button" id={`${prefix}-enabled`} disabled={busy} onClick={() => void setEnabled(!endpoint.enabled)}>
        {endpoint.enabled ? 'Disable' : 'Enable'}
        <span class="visually-hidden"> {endpoint.url}</span>
      </button>
      {button('rotate', 'Rotate the secret')}
      {button('remove', 'Remove')}
    </div>
  );
}

/** The open panel: the edit form, or the question before a rotation or a removal. */
function EndpointPanel({ endpoint, changes }: { endpoint: Endpoint; changes: Changes }) {
  const { prefix, panel, busy, failure, open, saveEdit, rotate, remove } = changes;
  return (
    <div id={`${prefix}-panel`} class="webhook-panel">
      {panel === 'edit' && (
        <EndpointForm
          prefix={`${prefix}-edit`}
          title="Edit the endpoint"
          initial={{ url: endpoint.url, events: endpoint.events, description: endpoint.description ?? '' }}
          submitLabel="Save the endpoint"
          failed="The endpoint was not saved"
          save={saveEdit}
          onCancel={() => open(null)}
          testId="webhook-edit-form"
        />
      )}
      {panel === 'rotate' && (
        <Confirm
          question="Make a new signing secret for this endpoint? It is shown once. The current secret keeps signing for 24 hours, so that your receiver can change over."
          yes="Rotate the secret"
          doing="Rotating…"
          no="Keep the current secret"
          busy={busy}
          failure={failure}
          onYes={rotate}
          onNo={() => open(null)}
          testId="webhook-confirm-rotate"
        />
      )}
      {panel === 'remove' && (
        <Confirm
          question={`Remove the endpoint ${endpoint.url}? Its deliveries go with it, and nothing more is sent to it. This cannot be undone.`}
          yes="Remove the endpoint"
          doing="Removing…"
          no="Keep it"
          danger
          busy={busy}
          failure={failure}
          onYes={remove}
          onNo={() => open(null)}
          testId="webhook-confirm-remove"
        />
      )}
    </div>
  );
}

/** The endpoint's deliveries, read when the user opens them. */
function RecentDeliveries({ endpoint, prefix, onStale }: { endpoint: Endpoint; prefix: string; onStale: () => void }) {
  const [shown, setShown] = useState(false);
  return (
    <>
      <button
        type="button"
        class="link-button deliveries-toggle"
        aria-expanded={shown}
        aria-controls={shown ? `${prefix}-deliveries` : undefined}
        onClick={() => setShown(!shown)}
      >
        {shown ? 'Hide the recent deliveries' : 'Show the recent deliveries'}
        <span class="visually-hidden"> to {endpoint.url}</span>
      </button>
      {shown && (
        <div id={`${prefix}-deliveries`}>
          <Deliveries endpoint={endpoint} onStale={onStale} />
        </div>
      )}
    </>
  );
}

/** A question asked in the page before a change that cannot be taken back, with its two answers. */
function Confirm({
  question,
  yes,
  doing,
  no,
  danger = false,
  busy,
  failure,
  onYes,
  onNo,
  testId,
}: {
  question: string;
  yes: string;
  doing: string;
  no: string;
  danger?: boolean;
  busy: boolean;
  failure: Refusal | null;
  onYes: () => void;
  onNo: () => void;
  testId: string;
}) {
  return (
    <div class="confirm-removal" data-testid={testId}>
      <p tabIndex={-1} class="confirm-question">
        {question}
      </p>
      {failure && <Failure error={{ message: failure.message }} failed={failure.failed} testId={`${testId}-error`} />}
      <div class="form-actions">
        <button type="button" class={danger ? 'danger' : 'primary'} disabled={busy} onClick={onYes}>
          {busy ? doing : yes}
        </button>
        <button type="button" onClick={onNo}>
          {no}
        </button>
      </div>
    </div>
  );
}
