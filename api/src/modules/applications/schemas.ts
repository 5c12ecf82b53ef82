export { driverApplicationSchema, ownerOperatorApplicationSchema } from '@freight/contracts';
