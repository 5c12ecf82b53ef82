/** Test helpers other modules' and the security suite's tests use. */
export { registration, signedInCarrier } from './test/carrierAccounts';
