/** A form the server received without JavaScript, handed to the page that answers it (kit's FormPost). */
export interface FormPost {
  readonly form: string;
  readonly values: Readonly<Record<string, string>>;
  readonly errors: Readonly<Record<string, string>>;
}
