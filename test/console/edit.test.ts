import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
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
} from '../helpers/console.ts';
import { callOperator } from '../helpers/operator.ts';

/**
 * The project page's edit controls in a real browser (D-24, D-39, D-45): an ADMIN edits
 * the record, changes the status and adds a facility and a development; a 400 beside its field; an
 * assigned MEMBER's refused status move in words; a VIEWER without any control.
 */

const TIMEOUT = 20_000;

interface StoredProject {
  name: string;
  total_gifa: number | null;
  project_status: string;
  funder?: string | null;
}

describe('web console: editing a project', { skip: SKIP_WITHOUT_CHROMIUM }, () => {
  let service: ConsoleService;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let adminToken = '';
  /** Assigned to the MEMBER and the VIEWER. */
  let shared = 0;
  /** Another project, which only the ADMIN edits. */
  let own = 0;

  const api = async <T,>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${service.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${adminToken}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await res.text();
    assert.ok(res.status < 300, `${method} ${path}: ${res.status} ${text}`);
    return JSON.parse(text) as T;
  };
  const stored = (id: number) => api<StoredProject>('GET', `/projects/${id}`);

  before(async () => {
    ({ service, browser } = await startConsole({ slot: 3, memberProjects: 1, viewerProjects: 1 }));
    adminToken = await apiToken(service.url, service.users.ADMIN);
    shared = service.assigned.MEMBER[0]!;
    assert.equal(service.assigned.VIEWER[0], shared);
    own = service.projects.find((id) => id !== shared)!;
    // PENDING: one step forward is IN_PROGRESS, so COMPLETED is not a MEMBER's move (D-39).
    await api('PATCH', `/projects/${shared}`, { project_status: 'PENDING' });
    await api('PATCH', `/projects/${own}`, { project_status: 'PENDING', total_gifa: 1000 });
  });
  after(async () => {
    for (const context of contexts) await context.close().catch(() => {});
    await service?.stop();
  });

  const signedIn = (user: Credentials): Promise<Page> => signedInPage(browser, contexts, service.url, user, TIMEOUT);
  const openProject = async (page: Page, id: number) => {
    await page.goto(`${service.url}/#/projects/${id}`);
    await page.getByTestId('project-record').waitFor();
  };
  const recordValue = async (page: Page, term: string) =>
    (await page.getByTestId('project-record').locator('dl.record > div').filter({ has: page.locator('dt', { hasText: term }) }).locator('dd').innerText()).trim();

  it('lets an ADMIN edit the record, shows a 400 beside its field, change the status and add a facility and a development', async () => {
    const page = await signedIn(service.users.ADMIN);
    await openProject(page, own);

    // Edit the name and the GIFA: only those are sent, the page reads the project and its trail again.
    await page.getByRole('button', { name: 'Edit project' }).click();
    const form = page.getByTestId('edit-project');
    await form.waitFor();
    await page.getByLabel('Name', { exact: true }).fill('Riverside Wharf (edited)');
    await page.getByLabel('Total GIFA (m²)').fill('12345.5');
    const violations = await seriousAxeViolations(page);
    assert.deepEqual(violations, [], describeViolations(violations));
    await form.scrollIntoViewIfNeeded();
    await screenshot(page, '50-project-edit');
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.method() === 'PATCH'),
      page.getByRole('button', { name: 'Save changes' }).click(),
    ]);
    assert.deepEqual(JSON.parse(request.postData() ?? '{}'), { name: 'Riverside Wharf (edited)', total_gifa: 12345.5 });
    await page.getByTestId('project-saved').waitFor();
    assert.match(await page.getByTestId('project-saved').innerText(), /Saved: Name, Total GIFA/);
    assert.equal(await page.getByTestId('project-title').innerText(), 'Riverside Wharf (edited)');
    assert.equal(await recordValue(page, 'Total GIFA'), '12,345.5');
    assert.equal(await page.getByTestId('edit-project').count(), 0, 'the form closes once saved');
    // The trail says the change in the form's words, the figures as the page writes them.
    await page.getByTestId('event-trail').getByText('Total GIFA (m²): 1,000 → 12,345.5', { exact: true }).waitFor();
    const saved = await stored(own);
    assert.equal(saved.name, 'Riverside Wharf (edited)');
    assert.equal(saved.total_gifa, 12345.5);

    // A negative GIFA: the console's own check says it beside the field and in the summary, in words;
    // nothing is sent, nothing stored.
    await page.setViewportSize({ width: 768, height: 1000 });
    await page.getByRole('button', { name: 'Edit project' }).click();
    await page.getByLabel('Total GIFA (m²)').fill('-5');
    let patches = 0;
    const countPatch = (r: { method(): string }) => void (r.method() === 'PATCH' && patches++);
    page.on('request', countPatch);
    await page.getByRole('button', { name: 'Save changes' }).click();
    const beside = page.locator('#pe-total_gifa-error');
    await beside.waitFor();
    assert.equal(await beside.innerText(), 'The total GIFA (m²) cannot be below 0');
    assert.equal(await page.locator('#pe-total_gifa').getAttribute('aria-invalid'), 'true');
    assert.equal(await page.locator('#pe-total_gifa').getAttribute('aria-describedby'), 'pe-total_gifa-hint pe-total_gifa-error');
    const summary = page.getByTestId('edit-project-error');
    assert.equal(await summary.getAttribute('role'), 'alert');
    assert.match(await summary.innerText(), /The project was not saved: The total GIFA \(m²\) cannot be below 0/);
    page.off('request', countPatch);
    assert.equal(patches, 0, 'nothing is sent while the form needs changing');
    await page.getByTestId('edit-project').scrollIntoViewIfNeeded();
    await screenshot(page, '51-project-edit-error');
    assert.equal((await stored(own)).total_gifa, 12345.5);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.setViewportSize({ width: 1280, height: 800 });

    // An ADMIN may set any status (D-39): two steps forward.
    await page.locator('#status-next').selectOption('DEFECTS_CORRECTION');
    await page.getByRole('button', { name: 'Change status' }).click();
    await page.getByTestId('project-saved').getByText('Status changed from Pending to Defects correction.').waitFor();
    assert.equal(await recordValue(page, 'Status'), 'Defects correction');
    assert.equal((await stored(own)).project_status, 'DEFECTS_CORRECTION');
    await page.getByTestId('event-trail').getByText('Status: Pending → Defects correction', { exact: true }).waitFor();

    // A facility: listed after the 201.
    await page.getByRole('button', { name: 'Add a facility' }).click();
    await page.getByLabel('Facility name').fill('Senior loan');
    await page.getByLabel('Amount (£)').fill('2500000');
    await page.getByRole('button', { name: 'Add facility' }).click();
    const facilities = page.getByTestId('facilities');
    await facilities.getByRole('rowheader', { name: 'Senior loan' }).waitFor();
    assert.equal(await page.getByTestId('add-facility-form-note').innerText(), 'Added the facility Senior loan.');
    assert.equal(await page.getByLabel('Facility name').inputValue(), '', 'the form is emptied for the next one');
    assert.match(await facilities.locator('tbody tr').filter({ hasText: 'Senior loan' }).innerText(), /£2,500,000/);
    const listed = await api<{ name: string; amount: number }[]>('GET', `/projects/${own}/facilities`);
    assert.ok(listed.some((f) => f.name === 'Senior loan' && f.amount === 2_500_000));

    // A facility without a name and with an amount in words: both said at once, beside each field.
    await page.getByLabel('Amount (£)').fill('ten pounds');
    await page.getByRole('button', { name: 'Add facility' }).click();
    await page.locator('#af-name-error').waitFor();
    assert.equal(await page.locator('#af-name-error').innerText(), 'Enter the facility name');
    assert.equal(await page.locator('#af-amount-error').innerText(), 'Enter the amount, in British pounds (such as £1,250,000)');
    assert.equal(await page.getByTestId('add-facility-form-error-fields').locator('li').count(), 2);

    // An amount typed as people write it, with the symbol, commas and pence: a number to the API.
    await page.getByLabel('Facility name').fill('Mezzanine');
    await page.getByLabel('Amount (£)').fill('£1,250,000.50');
    const [added] = await Promise.all([
      page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/facilities')),
      page.getByRole('button', { name: 'Add facility' }).click(),
    ]);
    assert.deepEqual(JSON.parse(added.postData() ?? '{}'), { name: 'Mezzanine', amount: 1_250_000.5 });
    await facilities.getByRole('rowheader', { name: 'Mezzanine' }).waitFor();

    // A development (D-45): listed after the 201.
    await page.getByRole('button', { name: 'Add a development' }).click();
    await page.getByLabel('Development name').fill('Block A');
    await page.getByTestId('add-development-form').getByLabel('Building function').selectOption('residential');
    await page.getByTestId('add-development-form').getByLabel('Building process').selectOption('new_build');
    await page.getByLabel('GIFA (m²)', { exact: true }).fill('4000');
    await page.getByTestId('add-development-form').getByLabel('Units', { exact: true }).fill('42');
    await page.getByRole('button', { name: 'Add development' }).click();
    const developments = page.getByTestId('developments');
    await developments.getByRole('rowheader', { name: 'Block A' }).waitFor();
    assert.match(await developments.locator('tbody tr').filter({ hasText: 'Block A' }).innerText(), /Residential\s+New build\s+4,000\s+42/);
  });

  it('shows an assigned MEMBER the controls and the refused status move in words', async () => {
    const page = await signedIn(service.users.MEMBER);
    await openProject(page, shared);
    await page.getByRole('button', { name: 'Edit project' }).waitFor();
    await page.getByRole('button', { name: 'Add a facility' }).waitFor();
    assert.match(await page.locator('#status-next-hint').innerText(), /From Pending .*: In progress, Pre contract, Not yet secured/);

    // Two steps forward is not a MEMBER's move: the API's 409 in words, and nothing changed.
    await page.locator('#status-next').selectOption('DEFECTS_CORRECTION');
    await page.getByRole('button', { name: 'Change status' }).click();
    const refused = page.getByTestId('status-error');
    await refused.waitFor();
    assert.equal(await refused.getAttribute('role'), 'alert');
    const words = await refused.innerText();
    assert.match(words, /cannot move from Pending to Defects correction/);
    assert.match(words, /This project can move from Pending to: In progress, Pre contract, Not yet secured\./);
    assert.equal((await stored(shared)).project_status, 'PENDING');
    assert.equal(await recordValue(page, 'Status'), 'Pending');
    await page.getByTestId('status-change').scrollIntoViewIfNeeded();
    await screenshot(page, '52-project-status-refused');

    // The operator makes this user a VIEWER while their page is open (their token still says MEMBER; the
    // API holds the current role). The next change is refused (403): the page reads GET /me again, says
    // the role changed and no longer offers any change, without signing the user out.
    const users = await callOperator<{ data?: { id: number; email: string }[] } | { id: number; email: string }[]>(
      service,
      'GET',
      `/admin/environments/${service.environmentId}/users`,
    );
    const member = (Array.isArray(users) ? users : (users.data ?? [])).find((u) => u.email === service.users.MEMBER.email);
    assert.ok(member, 'the MEMBER is among the environment\'s users');
    const userPath = `/admin/environments/${service.environmentId}/users/${member.id}`;
    await callOperator(service, 'PATCH', userPath, { role: 'VIEWER' });
    try {
      await page.getByRole('button', { name: 'Edit project' }).click();
      await page.getByLabel('Funder').fill('Another fund');
      await page.getByRole('button', { name: 'Save changes' }).click();
      const notice = page.getByTestId('role-changed');
      await notice.waitFor();
      assert.equal(await notice.innerText(), 'Your role is now VIEWER: this page no longer offers changes.');
      assert.equal(await notice.getAttribute('role'), 'alert');
      assert.equal(await page.getByTestId('signed-in-as').innerText(), 'E2E Member (VIEWER)');
      await page.getByTestId('project-record').waitFor();
      for (const testId of ['edit-project-open', 'status-change', 'edit-project', 'add-facility', 'add-development']) {
        assert.equal(await page.getByTestId(testId).count(), 0, testId);
      }
      assert.equal(await page.locator('main form, main input, main select, main textarea').count(), 0);
      assert.notEqual((await stored(shared)).funder, 'Another fund');
      await screenshot(page, '53-project-role-changed');
    } finally {
      await callOperator(service, 'PATCH', userPath, { role: 'MEMBER' });
    }
    // The next page the user opens reads the role again (no 403 would tell of a raised role): the list says
    // why, and back on the project a MEMBER's controls are there, without a reload or a new sign-in.
    await page.evaluate(() => (location.hash = '#/projects'));
    await page.getByTestId('role-changed').getByText('Your role is now MEMBER').waitFor();
    assert.equal(await page.getByTestId('signed-in-as').innerText(), 'E2E Member (MEMBER)');
    await page.evaluate((id) => (location.hash = `#/projects/${id}`), shared);
    await page.getByRole('button', { name: 'Edit project' }).waitFor();

    // One step forward is.
    await page.locator('#status-next').selectOption('IN_PROGRESS');
    await page.getByRole('button', { name: 'Change status' }).click();
    await page.getByTestId('project-saved').waitFor();
    assert.equal((await stored(shared)).project_status, 'IN_PROGRESS');
  });

  it('shows a VIEWER no edit control at all', async () => {
    const page = await signedIn(service.users.VIEWER);
    await openProject(page, shared);
    await page.getByTestId('event-trail').waitFor();
    for (const testId of ['edit-project-open', 'status-change', 'edit-project', 'add-facility', 'add-development']) {
      assert.equal(await page.getByTestId(testId).count(), 0, testId);
    }
    assert.equal(await page.locator('main form, main input, main select, main textarea').count(), 0);
    assert.equal(await page.getByRole('button', { name: /Edit|Add|Change status|Save/ }).count(), 0);
    // The API refuses a VIEWER anyway (D-24).
    const token = await apiToken(service.url, service.users.VIEWER);
    const res = await fetch(`${service.url}/projects/${shared}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Not mine' }),
    });
    assert.equal(res.status, 403);
  });
});
