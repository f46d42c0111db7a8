import { Fragment } from 'preact';
import { api } from '../api.ts';
import type { Body, Development, Facility } from '../api-types.ts';
import { formatCode, formatDate, formatMoney, formatNumber } from '../format.ts';
import { TableRegion } from '../tables.tsx';
import { ConfirmRemoval, type Corrections, RowButtons, RowPanel, Said, useCorrections } from './corrections.tsx';
import { FieldsForm } from './fields-form.tsx';
import { DEVELOPMENT_FIELDS, FACILITY_FIELDS, type FieldDef, labelsOf } from './project-fields.ts';

/**
 * A project's developments and facilities, each a table; to an ADMIN and a MEMBER each row has Edit
 * (`PATCH /projects/{id}/<records>/{recordId}` with the fields that changed) and Remove (`DELETE`, after
 * a confirmation in the page). `onSaved` reads the page again.
 */

type OnSaved = (said: string | null) => Promise<void>;

/** The calls that change one kind of a project's records: the fields that changed, and the removal. */
interface RecordCalls {
  update: (id: string, recordId: string, changed: Record<string, unknown>) => Promise<unknown>;
  remove: (id: string, recordId: string) => Promise<unknown>;
}

const DEVELOPMENT_CALLS: RecordCalls = {
  update: (id, developmentId, changed) => api.updateProjectDevelopment({ path: { id, developmentId }, body: changed as Body<'updateProjectDevelopment'> }),
  remove: (id, developmentId) => api.removeProjectDevelopment({ path: { id, developmentId } }),
};

const FACILITY_CALLS: RecordCalls = {
  update: (id, facilityId, changed) => api.updateProjectFacility({ path: { id, facilityId }, body: changed as Body<'updateProjectFacility'> }),
  remove: (id, facilityId) => api.removeProjectFacility({ path: { id, facilityId } }),
};

interface RecordsProps<T> {
  projectId: number;
  records: T[];
  editable: boolean;
  onSaved: OnSaved;
}

/** A record's edit form in its panel: the fields that changed, PATCHed; said in the section once saved. */
function EditRecord({
  update,
  prefix,
  noun,
  record,
  fields,
  corrections,
  onSaved,
}: {
  update: (changed: Record<string, unknown>) => Promise<unknown>;
  prefix: string;
  noun: string;
  record: { id: number; name: string };
  fields: FieldDef[];
  corrections: Corrections;
  onSaved: OnSaved;
}) {
  return (
    <FieldsForm
      prefix={`${prefix}-${record.id}`}
      title={`Edit the ${noun} “${record.name}”`}
      fields={fields}
      initial={record as unknown as Record<string, unknown>}
      submitLabel={`Save the ${noun}`}
      failed={`The ${noun} was not saved`}
      testId={`edit-${noun}`}
      onCancel={() => corrections.close()}
      save={async (values) => {
        const changed = values('changed');
        const keys = Object.keys(changed);
        if (keys.length === 0) return null;
        await update(changed);
        const said = `Saved the ${noun} “${typeof changed.name === 'string' ? changed.name : record.name}”: ${labelsOf(fields, keys)}.`;
        await onSaved(null);
        corrections.close(said);
        return said;
      }}
    />
  );
}

/** The panel open under a record, if any: its edit form or the removal's confirmation. */
function Panel({
  projectId,
  calls,
  prefix,
  noun,
  record,
  fields,
  columns,
  corrections,
  onSaved,
}: {
  projectId: number;
  calls: RecordCalls;
  prefix: string;
  noun: string;
  record: { id: number; name: string };
  fields: FieldDef[];
  columns: number;
  corrections: Corrections;
  onSaved: OnSaved;
}) {
  const action = corrections.action;
  if (action?.id !== record.id) return null;
  const ids = [String(projectId), String(record.id)] as const;
  return (
    <RowPanel prefix={prefix} id={record.id} columns={columns}>
      {action.what === 'edit' ? (
        <EditRecord update={(changed) => calls.update(...ids, changed)} prefix={prefix} noun={noun} record={record} fields={fields} corrections={corrections} onSaved={onSaved} />
      ) : (
        <ConfirmRemoval
          noun={noun}
          name={record.name}
          remove={() => calls.remove(...ids)}
          testId={`remove-${noun}`}
          onKeep={() => corrections.close()}
          onRemoved={async () => {
            await onSaved(null);
            corrections.close(`Removed the ${noun} “${record.name}”.`, true);
          }}
        />
      )}
    </RowPanel>
  );
}

