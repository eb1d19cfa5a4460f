import { assertBuilt, lateEveningInRome } from './app';

/** Checks the build once and fixes the app's start instant for every worker (they read CLOCK_START). */
export default function globalSetup(): void {
  assertBuilt();
  process.env.CLOCK_START ??= lateEveningInRome();
}
