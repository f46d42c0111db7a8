import type { AppContext } from '../../context.ts';
import { ProjectImportBatch } from '../../domain/projects/import-contract.ts';
import type { Listener } from '../../http/listener.ts';
import { errorResponses } from '../../http/schemas.ts';
import { importProjects } from '../../services/projects/project-import.ts';
import { EnvParams } from '../schemas.ts';
import { ImportResult } from './schemas.ts';

/** All-or-nothing bulk project import (D-17). */
export function importRoutes(app: Listener, ctx: AppContext): void {
  app.post(
    '/admin/environments/:envId/projects/import',
    {
      schema: {
        tags: ['projects'],
        operationId: 'importProjects',
        summary: 'Import projects with their history; one bad row and nothing is stored',
        description:
          'Up to 10,000 projects of the ProjectImport shape (D-17) with their developments, facilities, appraisal lines, risk assessments, benchmark snapshots and reports, all or nothing: a bad row is 400 naming its index and field, a project_reference already used is 409.',
        params: EnvParams,
        body: ProjectImportBatch,
        response: { 201: ImportResult, ...errorResponses(400, 404, 409, 413, 415) },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ created: await importProjects(ctx, request.params.envId, request.body.projects) }),
  );
}