export function Developments({ projectId, records: developments, editable, onSaved }: RecordsProps<Development>) {
  const corrections = useCorrections('dev');
  const columns = editable ? 6 : 5;
  return (
    <section aria-labelledby="developments-title" data-testid="developments">
      <h2 id="developments-title">Developments</h2>
      <Said corrections={corrections} testId="developments-said" />
      {developments.length === 0 ? (
        <p>No developments.</p>
      ) : (
        <TableRegion label="Developments table">
          <table class={editable ? 'records-table' : undefined}>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Function</th>
                <th scope="col">Process</th>
                <th scope="col" class="number">
                  GIFA (m²)
                </th>
                <th scope="col" class="number">
                  Units
                </th>
                {editable && <th scope="col">Change</th>}
              </tr>
            </thead>
            <tbody>
              {developments.map((d) => (
                <Fragment key={d.id}>
                  <tr>
                    <th scope="row">{d.name}</th>
                    <td>{formatCode(d.building_function)}</td>
                    <td>{formatCode(d.building_process)}</td>
                    <td class="number">{formatNumber(d.total_gifa)}</td>
                    <td class="number">{formatNumber(d.individual_units)}</td>
                    {editable && (
                      <td>
                        <RowButtons prefix="dev" id={d.id} name={d.name} corrections={corrections} />
                      </td>
                    )}
                  </tr>
                  <Panel
                    projectId={projectId}
                    calls={DEVELOPMENT_CALLS}
                    prefix="dev"
                    noun="development"
                    record={d}
                    fields={DEVELOPMENT_FIELDS}
                    columns={columns}
                    corrections={corrections}
                    onSaved={onSaved}
                  />
                </Fragment>
              ))}
            </tbody>
          </table>
        </TableRegion>
      )}
    </section>
  );
}

export function Facilities({ projectId, records: facilities, editable, onSaved }: RecordsProps<Facility>) {
  const corrections = useCorrections('fac');
  const total = facilities.reduce((sum, f) => sum + f.amount, 0);
  const columns = editable ? 4 : 3;
  return (
    <section aria-labelledby="facilities-title" data-testid="facilities">
      <h2 id="facilities-title">Facilities</h2>
      <Said corrections={corrections} testId="facilities-said" />
      {facilities.length === 0 ? (
        <p>No facilities.</p>
      ) : (
        <TableRegion label="Facilities table">
          <table class={editable ? 'records-table' : undefined}>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col" class="number">
                  Amount
                </th>
                <th scope="col">Added</th>
                {editable && <th scope="col">Change</th>}
              </tr>
            </thead>
            <tbody>
              {facilities.map((f) => (
                <Fragment key={f.id}>
                  <tr>
                    <th scope="row">{f.name}</th>
                    <td class="number">{formatMoney(f.amount)}</td>
                    <td>{formatDate(f.created_at)}</td>
                    {editable && (
                      <td>
                        <RowButtons prefix="fac" id={f.id} name={f.name} corrections={corrections} />
                      </td>
                    )}
                  </tr>
                  <Panel
                    projectId={projectId}
                    calls={FACILITY_CALLS}
                    prefix="fac"
                    noun="facility"
                    record={f}
                    fields={FACILITY_FIELDS}
                    columns={columns}
                    corrections={corrections}
                    onSaved={onSaved}
                  />
                </Fragment>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">Total</th>
                <td class="number">{formatMoney(total)}</td>
                <td />
                {editable && <td />}
              </tr>
            </tfoot>
          </table>
        </TableRegion>
      )}
    </section>
  );
}
