import { useRef, useState } from 'preact/hooks';
import '../../edit.css';
import '../../webhooks.css';
import { api, ApiError } from '../../api.ts';
import { formatWhole } from '../../format.ts';
import { useLoad } from '../../load.ts';
import { usePageTitle } from '../../route.ts';
import { currentSession, isAdmin } from '../../session.ts';
import { Failure, Loading } from '../../states.tsx';
import { EndpointCard } from './endpoint.tsx';
import { EndpointForm } from './endpoint-form.tsx';
import { SecretPanel } from './secret-panel.tsx';
import type { Endpoint } from './words.ts';

/**
 * `#/webhooks` (D-61, docs/webhooks.md), for an ADMIN: the environment's endpoints with their state,
 * adding one (its secret shown once), and each endpoint's changes and recent deliveries
 * (endpoint.tsx). Every webhook route is ADMIN only, so a MEMBER or a VIEWER who opens the page is told
 * so and the page asks the API nothing; a role lowered while the page is open is found at the next 403
 * (api.ts), and the page is drawn again with that message.
 */

/** The API's limit per environment (409 beyond it). */
const MOST_ENDPOINTS = 20;

export function WebhooksPage() {
  usePageTitle('Webhooks');
  return (
    <>
      <h1 tabIndex={-1}>Webhooks</h1>
      {isAdmin() ? <Endpoints /> : <AdminOnly />}
    </>
  );
}

function AdminOnly() {
  const role = currentSession()?.role;
  return (
    <>
      <div class="notice" data-testid="webhooks-admin-only">
        <p>
          <strong>ADMIN only.</strong> Webhooks send this environment’s events to other systems, so only an ADMIN may see and manage them
          {role ? `; you are signed in as a ${role}` : ''}. Ask an ADMIN of your environment if an endpoint needs adding or changing.
        </p>
      </div>
      <p>
        <a href="#/projects">Go to the projects</a>
      </p>
    </>
  );
}

function Endpoints() {
  const loaded = useLoad('webhooks', () => api.listWebhooks());
  const [list, setList] = useState<Endpoint[] | null>(null);
  const [created, setCreated] = useState<{ url: string; secret: string } | null>(null);
  const [said, setSaid] = useState<string | null>(null);
  const saidRef = useRef<HTMLParagraphElement>(null);
  const items = list ?? (loaded.state === 'ready' ? loaded.value.items : null);

  if (loaded.state === 'loading') return <Loading what="the webhook endpoints" />;
  if (loaded.state === 'failed' || items === null) {
    return <Failure error={loaded.state === 'failed' ? loaded.error : { message: 'The endpoints could not be read.' }} testId="webhooks-failed" />;
  }

  // Each change is made to the list as it is when its answer comes (another endpoint's may have come first).
  const replace = (endpoint: Endpoint) => setList((now) => (now ?? items).map((e) => (e.id === endpoint.id ? endpoint : e)));
  const removed = (endpoint: Endpoint, words: string) => {
    setList((now) => (now ?? items).filter((e) => e.id !== endpoint.id));
    setSaid(words);
    requestAnimationFrame(() => saidRef.current?.focus());
  };
  /** The new endpoint's secret is stored: it goes, and the focus to "Add an endpoint". */
  const secretStored = () => {
    setCreated(null);
    requestAnimationFrame(() => document.getElementById('wh-add')?.focus());
  };
  /** An endpoint the page's copy of is out of date: read again, or gone from the list when it no longer exists. */
  const readAgain = async (id: number) => {
    try {
      const fresh = await api.getWebhook({ path: { id: String(id) } });
      setList((now) => (now ?? items).map((e) => (e.id === id ? fresh : e)));
    } catch (err) {
      if (err instanceof ApiError && err.status === 404) setList((now) => (now ?? items).filter((e) => e.id !== id));
    }
  };

  return (
    <>
      <p class="lead">
        An endpoint is an address of one of your systems. When an event it subscribes to happens in this environment, the service sends it a short
        signed message, and tries again on a schedule for about 28 hours until it is accepted (any 2xx answer).
      </p>
      <p class="muted" data-testid="webhooks-count">
        {items.length === 0 ? 'No endpoint yet.' : `${formatWhole(items.length)} of at most ${MOST_ENDPOINTS} endpoints.`}
      </p>
      {said && (
        <p class="edit-saved" role="status" tabIndex={-1} ref={saidRef} data-testid="webhooks-said">
          {said}
        </p>
      )}
      {created && (
        <>
          <p class="edit-saved" data-testid="webhook-added">
            Added the endpoint {created.url}.
          </p>
          <SecretPanel id="wh-new-secret" secret={created.secret} previousUntil={null} onDone={secretStored} />
        </>
      )}
      <AddEndpoint
        onAdded={(endpoint, secret) => {
          setList((now) => [...(now ?? items), endpoint]);
          setSaid(null);
          setCreated({ url: endpoint.url, secret });
        }}
        onOpen={() => (setSaid(null), setCreated(null))}
      />
      {items.map((endpoint) => (
        <EndpointCard key={endpoint.id} endpoint={endpoint} onChanged={replace} onRemoved={removed} onStale={() => void readAgain(endpoint.id)} />
      ))}
    </>
  );
}

/** "Add an endpoint": the button, and the form that opens in its place (Cancel gives the focus back to the button). */
function AddEndpoint({ onAdded, onOpen }: { onAdded: (endpoint: Endpoint, secret: string) => void; onOpen: () => void }) {
  const [adding, setAdding] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const openForm = (to: boolean) => {
    setAdding(to);
    if (to) onOpen();
    requestAnimationFrame(() => (to ? document.getElementById('wh-new-url') : button.current)?.focus());
  };
  return (
    <div class="edit-disclosure">
      {adding ? (
        <EndpointForm
          prefix="wh-new"
          level={2}
          title="Add an endpoint"
          initial={{ url: '', events: [], description: '' }}
          submitLabel="Add the endpoint"
          failed="The endpoint was not added"
          testId="webhook-add-form"
          onCancel={() => openForm(false)}
          save={async ({ url, events, description }) => {
            const { secret, ...endpoint } = await api.createWebhook({ body: { url, events, ...(description.trim() ? { description: description.trim() } : {}) } });
            setAdding(false);
            onAdded(endpoint, secret);
          }}
        />
      ) : (
        <button type="button" id="wh-add" ref={button} onClick={() => openForm(true)} data-testid="webhook-add">
          Add an endpoint
        </button>
      )}
    </div>
  );
}
