/** Just enough of the OpenAPI document to find every id a route takes. */
type JsonSchema = {
  format?: string;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
};
type Operation = {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};
export type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };

/** Where a route takes an id: a path parameter (any), a query field or a body field that is a UUID. */
export type IdField = {
  route: string;
  method: string;
  path: string;
  where: 'path' | 'query' | 'body';
  name: string;
  /** A body field holding a list of ids. */
  list: boolean;
};

/** By name too, so that an id whose schema forgot the UUID format is still tried. */
const ID_NAME = /^(id|ids)$|[a-z](Id|Ids)$/;

function isUuid(schema: JsonSchema | undefined): boolean {
  if (!schema) return false;
  if (schema.format === 'uuid') return true;
  return [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].some(isUuid);
}

function isUuidList(schema: JsonSchema | undefined): boolean {
  if (!schema) return false;
  if (isUuid(schema.items)) return true;
  return [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].some(isUuidList);
}

/** Every id field of every documented route, read from the schemas that validate the requests. */
export function idFieldsOf(doc: OpenApiDocument): IdField[] {
  const fields: IdField[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [lowerMethod, operation] of Object.entries(operations)) {
      const method = lowerMethod.toUpperCase();
      const at = { route: `${method} ${path}`, method, path };
      for (const parameter of operation.parameters ?? []) {
        if (parameter.in === 'path') fields.push({ ...at, where: 'path', name: parameter.name, list: false });
        if (parameter.in === 'query' && (isUuid(parameter.schema) || ID_NAME.test(parameter.name))) {
          fields.push({ ...at, where: 'query', name: parameter.name, list: false });
        }
      }
      const body = operation.requestBody?.content?.['application/json']?.schema;
      for (const [name, schema] of Object.entries(body?.properties ?? {})) {
        const list = isUuidList(schema) || (!isUuid(schema) && name.endsWith('Ids')) || name === 'ids';
        if (list || isUuid(schema) || ID_NAME.test(name)) fields.push({ ...at, where: 'body', name, list });
      }
    }
  }
  return fields;
}
