import { api } from '../api.ts';
import type { Body } from '../api-types.ts';
import { go } from '../route.ts';
import { Disclosure, FieldsForm } from './fields-form.tsx';
import { NEW_PROJECT_FIELDS } from './project-fields.ts';

/**
 * "New project" on the projects list, for an ADMIN (`POST /projects` refuses a MEMBER and a VIEWER
 * 403, so they are not offered it): the project's own fields with the record's edit form's field list
 * (project-fields.ts), an empty optional field left out; on 201 the new project's page opens. A 400 or
 * a 409 (a reference already used) is shown beside the field its message names.
 */
export function NewProject() {
  return (
    <Disclosure label="New project" testId="new-project">
      {(close) => (
        <FieldsForm
          prefix="np"
          title="New project"
          intro="Its developments, facilities, appraisal lines and risk assessments are added on its page once it is created."
          fields={NEW_PROJECT_FIELDS}
          initial={{}}
          submitLabel="Create the project"
          failed="The project was not created"
          testId="new-project-form"
          who="Only an ADMIN may create a project."
          onCancel={close}
          save={async (values) => {
            const created = await api.createProject({ body: values('filled') as Body<'createProject'> });
            go(`#/projects/${created.id}`);
            return `Created the project ${created.name}.`;
          }}
        />
      )}
    </Disclosure>
  );
}
