export { AddressService } from './address.service.ts';
export { addressRoutes, type AddressRouteDeps } from './address.routes.ts';
export { ensureRegions } from './address.regions.ts';
export { memberAddresses as memberAddressTable } from './address.schema.ts';
export { addressNotFound } from './address.addresses.ts';
