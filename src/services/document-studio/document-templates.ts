import type { Database, Queryable } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import {
  countDocumentTemplatesForUpdate,
  type DocumentTemplateRow,
  insertDocumentTemplate,
  listDocumentTemplates,
} from '../../db/repositories/document-templates.ts';
import { finishContent } from '../../domain/document-studio/content.ts';
import type { ReportContent } from '../../domain/document-studio/contract.ts';
import { placeholderPaths } from '../../domain/document-studio/placeholders.ts';
import { checkContent } from '../../domain/document-studio/rules.ts';
import { ConflictError, ForbiddenError } from '../../domain/errors.ts';
import { LIMITS } from '../../domain/limits.ts';
import { type BearerIdentity, mayManageEnvironment } from '../../domain/roles.ts';
import { sanitiseNarrative } from '../../external/html-sanitiser.ts';

// The environment's document studio templates (D-8, D-29): every user reads them; an ADMIN adds one.
// A template's content follows the rules of a report's (D-27), its narratives are sanitised alike, and
// its placeholders must name the catalogue; they stay placeholders until a report is saved from it.

export function documentTemplates(db: Queryable, identity: BearerIdentity): Promise<DocumentTemplateRow[]> {
  return listDocumentTemplates(db, identity.environmentId);
}

/** `POST /document-studio/templates` (ADMIN): a new template after the environment's others. */
export async function createDocumentTemplate(
  db: Database,
  identity: BearerIdentity,
  body: { name: string; content: ReportContent },
): Promise<DocumentTemplateRow> {
  if (!mayManageEnvironment(identity.role)) {
    throw new ForbiddenError(`Only ADMIN users may add document studio templates; your role is ${identity.role}`);
  }
  placeholderPaths(checkContent(body.content, { template: true }));
  const content = finishContent(body.content, new Map(), sanitiseNarrative);
  try {
    return await db.transaction(async (tx) => {
      if ((await countDocumentTemplatesForUpdate(tx, identity.environmentId)) >= LIMITS.documentTemplatesPerEnvironment) {
        throw new ConflictError(`An environment holds at most ${LIMITS.documentTemplatesPerEnvironment} document studio templates; yours has that many`);
      }
      return insertDocumentTemplate(tx, identity.environmentId, { name: body.name, content });
    });
  } catch (err) {
    if (isUniqueViolation(err, 'templates_name')) throw new ConflictError(`A document studio template named "${body.name}" exists already`);
    throw err;
  }
}
