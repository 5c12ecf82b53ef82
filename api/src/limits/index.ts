export {
  createLimits,
  limitPerAddress,
  limitReached,
  type LimitRule,
  type LimitUse,
  type Limiter,
  type Limits,
} from './limits';
export { submissionLimit } from './submissions';
