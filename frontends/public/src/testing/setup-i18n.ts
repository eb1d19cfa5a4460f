import { loadTestLanguages } from './i18n';

beforeAll(() => loadTestLanguages());
