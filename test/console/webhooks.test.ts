import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import {
  apiToken,
  type ConsoleService,
  type Credentials,
  describeViolations,
  screenshot,
  seriousAxeViolations,
  SKIP_WITHOUT_CHROMIUM,
  signedInPage,
  startConsole,
  focusedAfterFrames,
} from '../helpers/console.ts';
import { webhookReceiver, type WebhookReceiver } from '../helpers/webhook-receiver.ts';

/**
 * The console's webhooks page (D-61) in a real browser, against a receiver on loopback (the service
 * started with WEBHOOK_ALLOWED_HOSTS=127.0.0.1): an ADMIN adds an endpoint (a 400 beside the events and
 * one beside the URL first), copies its secret from the panel that shows it once, and sees a change's
 * delivery and its attempt (the receiver's 503 and its answer as text); retries it until it is
 * delivered, pages to older deliveries, edits the endpoint, rotates its secret (both secrets then
 * sign), disables it (a retry is then refused in words) and enables it, and removes it. A MEMBER and a
 * VIEWER see no link to the page, and the page tells them it is an ADMIN's without asking the API.
 * axe-core at 1280 and 768 px.
 */

const TIMEOUT = 20_000;

interface WebhookView {
  id: number;
  url: string;
  events: string[];
  description: string | null;
  enabled: boolean;
  disabled_reason: string | null;
  previous_secret_expires_at: string | null;
}

