export { createLimits, limitPerAddress, type LimitRule, type Limiter, type Limits } from './limits';
export { submissionLimit } from './submissions';
