import Type from 'typebox';
import type { AppContext } from '../context.ts';
import type { Listener } from '../http/listener.ts';
import { errorResponses } from '../schemas/common.ts';
import { ProjectImportBatch } from '../schemas/project-import.ts';
import { importProjects } from '../services/project-import.ts';
import { Id, ImportResult } from './schemas.ts';

/** All-or-nothing bulk project import (D-17). */
export function importRoutes(app: Listener, { db }: AppContext): void {
  app.post(
    '/admin/environments/:envId/projects/import',
    {
      schema: {
        tags: ['projects'],
        summary: 'Import projects with their history; one bad row and nothing is stored',
        params: Type.Object({ envId: Id() }),
        body: ProjectImportBatch,
        response: { 201: ImportResult, ...errorResponses(400, 401, 404, 409, 413) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send({ created: await importProjects(db, request.params.envId, request.body.projects) }),
  );
}
