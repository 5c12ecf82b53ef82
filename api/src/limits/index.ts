export {
  createLimits,
  limitPerAddress,
  limitReached,
  type LimitRule,
  type Limiter,
  type Limits,
} from './limits';
export { submissionLimit } from './submissions';
