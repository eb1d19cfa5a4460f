import { createContext, useContext } from 'react';

/** Filled while the server renders a page: the HTTP status the page asks for (404 for 'Page Not Found'). */
export interface HttpStatusRecord {
  status: number;
}

const HttpStatusContext = createContext<HttpStatusRecord | null>(null);
export const HttpStatusProvider = HttpStatusContext.Provider;

/** A page that shows 'not found' calls this: on the server the answer's status becomes `code`; in the browser nothing happens. */
export function useHttpStatus(code: number): void {
  const record = useContext(HttpStatusContext);
  if (record && code > record.status) record.status = code;
}
