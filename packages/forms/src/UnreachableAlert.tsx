import { SERVICE_UNREACHABLE } from '@freight/runtime';
import { RetryAlert } from '@freight/ui';

/**
 * Said, inside a form, when the service could not be reached: never that what was typed is
 * wrong. Retry submits the same form again, with everything still filled in.
 */
export function UnreachableAlert() {
  return <RetryAlert>{SERVICE_UNREACHABLE.description}</RetryAlert>;
}
