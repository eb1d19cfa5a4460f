import { DESTINATION_IDS } from '@costiera/contracts';
import { DESTINATIONS } from './destinations';

it('describes exactly the destinations the sitemap lists (contracts DESTINATION_IDS), in order', () => {
  expect(DESTINATIONS.map((d) => d.id)).toEqual([...DESTINATION_IDS]);
});
