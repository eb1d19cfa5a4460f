import type { catalog } from '@costiera/contracts';

/** What the provider form holds: addresses one a line, languages separated by commas. */
export interface ProviderFormValues {
  id: string;
  name: string;
  bookingEmails: string;
  phone: string;
  languages: string;
  active: boolean;
}

export const NEW_PROVIDER_VALUES: ProviderFormValues = { id: '', name: '', bookingEmails: '', phone: '', languages: '', active: true };

/** The non-empty lines (or comma-separated entries) of a text box, trimmed. */
export function addressLines(text: string): string[] {
  return text
    .split(/[\n,;]/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

export function toProviderBody(values: ProviderFormValues): catalog.NewProviderBody {
  return {
    id: values.id.trim(),
    name: values.name.trim(),
    booking_emails: addressLines(values.bookingEmails),
    phone: values.phone.trim(),
    languages: values.languages
      .split(',')
      .map((l) => l.trim())
      .filter((l) => l.length > 0),
    active: values.active,
  };
}

export function fromAdminProvider(provider: catalog.AdminProvider): ProviderFormValues {
  return {
    id: provider.id,
    name: provider.name,
    bookingEmails: provider.booking_emails.join('\n'),
    phone: provider.phone ?? '',
    languages: provider.languages.join(', '),
    active: provider.active,
  };
}
