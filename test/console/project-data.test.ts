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
  focusedAfterFrames,
} from '../helpers/console.ts';

/**
 * A project's data made complete in the console, in a real browser: an ADMIN creates a project (a
 * 400 and a 409 beside their fields); a MEMBER sees no "New project", corrects and removes a facility,
 * a development and an appraisal line (each checked through the API and in the event trail by the
 * MEMBER's name), is refused in words the removal of a facility a drawdown draws on, adds appraisal
 * lines and a risk assessment set; a VIEWER sees none of the controls; axe at a laptop's and a tablet's
 * width with the forms open.
 */

const TIMEOUT = 20_000;
const MEMBER_NAME = 'E2E Member';

interface Named {
  id: number;
  name: string;
}
interface Line {
  id: number;
  label: string;
  budget: number | null;
  out_turn: number | null;
}
interface TrailEvent {
  kind: string;
  user: { id: number; name: string } | null;
  details: Record<string, unknown>;
}

describe('web console: a project’s data', { skip: SKIP_WITHOUT_CHROMIUM }, () => {
  let service: ConsoleService;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let adminToken = '';
  /** Assigned to the MEMBER and the VIEWER: the records the MEMBER corrects. */
  let shared = 0;
  let drawn: Named;
  let spare: Named;
  let block: Named;

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
  const trail = () => api<TrailEvent[]>('GET', `/projects/${shared}/events?limit=100`);

  before(async () => {
    // A service of this file's own: the projects an ADMIN creates here would change the lists and totals
    // the other files of a shared service count.
    ({ service, browser } = await startConsole({ slot: 0, memberProjects: 1, viewerProjects: 1, env: { CONSOLE_TEST_FILE: 'project-data' } }));
    adminToken = await apiToken(service.url, service.users.ADMIN);
    shared = service.assigned.MEMBER[0]!;
    assert.equal(service.assigned.VIEWER[0], shared);
    drawn = await api<Named>('POST', `/projects/${shared}/facilities`, { name: 'E2E senior loan', amount: 2_500_000 });
    spare = await api<Named>('POST', `/projects/${shared}/facilities`, { name: 'E2E mezzanine', amount: 500_000 });
    block = await api<Named>('POST', `/projects/${shared}/developments`, { name: 'E2E Block A', building_function: 'residential', total_gifa: 4000 });
    await api('PUT', `/projects/${shared}/cost-inputs`, [
      { label: 'Build costs', budget: 1_000_000, out_turn: 1_100_000 },
      { label: 'Contingency', budget: 50_000 },
    ]);
    // A drawdown drawn on the senior loan: that facility cannot be removed.
    await api('POST', '/reports/drawdown', {
      project_id: shared,
      month: 3,
      year: 2026,
      edition: 7,
      aggregate: { amount: 1000 },
      facility: [{ facility_id: drawn.id, amount: 1000 }],
      riskStatus: [],
    });
  });
  after(async () => {
    for (const context of contexts) await context.close().catch(() => {});
    await service?.stop();
  });

  const signedIn = (user: Credentials): Promise<Page> => signedInPage(browser, contexts, service.url, user, TIMEOUT);
  const openProject = async (page: Page, id: number) => {
    await page.goto(`${service.url}/#/projects/${id}`);
    await page.getByTestId('project-record').waitFor();
    await page.getByTestId('event-trail').locator('ol.events > li').first().waitFor();
  };
  const axeClean = async (page: Page, where: string) => {
    const violations = await seriousAxeViolations(page);
    assert.deepEqual(violations, [], `${where}:\n${describeViolations(violations)}`);
  };
  /** The trail's entry that says `what`, by the MEMBER's name. */
  const trailSays = async (page: Page, what: string | RegExp) => {
    const entry = page.getByTestId('event-trail').locator('ol.events > li').filter({ hasText: what }).first();
    await entry.waitFor();
    assert.match(await entry.innerText(), new RegExp(`by ${MEMBER_NAME}`));
    return entry;
  };

  it('lets an ADMIN create a project, with each rule beside its field, a 400 and a 409 beside theirs', async () => {
    const page = await signedIn(service.users.ADMIN);
    await page.getByRole('button', { name: 'New project' }).click();
    const form = page.getByTestId('new-project-form');
    await form.waitFor();
    assert.equal(await page.locator('#np-name-hint').innerText(), 'Required. Up to 200 characters, not only spaces.');
    assert.equal(await page.locator('#np-total_gifa-hint').innerText(), 'Optional. A number from 0 to 1,000,000,000.');
    assert.equal(await page.locator('#np-number_of_units-hint').innerText(), 'Optional. A whole number from 0 to 1,000,000.');
    assert.equal(await page.locator('#np-total_gifa').getAttribute('aria-describedby'), 'np-total_gifa-hint');

    await page.getByLabel('Reference', { exact: true }).fill('E2E-NEW-1');
    await page.getByLabel('Total GIFA (m²)').fill('-3');
    await page.getByLabel('Units', { exact: true }).fill('24.5');
    await page.getByLabel('Total budget (£)').fill('four and a half million');
    await page.getByLabel('Postcode').fill('sw1a1aa');
    await page.getByLabel('Contract start').fill('2026-04-01');
    await axeClean(page, 'new project form, desktop');

    // Four fields wrong: one submit says all four, each beside its field in words, and nothing is sent.
    let posts = 0;
    const countPost = (r: { method(): string }) => void (r.method() === 'POST' && posts++);
    page.on('request', countPost);
    await page.getByRole('button', { name: 'Create the project' }).click();
    const summary = page.getByTestId('new-project-form-error');
    await summary.waitFor();
    assert.match(await summary.innerText(), /^The project was not created: 4 answers need changing/);
    assert.deepEqual(await page.getByTestId('new-project-form-error-fields').locator('li').allInnerTexts(), [
      'Enter the name',
      'The total GIFA (m²) cannot be below 0',
      'Enter the units as a whole number',
      'Enter the total budget, in British pounds (such as £1,250,000)',
    ]);
    for (const [id, words] of [
      ['np-name', 'Enter the name'],
      ['np-total_gifa', 'The total GIFA (m²) cannot be below 0'],
      ['np-number_of_units', 'Enter the units as a whole number'],
      ['np-total_budget', 'Enter the total budget, in British pounds (such as £1,250,000)'],
    ]) {
      assert.equal(await page.locator(`#${id}-error`).innerText(), words);
      assert.equal(await page.locator(`#${id}`).getAttribute('aria-invalid'), 'true');
    }
    assert.equal(await page.locator('#np-total_gifa').getAttribute('aria-describedby'), 'np-total_gifa-hint np-total_gifa-error');
    assert.equal(posts, 0, 'nothing is sent while the form needs changing');
    page.off('request', countPost);
    await form.scrollIntoViewIfNeeded();
    await screenshot(page, '60-new-project');
    // The summary's link for a field takes the focus to it.
    await page.getByTestId('new-project-form-error-fields').getByRole('link', { name: 'Enter the units as a whole number' }).click();
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'np-number_of_units');

    // Numbers go as JSON numbers (an amount as people write it), the empty optional fields not at all;
    // on 201 the project's page opens.
    await page.getByLabel('Name', { exact: true }).fill('E2E Harbour Lofts');
    await page.getByLabel('Units', { exact: true }).fill('24');
    await page.getByLabel('Total budget (£)').fill('£4,500,000');
    await page.getByLabel('Total GIFA (m²)').fill('2500');
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/projects')),
      page.getByRole('button', { name: 'Create the project' }).click(),
    ]);
    assert.deepEqual(JSON.parse(request.postData() ?? '{}'), {
      name: 'E2E Harbour Lofts',
      project_reference: 'E2E-NEW-1',
      postcode: 'sw1a1aa',
      total_gifa: 2500,
      number_of_units: 24,
      total_budget: 4_500_000,
      contract_start_date: '2026-04-01T00:00:00.000Z',
    });
    await page.waitForURL(/#\/projects\/\d+$/);
    await page.getByTestId('project-title').getByText('E2E Harbour Lofts').waitFor();
    const created = Number(/#\/projects\/(\d+)$/.exec(page.url())![1]);
    const stored = await api<{ name: string; postcode: string; total_gifa: number; project_status: string }>('GET', `/projects/${created}`);
    assert.deepEqual([stored.name, stored.postcode, stored.total_gifa, stored.project_status], ['E2E Harbour Lofts', 'SW1A 1AA', 2500, 'PENDING']);
    const createdEvent = page.getByTestId('event-trail').locator('ol.events > li').filter({ hasText: 'Project created' });
    await createdEvent.waitFor();
    assert.doesNotMatch(await createdEvent.innerText(), /by user \d|by the operator/, 'the ADMIN is named');

    // The same reference again: the API's 409 beside the reference.
    await page.goto(`${service.url}/#/projects`);
    await page.getByRole('button', { name: 'New project' }).click();
    await page.getByLabel('Name', { exact: true }).fill('E2E Harbour Lofts again');
    await page.getByLabel('Reference', { exact: true }).fill('E2E-NEW-1');
    await page.setViewportSize({ width: 768, height: 1000 });
    await page.getByRole('button', { name: 'Create the project' }).click();
    const taken = page.locator('#np-project_reference-error');
    await taken.waitFor();
    assert.equal(await taken.innerText(), 'The reference “E2E-NEW-1” is already used: choose another');
    assert.equal(await page.locator('#np-project_reference').getAttribute('aria-invalid'), 'true');
    await axeClean(page, 'new project form with a 409, 768 px');
    await page.getByTestId('new-project-form').scrollIntoViewIfNeeded();
    await screenshot(page, '61-new-project-conflict');
    const list = await api<{ meta: { total: number } }>('GET', '/projects?search=E2E-NEW-1');
    assert.equal(list.meta.total, 1, 'nothing more was created');
  });

  it('shows a MEMBER no "New project", and lets them correct and remove a facility, refused in words while a drawdown draws on it', async () => {
    const page = await signedIn(service.users.MEMBER);
    assert.equal(await page.getByTestId('new-project').count(), 0);
    assert.equal(await page.getByRole('button', { name: 'New project' }).count(), 0);
    await openProject(page, shared);
    const facilities = page.getByTestId('facilities');

    // The trail in a lender's words: the drawdown filed by its month and amount, a facility by its name
    // and amount; no record ids, no counts by their keys.
    const trailEntry = (what: string) => page.getByTestId('event-trail').locator('ol.events > li').filter({ hasText: what }).first();
    const filed = trailEntry('Interim report filed: March 2026, edition 7');
    await filed.waitFor();
    assert.deepEqual(await filed.locator('.event-details li').allInnerTexts(), ['£1,000 drawn', 'With 1 facility line']);
    assert.deepEqual(await trailEntry(`Facility added: “${drawn.name}”`).locator('.event-details li').allInnerTexts(), ['Amount: £2,500,000']);
    assert.doesNotMatch(await page.getByTestId('event-trail').innerText(), /_id:|report_id|visit_files|lines_before|\{"/);
    await page.getByTestId('event-trail').scrollIntoViewIfNeeded();
    await screenshot(page, '65-event-trail');

    // Edit: the name and the amount, PATCHed; the page and its trail read again.
    await page.getByRole('button', { name: `Edit ${spare.name}` }).click();
    const edit = page.getByTestId('edit-facility');
    await edit.waitFor();
    assert.equal(await page.getByRole('button', { name: `Edit ${spare.name}` }).getAttribute('aria-expanded'), 'true');
    await edit.getByLabel('Facility name').fill('E2E mezzanine B');
    await edit.getByLabel('Amount (£)').fill('750000');
    await axeClean(page, 'facility edit form, desktop');
    await edit.scrollIntoViewIfNeeded();
    await screenshot(page, '62-facility-edit');
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.method() === 'PATCH'),
      edit.getByRole('button', { name: 'Save the facility' }).click(),
    ]);
    assert.ok(request.url().endsWith(`/projects/${shared}/facilities/${spare.id}`), request.url());
    assert.deepEqual(JSON.parse(request.postData() ?? '{}'), { name: 'E2E mezzanine B', amount: 750_000 });
    await page.getByTestId('facilities-said').getByText('Saved the facility “E2E mezzanine B”: Facility name, Amount (£).').waitFor();
    assert.match(await facilities.locator('tbody tr').filter({ hasText: 'E2E mezzanine B' }).innerText(), /£750,000/);
    const listed = await api<{ id: number; name: string; amount: number }[]>('GET', `/projects/${shared}/facilities`);
    assert.deepEqual(listed.find((f) => f.id === spare.id), { ...listed.find((f) => f.id === spare.id), name: 'E2E mezzanine B', amount: 750_000 });
    // The event names the facility as it was, and says each change.
    const changed = await trailSays(page, 'Facility changed: “E2E mezzanine”');
    assert.match(await changed.innerText(), /Facility name: “E2E mezzanine” → “E2E mezzanine B”/);
    assert.match(await changed.innerText(), /Amount: £500,000 → £750,000/);
    assert.doesNotMatch(await changed.innerText(), /facility_id|Amount: £500,000\n/, 'no id, and the amount said once, as its change');

    // Removing the facility a drawdown draws on: the API's 409 in words beside the row; the facility stays.
    await page.getByRole('button', { name: `Remove ${drawn.name}` }).click();
    const confirm = page.getByTestId('remove-facility');
    await confirm.waitFor();
    assert.match(await confirm.innerText(), new RegExp(`Remove the facility “${drawn.name}”\\?`));
    await confirm.getByRole('button', { name: 'Remove the facility' }).click();
    const refused = page.getByTestId('remove-facility-error');
    await refused.waitFor();
    assert.equal(await refused.getAttribute('role'), 'alert');
    assert.match(await refused.innerText(), new RegExp(`^The facility was not removed: Facility "${drawn.name}" is drawn on by 1 drawdown report \\(March 2026 edition 7\\); it cannot be removed`));
    await page.setViewportSize({ width: 768, height: 1000 });
    await axeClean(page, 'facility removal refused, 768 px');
    await confirm.scrollIntoViewIfNeeded();
    await screenshot(page, '63-facility-removal-refused');
    await page.setViewportSize({ width: 1280, height: 800 });
    assert.ok((await api<Named[]>('GET', `/projects/${shared}/facilities`)).some((f) => f.id === drawn.id), 'the facility is still there');
    assert.equal(await confirm.getByRole('button', { name: 'Remove the facility' }).count(), 0, 'asking again would be refused again');
    assert.equal(await focusedAfterFrames(page, (el) => el?.textContent), 'Close');
    await confirm.getByRole('button', { name: 'Close' }).click();
    assert.equal(await focusedAfterFrames(page, (el) => el?.id), `fac-${drawn.id}-remove`, 'the focus is back on the row’s Remove');
    await facilities.getByRole('rowheader', { name: drawn.name }).waitFor();

    // Removing the other: gone from the table, the API and said in the trail.
    await page.getByRole('button', { name: 'Remove E2E mezzanine B' }).click();
    await page.getByTestId('remove-facility').getByRole('button', { name: 'Remove the facility' }).click();
    await page.getByTestId('facilities-said').getByText('Removed the facility “E2E mezzanine B”.').waitFor();
    assert.equal(await facilities.getByRole('rowheader', { name: 'E2E mezzanine B' }).count(), 0);
    assert.equal(await focusedAfterFrames(page, (el) => el?.getAttribute('data-testid')), 'facilities-said', 'the focus is on what was said');
    assert.ok(!(await api<Named[]>('GET', `/projects/${shared}/facilities`)).some((f) => f.id === spare.id));
    await trailSays(page, 'Facility removed: “E2E mezzanine B”');
  });

  it('lets a MEMBER correct and remove a development', async () => {
    const page = await signedIn(service.users.MEMBER);
    await openProject(page, shared);
    const developments = page.getByTestId('developments');
    await page.getByRole('button', { name: `Edit ${block.name}` }).click();
    const edit = page.getByTestId('edit-development');
    await edit.waitFor();
    assert.equal(await edit.getByLabel('GIFA (m²)').inputValue(), '4000');
    await edit.getByLabel('GIFA (m²)').fill('4200');
    await edit.getByLabel('Floors above ground').fill('12');
    await edit.getByRole('button', { name: 'Save the development' }).click();
    await page.getByTestId('developments-said').getByText(`Saved the development “${block.name}”: GIFA (m²), Floors above ground.`).waitFor();
    assert.match(await developments.locator('tbody tr').filter({ hasText: block.name }).innerText(), /4,200/);
    const stored = await api<{ id: number; total_gifa: number; site_max_floors_above_ground: number }[]>('GET', `/projects/${shared}/developments`);
    const mine = stored.find((d) => d.id === block.id)!;
    assert.deepEqual([mine.total_gifa, mine.site_max_floors_above_ground], [4200, 12]);
    const changed = await trailSays(page, `Development changed: “${block.name}”`);
    assert.match(await changed.innerText(), /GIFA \(m²\): 4,000 → 4,200/);
    assert.doesNotMatch(await changed.innerText(), /development_id|total_gifa/);

    await page.getByRole('button', { name: `Remove ${block.name}` }).click();
    await page.getByTestId('remove-development').getByRole('button', { name: 'Remove the development' }).click();
    await page.getByTestId('developments-said').getByText(`Removed the development “${block.name}”.`).waitFor();
    assert.equal(await developments.getByRole('rowheader', { name: block.name }).count(), 0);
    assert.ok(!(await api<Named[]>('GET', `/projects/${shared}/developments`)).some((d) => d.id === block.id));
    await trailSays(page, `Development removed: “${block.name}”`);
  });

  it('lets a MEMBER edit, add and remove appraisal lines, a label offered from the settings or new', async () => {
    const page = await signedIn(service.users.MEMBER);
    await openProject(page, shared);
    const section = page.getByTestId('appraisal');
    const lines = () => api<Line[]>('GET', `/projects/${shared}/cost-inputs`);
    const before = await lines();
    const contingency = before.find((l) => l.label === 'Contingency')!;

    // The settings are the label's suggestions.
    const offered = await page.locator('datalist#appraisal-labels option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    assert.ok(offered.includes('Interest') && offered.includes('Contingency'), offered.join(', '));

    // Edit: the budget, PATCHed on the line.
    await page.getByRole('button', { name: 'Edit Contingency' }).click();
    const edit = page.getByTestId('edit-line');
    await edit.waitFor();
    assert.equal(await edit.getByLabel('Budget (£)').inputValue(), '50000');
    assert.equal(await edit.getByLabel('Appraisal setting').getAttribute('list'), 'appraisal-labels');
    await edit.getByLabel('Budget (£)').fill('60000');
    await edit.getByLabel('Out-turn (£)').fill('58000');
    await axeClean(page, 'appraisal line edit form, desktop');
    await edit.scrollIntoViewIfNeeded();
    await screenshot(page, '64-appraisal-line-edit');
    const [request] = await Promise.all([page.waitForRequest((r) => r.method() === 'PATCH'), edit.getByRole('button', { name: 'Save the line' }).click()]);
    assert.ok(request.url().endsWith(`/projects/${shared}/cost-inputs/${contingency.id}`), request.url());
    assert.deepEqual(JSON.parse(request.postData() ?? '{}'), { budget: 60_000, out_turn: 58_000 });
    await page.getByTestId('appraisal-said').getByText('Saved the appraisal line “Contingency”: Budget (£), Out-turn (£).').waitFor();
    assert.match(await section.innerText(), /Contingency\s+budget £60,000, out-turn £58,000/);
    const edited = (await lines()).find((l) => l.id === contingency.id)!;
    assert.deepEqual([edited.budget, edited.out_turn], [60_000, 58_000]);
    // The trail says the change once, in the form's words, without the line's id.
    const lineChanged = await trailSays(page, 'Appraisal line changed: “Contingency”');
    const said = await lineChanged.locator('.event-details li').allInnerTexts();
    assert.deepEqual(said, ['Budget: £50,000 → £60,000', 'Out-turn: not set → £58,000']);

    // Add: a setting of the environment, then a new label, which becomes a setting; the list is PUT whole.
    await page.getByRole('button', { name: 'Add an appraisal line' }).click();
    const add = page.getByTestId('add-line-form');
    await add.getByLabel('Appraisal setting').fill('Interest');
    await add.getByLabel('Budget (£)').fill('20000');
    const [put] = await Promise.all([page.waitForRequest((r) => r.method() === 'PUT'), add.getByRole('button', { name: 'Add the line' }).click()]);
    const sent = JSON.parse(put.postData() ?? '[]') as { label: string }[];
    assert.deepEqual(sent.map((l) => l.label), ['Build costs', 'Contingency', 'Interest']);
    await page.getByTestId('add-line-form-note').getByText('Added the appraisal line “Interest”.').waitFor();
    await section.locator('.tree-row', { hasText: 'Interest' }).getByText('budget £20,000').waitFor();
    // The same label again: said beside the label, nothing sent.
    await add.getByLabel('Appraisal setting').fill('interest');
    await add.getByRole('button', { name: 'Add the line' }).click();
    await page.locator('#al-label-error').getByText(/already has a line on “interest”; edit that line instead/).waitFor();
    await add.getByLabel('Appraisal setting').fill('E2E survey fees');
    await add.getByLabel('Budget (£)').fill('1500');
    await add.getByRole('button', { name: 'Add the line' }).click();
    await page.getByTestId('add-line-form-note').getByText('Added the appraisal line “E2E survey fees”.').waitFor();
    assert.deepEqual((await lines()).map((l) => l.label), ['Build costs', 'Contingency', 'Interest', 'E2E survey fees']);
    const settings = await api<{ input_value: string }[]>('GET', '/input-settings?kind=APPRAISAL');
    assert.ok(settings.some((s) => s.input_value === 'E2E survey fees'), 'the new label is a setting');
    await page.locator('datalist#appraisal-labels option[value="E2E survey fees"]').waitFor({ state: 'attached' });

    // Remove: gone from the tree, the API and said in the trail.
    await page.getByRole('button', { name: 'Remove Build costs' }).click();
    await page.getByTestId('remove-line').getByRole('button', { name: 'Remove the appraisal line' }).click();
    await page.getByTestId('appraisal-said').getByText('Removed the appraisal line “Build costs”.').waitFor();
    assert.equal(await section.locator('.tree-row', { hasText: 'Build costs' }).count(), 0);
    assert.deepEqual((await lines()).map((l) => l.label), ['Contingency', 'Interest', 'E2E survey fees']);
    await trailSays(page, 'Appraisal line removed: “Build costs”');
    const events = await trail();
    const removed = events.find((e) => e.kind === 'COST_INPUT_REMOVED');
    assert.equal(removed?.user?.name, MEMBER_NAME);
  });

  it('lets a MEMBER add a risk assessment set, which appears first', async () => {
    const page = await signedIn(service.users.MEMBER);
    await openProject(page, shared);
    const section = page.getByTestId('risk-history');
    const before = await api<{ id: number }[]>('GET', `/projects/${shared}/risk-assessments`);
    await page.getByRole('button', { name: 'Add a risk assessment set' }).click();
    const form = page.getByTestId('add-risk-set-form');
    await form.waitFor();
    await form.getByLabel('Programme: value').fill('High');
    await form.getByLabel('Programme: score').fill('4');
    await form.getByLabel('Cost: value').fill('Medium');
    await form.getByLabel('Status of the set').selectOption('SUBMITTED');
    await page.setViewportSize({ width: 768, height: 1000 });
    await axeClean(page, 'risk assessment form, 768 px');
    await form.scrollIntoViewIfNeeded();
    await screenshot(page, '65-risk-assessment-new');
    await page.setViewportSize({ width: 1280, height: 800 });
    await form.getByRole('button', { name: 'Add the set' }).click();
    await page.getByTestId('risk-said').getByText(/^Added a risk assessment set: Submitted, \d+ assessments?\.$/).waitFor();
    const first = section.getByTestId('risk-set').first();
    assert.match(await first.locator('summary').innerText(), /Submitted/);
    assert.equal(await first.getAttribute('open'), '', 'the new set is the open one');
    assert.match(await first.locator('tr', { hasText: 'Programme' }).innerText(), /High\s+4/);
    const sets = await api<{ id: number; current_status: string; assessments: { category: string; value: string | null; score: string | null }[] }[]>(
      'GET',
      `/projects/${shared}/risk-assessments`,
    );
    assert.equal(sets.length, before.length + 1);
    assert.equal(sets[0]!.current_status, 'SUBMITTED');
    const programme = sets[0]!.assessments.find((a) => a.category === 'Programme');
    assert.deepEqual([programme?.value, programme?.score], ['High', '4']);
    assert.equal(sets[0]!.assessments.find((a) => a.category === 'Cost')?.value, 'Medium');
    await trailSays(page, 'Risk assessment set added');
  });

  it('shows a VIEWER none of the controls', async () => {
    const page = await signedIn(service.users.VIEWER);
    assert.equal(await page.getByTestId('new-project').count(), 0);
    await openProject(page, shared);
    for (const testId of ['new-project', 'add-line', 'add-risk-set', 'add-facility', 'add-development']) {
      assert.equal(await page.getByTestId(testId).count(), 0, testId);
    }
    assert.equal(await page.getByRole('button', { name: /^(Edit|Remove|Add|New)/ }).count(), 0);
    assert.equal(await page.locator('main form, main input, main select, main textarea, main datalist').count(), 0);
    // The API refuses a VIEWER anyway.
    const token = await apiToken(service.url, service.users.VIEWER);
    const res = await fetch(`${service.url}/projects/${shared}/facilities/${drawn.id}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ amount: 1 }),
    });
    assert.equal(res.status, 403);
  });
});
