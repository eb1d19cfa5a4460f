// The validator ships no types; this is the part of its documented API the rich-result test uses.
declare module '@adobe/structured-data-validator' {
  export interface ValidationIssue {
    readonly issueMessage: string;
    readonly severity: 'ERROR' | 'WARNING';
    readonly rootType: string;
    readonly fieldNames?: readonly string[];
  }
  /** Checks data as web-auto-extractor gives it (nodes grouped by type per format); a schema.org vocabulary is optional. */
  export default class Validator {
    constructor(schemaOrgJson?: unknown);
    validate(data: { jsonld?: Record<string, unknown[]> }): Promise<ValidationIssue[]>;
  }
}
