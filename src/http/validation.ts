import type { ErrorObject } from 'ajv';
import type { FastifyError, FastifySchemaCompiler } from 'fastify';
import { bodyAjv, describeAjvError, textAjv } from '../schemas/ajv.ts';

export const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) =>
  (httpPart === 'body' ? bodyAjv : textAjv).compile(schema as object) as ReturnType<
    FastifySchemaCompiler<unknown>
  >;

const PARTS: Record<string, string> = {
  body: 'body',
  querystring: 'query',
  params: 'path',
  headers: 'headers',
};

/** A request validation failure naming the field, e.g. `projects[2].name: is required`. */
export function describeValidationError(err: FastifyError): string {
  const first = err.validation?.[0] as ErrorObject | undefined;
  if (!first) return err.message;
  const { field, reason } = describeAjvError(first, '');
  return `${field === '(root)' ? (PARTS[err.validationContext ?? 'body'] ?? 'body') : field}: ${reason}`;
}
