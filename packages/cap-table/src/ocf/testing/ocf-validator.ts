import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

/**
 * The coalition's JSON schemas (vendored in packages/cap-table/ocf/schema) compiled with ajv, for
 * tests only: every schema file is added under its `$id`, so each `$ref` resolves to the vendored
 * copy and nothing is fetched. A package file validates as a whole against its file type's schema,
 * and each of its objects against its object type's, as the coalition's own CI checks its samples.
 */

export const OCF_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../ocf');
const SCHEMA_DIR = path.join(OCF_DIR, 'schema');

function schemaFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    return entry.isDirectory() ? schemaFiles(full) : entry.name.endsWith('.schema.json') ? [full] : [];
  });
}

interface Schema {
  $id: string;
  properties?: { object_type?: { const?: string; enum?: string[] }; file_type?: { const?: string } };
}

export interface OcfValidator {
  /** Every problem of a package file: the file against its file schema, and each item against its object schema. */
  validateFile(content: unknown): string[];
  objectTypes: string[];
  schemaCount: number;
}

export function createOcfValidator(): OcfValidator {
  const schemas = schemaFiles(SCHEMA_DIR).map((file) => JSON.parse(readFileSync(file, 'utf8')) as Schema);
  // Ajv's defaults, as the coalition's validator runs: strict about keywords, not about `required` in a oneOf branch.
  const ajv = new Ajv({ schemas, allErrors: true });
  addFormats(ajv);
  const byObjectType = new Map<string, string>();
  const byFileType = new Map<string, string>();
  for (const schema of schemas) {
    const objectType = schema.properties?.object_type;
    if (schema.$id.includes('/schema/objects/')) for (const type of objectType?.const ? [objectType.const] : (objectType?.enum ?? [])) byObjectType.set(type, schema.$id);
    const fileType = schema.properties?.file_type?.const;
    if (fileType && schema.$id.includes('/schema/files/')) byFileType.set(fileType, schema.$id);
  }
  const compiled = new Map<string, ValidateFunction>();
  const validator = (id: string) => {
    let validate = compiled.get(id);
    if (!validate) compiled.set(id, (validate = ajv.getSchema(id) as ValidateFunction));
    return validate;
  };
  const describe = (where: string, errors: ErrorObject[] | null | undefined) => (errors ?? []).map((error) => `${where}${error.instancePath} ${error.message ?? ''} ${JSON.stringify(error.params)}`);

  return {
    schemaCount: schemas.length,
    objectTypes: [...byObjectType.keys()],
    validateFile(content) {
      const fileType = (content as { file_type?: string }).file_type ?? '';
      const fileSchema = byFileType.get(fileType);
      if (!fileSchema) return [`no schema for file type ${fileType}`];
      const problems: string[] = [];
      const validateWhole = validator(fileSchema);
      if (!validateWhole(content)) problems.push(...describe(fileType, validateWhole.errors));
      const items = (content as { items?: unknown[] }).items ?? [];
      items.forEach((item, index) => {
        const objectType = (item as { object_type?: string }).object_type ?? '';
        const id = byObjectType.get(objectType);
        if (!id) return problems.push(`item ${index}: no schema for ${objectType}`);
        const validateItem = validator(id);
        if (!validateItem(item)) problems.push(...describe(`${objectType} ${(item as { id?: string }).id}`, validateItem.errors));
      });
      return problems;
    },
  };
}