describe('web console: webhooks', { skip: SKIP_WITHOUT_CHROMIUM }, () => {
  let service: ConsoleService;
  let browser: Browser;
  let receiver: WebhookReceiver;
  const contexts: BrowserContext[] = [];
  let adminToken = '';
  let project = 0;
  let changes = 0;

  const api = async <T,>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${service.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${adminToken}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await res.text();
    assert.ok(res.status < 300, `${method} ${path}: ${res.status} ${text}`);
    return (text ? JSON.parse(text) : null) as T;
  };
  /** A change to the project that emits `project.updated`. */
  const changeProject = () => api('PATCH', `/projects/${project}`, { comments: `E2E webhook change ${++changes}` });

  before(async () => {
    // The receiver's first answer is a 503 asking for an hour's wait: the delivery stays pending until the ADMIN retries it.
    receiver = await webhookReceiver([{ status: 503, headers: { 'retry-after': '3600', 'content-type': 'text/html' }, body: '<b>Busy</b> & back in an hour' }]);
    // A service of this file's own: loopback receivers allowed, and its deliveries seen by no other file.
    ({ service, browser } = await startConsole({
      slot: 0,
      memberProjects: 1,
      viewerProjects: 1,
      env: { CONSOLE_TEST_FILE: 'webhooks', WEBHOOK_ALLOWED_HOSTS: '127.0.0.1' },
    }));
    adminToken = await apiToken(service.url, service.users.ADMIN);
    project = service.projects[0]!;
  });
  after(async () => {
    for (const context of contexts) await context.close().catch(() => {});
    await service?.stop();
    await receiver?.close();
  });

  const signedIn = (user: Credentials): Promise<Page> => signedInPage(browser, contexts, service.url, user, TIMEOUT);
  const axeClean = async (page: Page, where: string) => {
    const violations = await seriousAxeViolations(page);
    assert.deepEqual(violations, [], `${where}:\n${describeViolations(violations)}`);
  };
  /** Both widths: axe at each, and a screenshot at each (`name`, `name-tablet`). */
  const bothWidths = async (page: Page, name: string, where: string) => {
    await axeClean(page, `${where}, 1280 px`);
    await screenshot(page, name);
    await page.setViewportSize({ width: 768, height: 1024 });
    await axeClean(page, `${where}, 768 px`);
    await screenshot(page, `${name}-tablet`);
    await page.setViewportSize({ width: 1280, height: 800 });
  };
  const stateOf = (card: Locator) => card.getByTestId('webhook-state').innerText();
  /** Waits until `locator` says exactly `text`. */
  const textIs = (locator: Locator, text: string) => locator.filter({ hasText: new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }).waitFor();

  it('lets an ADMIN add an endpoint, see its secret once, follow a delivery, retry it, edit, rotate, disable, enable and remove it', async () => {
    const page = await signedIn(service.users.ADMIN);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: service.url });
    const requests: string[] = [];
    page.on('request', (r) => requests.push(`${r.method()} ${new URL(r.url()).pathname}${new URL(r.url()).search}`));

    const fetchedBefore = requests.filter((r) => /\/console\/chunk-/.test(r)).length;
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Webhooks' }).click();
    await page.waitForURL(/#\/webhooks$/);
    await page.getByTestId('webhooks-count').waitFor();
    // The page is a chunk of its own, fetched when it is first opened (the projects list before it did not need it).
    assert.ok(requests.filter((r) => /^GET \/console\/chunk-[A-Z0-9]{8}\.js$/.test(r)).length > fetchedBefore, `a chunk fetched: ${requests.join(', ')}`);
    assert.equal(await page.locator('main h1').innerText(), 'Webhooks');
    assert.equal(await page.getByTestId('webhooks-count').innerText(), 'No endpoint yet.');
    assert.equal(await page.title(), 'Webhooks · Project Cost Analytics');
    assert.equal(await page.getByRole('link', { name: 'Webhooks' }).getAttribute('aria-current'), 'page');

    // Adding: no event ticked and a URL not written in full, both said at once beside each (nothing
    // sent); then a private address, the API's 400 beside the URL.
    await page.getByRole('button', { name: 'Add an endpoint' }).click();
    const form = page.getByTestId('webhook-add-form');
    await form.waitFor();
    assert.equal(await form.getByRole('checkbox').count(), 6);
    assert.equal(
      await form.getByRole('checkbox', { name: 'Drawdown filed interim_report.created' }).getAttribute('aria-describedby'),
      'wh-new-event-interim_report.created-says',
    );
    assert.equal(await page.locator('#wh-new-event-interim_report\\.created-says').innerText(), 'A drawdown (interim) report is filed for a project.');
    await form.getByLabel('URL').fill('10.0.0.5/hooks');
    const posted = requests.length;
    await form.getByRole('button', { name: 'Add the endpoint' }).click();
    const eventsError = page.locator('#wh-new-events-error');
    await eventsError.waitFor();
    assert.equal(await eventsError.innerText(), 'Choose at least one of the events');
    assert.equal(await page.locator('#wh-new-url-error').innerText(), 'Enter the URL in full, starting with https://');
    assert.equal(await page.locator('#wh-new-events').getAttribute('aria-describedby'), 'wh-new-events-error');
    assert.match(await page.getByTestId('webhook-add-form-error').innerText(), /^The endpoint was not added: 2 answers need changing/);
    assert.deepEqual(requests.slice(posted).filter((r) => r.startsWith('POST')), [], 'nothing sent');
    await form.getByLabel('URL').fill('https://10.0.0.5/hooks');

    await form.getByRole('checkbox', { name: /^Project changed/ }).check();
    await form.getByRole('checkbox', { name: /^Drawdown filed/ }).check();
    await form.getByRole('button', { name: 'Add the endpoint' }).click();
    const urlError = page.locator('#wh-new-url-error');
    await urlError.filter({ hasText: 'The host 10.0.0.5' }).waitFor();
    assert.match(await urlError.innerText(), /^URL: The host 10\.0\.0\.5 is .*public internet addresses/);
    assert.equal(await page.locator('#wh-new-url').getAttribute('aria-invalid'), 'true');
    assert.equal(await eventsError.count(), 0, 'the events are no longer refused');
    await form.scrollIntoViewIfNeeded();
    await bothWidths(page, '70-webhooks-add-refused', 'the add form with a 400 beside the URL');

    // Added: the secret in its panel, once, copied with the button.
    await form.getByLabel('URL').fill(receiver.url);
    await form.getByLabel('Description (optional)').fill('E2E ledger sync');
    await form.getByRole('button', { name: 'Add the endpoint' }).click();
    const panel = page.getByTestId('webhook-secret');
    await panel.waitFor();
    const secret = await panel.getByLabel('Signing secret').inputValue();
    assert.match(secret, /^whsec_[A-Za-z0-9+/]+={0,2}$/);
    assert.equal(await focusedAfterFrames(page, (el) => el?.textContent), 'Copy the signing secret now', 'the panel takes the focus');
    assert.match(await panel.innerText(), /shown this once/);
    await panel.getByRole('button', { name: 'Copy the secret' }).click();
    // The page says so once the clipboard's write resolves, after the click; its status line is there, empty, before.
    const copied = page.getByTestId('webhook-secret-copied');
    await copied.filter({ hasText: /./ }).waitFor();
    assert.equal(await copied.innerText(), 'Copied to the clipboard.');
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), secret);
    const [stored] = (await api<{ items: (WebhookView & { secret?: string })[] }>('GET', '/webhooks')).items;
    assert.ok(stored);
    assert.deepEqual([stored.url, stored.events, stored.description, stored.enabled], [receiver.url, ['project.updated', 'interim_report.created'], 'E2E ledger sync', true]);
    assert.equal(stored.secret, undefined);
    const card = page.getByTestId('webhook-endpoint');
    assert.equal(await stateOf(card), 'Enabled');
    assert.deepEqual(await card.getByTestId('webhook-events').locator('li').allInnerTexts(), ['Project changed', 'Drawdown filed']);
    await bothWidths(page, '71-webhooks-secret', 'the secret shown once');
    await panel.getByRole('button', { name: /^I have stored it/ }).click();
    assert.equal(await panel.count(), 0);
    assert.ok(!(await page.locator('body').innerText()).includes(secret), 'the secret is nowhere on the page once stored');
    await page.reload();
    await card.waitFor();
    assert.ok(!(await page.locator('body').innerText()).includes(secret), 'nor after a reload');

    // A change emits an event: the receiver's 503 and its answer, as text, in the delivery's attempt.
    await changeProject();
    await receiver.waitFor(1);
    assert.equal((receiver.verify(receiver.received[0]!, secret) as { type: string }).type, 'project.updated');
    await card.getByRole('button', { name: /^Show the recent deliveries/ }).click();
    const delivery = card.getByTestId('webhook-delivery').first();
    // Pending after its 503 (the page reads the list again while a delivery is due soon).
    await textIs(delivery.getByTestId('webhook-delivery-state'), 'Pending: next attempt');
    assert.equal(await card.getByTestId('webhook-delivery').count(), 1);
    assert.match(await delivery.innerText(), /Project changed\s+project\.updated\s+Project \d+/);
    await delivery.getByRole('button', { name: /^1 attempt of Project changed/ }).click();
    const attempts = card.getByTestId('webhook-attempts');
    await attempts.waitFor();
    const first = attempts.getByTestId('webhook-attempt').first();
    assert.equal(await first.getByTestId('webhook-attempt-status').innerText(), 'HTTP 503');
    assert.equal(await first.getByTestId('webhook-attempt-outcome').innerText(), 'Not accepted: the endpoint answered, but not with a 2xx status');
    assert.equal(await first.getByTestId('webhook-attempt-excerpt').innerText(), '<b>Busy</b> & back in an hour');
    assert.equal(await first.locator('b').count(), 0, 'the answer is shown as text, never as markup');
    await attempts.scrollIntoViewIfNeeded();
    await bothWidths(page, '72-webhooks-delivery', 'a delivery with its attempt');

    // Retry: due now, delivered (the receiver now answers 200) with the same webhook-id; the page follows it.
    await delivery.getByRole('button', { name: /^Retry/ }).click();
    assert.match(await card.getByTestId('webhook-retry-said').innerText(), /^Retry asked for/);
    await receiver.waitFor(2);
    assert.equal(receiver.received[1]!.headers['webhook-id'], receiver.received[0]!.headers['webhook-id']);
    await textIs(delivery.getByTestId('webhook-delivery-state'), 'Delivered');
    assert.deepEqual(await attempts.getByTestId('webhook-attempt-status').allInnerTexts(), ['HTTP 503', 'HTTP 200']);
    assert.equal(await attempts.getByTestId('webhook-attempt-outcome').nth(1).innerText(), 'Delivered: the endpoint answered 2xx');

    // Twenty more changes: the newest twenty shown, the one before them under "Show older deliveries".
    for (let i = 0; i < 20; i++) await changeProject();
    await receiver.waitFor(22);
    await card.getByRole('button', { name: 'Read the deliveries again' }).click();
    await card.getByTestId('webhook-delivery').nth(19).waitFor();
    assert.equal(await card.getByTestId('webhook-delivery').count(), 20);
    const [older] = await Promise.all([
      page.waitForRequest((r) => r.url().includes('/deliveries?') && r.url().includes('before=')),
      card.getByTestId('webhook-deliveries-more').click(),
    ]);
    await card.getByTestId('webhook-delivery').nth(20).waitFor();
    assert.equal(await card.getByTestId('webhook-delivery').count(), 21);
    const ids = (await card.getByTestId('webhook-delivery').evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-delivery-id')))));
    assert.deepEqual(ids, [...ids].sort((a, b) => b - a), 'newest first');
    assert.equal(new URL(older.url()).searchParams.get('before'), String(ids[19]));
    assert.equal(await card.getByTestId('webhook-deliveries-more').count(), 0, 'nothing older');

    // Edit: a URL that is not one is refused beside it, in words; then the events and the description saved.
    await card.getByRole('button', { name: /^Edit of/ }).click();
    const edit = card.getByTestId('webhook-edit-form');
    await edit.waitFor();
    assert.equal(await edit.getByLabel('URL').inputValue(), receiver.url);
    const editUrl = edit.getByLabel('URL');
    await editUrl.fill('not a url');
    await edit.getByRole('button', { name: 'Save the endpoint' }).click();
    await edit.getByTestId('field-error').waitFor();
    assert.equal(await edit.getByTestId('field-error').innerText(), 'Enter the URL in full, starting with https://');
    await editUrl.fill(receiver.url);
    await edit.getByRole('checkbox', { name: /^Drawdown filed/ }).uncheck();
    await edit.getByRole('checkbox', { name: /^File uploaded/ }).check();
    await edit.getByLabel('Description (optional)').fill('E2E ledger sync, uploads too');
    const [patch] = await Promise.all([
      page.waitForRequest((r) => r.method() === 'PATCH' && r.url().includes('/webhooks/')),
      edit.getByRole('button', { name: 'Save the endpoint' }).click(),
    ]);
    assert.deepEqual(JSON.parse(patch.postData() ?? '{}'), { events: ['project.updated', 'upload.created'], description: 'E2E ledger sync, uploads too' });
    assert.equal(await card.getByTestId('webhook-said').innerText(), 'Saved the endpoint.');
    assert.deepEqual(await card.getByTestId('webhook-events').locator('li').allInnerTexts(), ['Project changed', 'File uploaded']);
    assert.equal(await card.getByTestId('webhook-description').innerText(), 'E2E ledger sync, uploads too');
    const edited = await api<WebhookView>('GET', `/webhooks/${stored.id}`);
    assert.deepEqual([edited.url, edited.events, edited.description], [receiver.url, ['project.updated', 'upload.created'], 'E2E ledger sync, uploads too']);

    // Rotate: asked first, then the new secret once and until when the old one signs; both sign the next delivery.
    await card.getByRole('button', { name: /^Rotate the secret of/ }).click();
    const confirmRotate = card.getByTestId('webhook-confirm-rotate');
    await confirmRotate.waitFor();
    assert.match(await confirmRotate.innerText(), /keeps signing for 24 hours/);
    await confirmRotate.getByRole('button', { name: 'Rotate the secret' }).click();
    const rotated = card.getByTestId('webhook-secret');
    await rotated.waitFor();
    const newSecret = await rotated.getByLabel('Signing secret').inputValue();
    assert.match(newSecret, /^whsec_/);
    assert.notEqual(newSecret, secret);
    const until = (await api<WebhookView>('GET', `/webhooks/${stored.id}`)).previous_secret_expires_at;
    assert.ok(until && Math.abs(Date.parse(until) - Date.now() - 24 * 3600_000) < 120_000, `the previous secret signs for 24 h: ${until}`);
    assert.match(await rotated.getByTestId('webhook-secret-previous').innerText(), /^The previous secret also signs every delivery until \d{1,2} \w{3} \d{4}, \d{2}:\d{2}/);
    assert.match(await card.getByTestId('webhook-previous-secret').innerText(), /^Signs too until \d{1,2} \w{3} \d{4}/);
    await rotated.scrollIntoViewIfNeeded();
    await bothWidths(page, '73-webhooks-rotated', 'the rotated secret');
    await rotated.getByRole('button', { name: /^I have stored it/ }).click();
    await changeProject();
    await receiver.waitFor(23);
    const signed = receiver.received[22]!;
    assert.equal((receiver.verify(signed, newSecret) as { type: string }).type, 'project.updated');
    assert.equal((receiver.verify(signed, secret) as { type: string }).type, 'project.updated');

    // Disable: said with its reason and time; a retry is then refused in words; enabled again.
    await card.getByRole('button', { name: /^Disable/ }).click();
    await textIs(card.getByTestId('webhook-state'), 'Disabled');
    assert.match(await card.getByTestId('webhook-state-words').innerText(), /^Disabled on \d{1,2} \w{3} \d{4}, \d{2}:\d{2}: an ADMIN disabled it\./);
    assert.match(await card.getByTestId('webhook-said').innerText(), /^Disabled: no delivery is attempted/);
    const afterDisable = await api<WebhookView>('GET', `/webhooks/${stored.id}`);
    assert.deepEqual([afterDisable.enabled, afterDisable.disabled_reason], [false, 'DISABLED_BY_ADMIN']);
    await delivery.getByRole('button', { name: /^Retry/ }).click();
    const refused = card.getByTestId('webhook-retry-said').filter({ hasText: 'Not retried' });
    await refused.waitFor();
    assert.equal(
      await refused.innerText(),
      'Not retried: this endpoint is disabled, and no delivery is attempted while it is. Enable it first; its pending deliveries then go at once.',
    );
    assert.equal(await refused.getAttribute('role'), 'alert');
    await refused.scrollIntoViewIfNeeded();
    await bothWidths(page, '74-webhooks-disabled', 'a disabled endpoint and a refused retry');
    await card.getByRole('button', { name: /^Enable/ }).click();
    await textIs(card.getByTestId('webhook-state'), 'Enabled');
    assert.equal((await api<WebhookView>('GET', `/webhooks/${stored.id}`)).enabled, true);

    // Remove: asked in the page ("Keep it" keeps it), then gone with its deliveries.
    await card.getByRole('button', { name: /^Remove of/ }).click();
    const confirmRemove = card.getByTestId('webhook-confirm-remove');
    await confirmRemove.getByRole('button', { name: 'Keep it' }).click();
    assert.equal(await confirmRemove.count(), 0);
    assert.equal(await focusedAfterFrames(page, (el) => el?.id), `wh-${stored.id}-remove`, 'the focus back on Remove');
    await card.getByRole('button', { name: /^Remove of/ }).click();
    await confirmRemove.getByRole('button', { name: 'Remove the endpoint' }).click();
    await page.getByTestId('webhooks-said').waitFor();
    assert.equal(await page.getByTestId('webhooks-said').innerText(), `Removed the endpoint ${receiver.url} and its deliveries.`);
    assert.equal(await page.getByTestId('webhook-endpoint').count(), 0);
    assert.equal(await page.getByTestId('webhooks-count').innerText(), 'No endpoint yet.');
    assert.deepEqual((await api<{ items: unknown[] }>('GET', '/webhooks')).items, []);
    assert.ok(requests.some((r) => r.startsWith(`DELETE /webhooks/${stored.id}`)));
  });

  it('shows a MEMBER and a VIEWER no link to the webhooks, and tells them the page is an ADMIN’s', async () => {
    for (const role of ['MEMBER', 'VIEWER'] as const) {
      const page = await signedIn(service.users[role]);
      const nav = page.getByRole('navigation', { name: 'Main' });
      assert.equal(await nav.getByRole('link', { name: 'Location metrics' }).count(), 1);
      assert.equal(await nav.getByRole('link', { name: 'Webhooks' }).count(), 0, `${role}: no link`);
      const asked: string[] = [];
      page.on('request', (r) => asked.push(new URL(r.url()).pathname));
      await page.goto(`${service.url}/#/webhooks`);
      const notice = page.getByTestId('webhooks-admin-only');
      await notice.waitFor();
      assert.equal(await page.locator('main h1').innerText(), 'Webhooks');
      assert.match(await notice.innerText(), new RegExp(`^ADMIN only\\. .*you are signed in as a ${role}\\.`));
      assert.equal(await page.getByRole('link', { name: 'Go to the projects' }).count(), 1);
      assert.equal(asked.filter((p) => p.startsWith('/webhooks')).length, 0, 'the page asks the API nothing');
      if (role === 'VIEWER') await bothWidths(page, '75-webhooks-viewer', 'the page for a VIEWER');
    }
  });
});
