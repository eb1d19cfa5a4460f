// One rule for the site and the emails: the contracts hold it.
export { priceUnitFor, type PriceUnit } from '@costiera/contracts';
