// Checks a real answer against the published OpenAPI document: the schema the document gives for
// its path, method and status. The harness runs every call's answer through it, so an answer the
// document does not describe (an undeclared status, a field too many or missing) fails the test.
// The document is read once per process and each validator compiled on first use.
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

type Json = Record<string, unknown>;
interface Document {
  paths: Record<string, Record<string, { responses: Record<string, Json> }>>;
  components: { responses: Record<string, Json> };
}

const documentId = 'openapi.json';

/** JSON Pointer escaping for one path segment. */
function pointer(segment: string): string {
  return segment.replaceAll('~', '~0').replaceAll('/', '~1');
}

export class OpenApiAnswers {
  private readonly ajv: Ajv2020;
  private readonly compiled = new Map<string, ValidateFunction | string>();
  private readonly bySchema = new Map<string, ValidateFunction>();
  private readonly document: Document;

  constructor(document: object) {
    this.document = document as Document;
    // Not strict: the document is an OpenAPI document, not a schema; its schemas are read through it.
    this.ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
    addFormats.default(this.ajv);
    this.ajv.addSchema(document as object, documentId);
  }

  /** The validator for an answer, or why the document has none. */
  private validator(method: string, path: string, status: number): ValidateFunction | string {
    const key = `${method} ${path} ${status}`;
    const known = this.compiled.get(key);
    if (known) return known;
    const operation = this.document.paths[path]?.[method.toLowerCase()];
    let found: ValidateFunction | string;
    if (!operation) found = `${method} ${path} is not in the document`;
    else {
      const response = operation.responses[String(status)];
      if (!response) found = `status ${status} is not declared`;
      else {
        // An error response is shared: `#/components/responses/Error404`.
        const at =
          typeof response.$ref === 'string'
            ? response.$ref.slice(1)
            : `/paths/${pointer(path)}/${method.toLowerCase()}/responses/${status}`;
        found = this.compiledAt(`${documentId}#${at}/content/application~1json/schema`);
      }
    }
    this.compiled.set(key, found);
    return found;
  }

  /** One validator per schema: the shared error responses are compiled once, not once per call. */
  private compiledAt(ref: string): ValidateFunction {
    const known = this.bySchema.get(ref);
    if (known) return known;
    const validate = this.ajv.compile({ $ref: ref });
    this.bySchema.set(ref, validate);
    return validate;
  }

  /** Throws, naming what differs, when the answer is not what the document says. */
  check(method: string, path: string, status: number, body: unknown): void {
    const validate = this.validator(method, path, status);
    const problem =
      typeof validate === 'string'
        ? validate
        : validate(body)
          ? null
          : this.ajv.errorsText(validate.errors, { separator: '; ', dataVar: 'answer' });
    if (problem === null) return;
    const shown = JSON.stringify(body).slice(0, 600);
    throw new Error(`${method} ${path} answered ${status} outside the OpenAPI document: ${problem}\n${shown}`);
  }
}

let shared: Promise<OpenApiAnswers> | undefined;

/** One checker per process: every test app serves the same document. */
export function openApiAnswers(loadDocument: () => Promise<unknown>): Promise<OpenApiAnswers> {
  shared ??= loadDocument().then((document) => new OpenApiAnswers(document as object));
  return shared;
}
