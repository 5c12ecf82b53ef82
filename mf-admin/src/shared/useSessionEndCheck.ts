import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { type ApiError } from '@freight/runtime';
import { adminApi } from './api';

/**
 * When an admin read answers 401 (the session ended: idle timeout, sign-out elsewhere), the
 * session status is read again, so the panel's guard sends the user to /admin-login.
 */
export function useSessionEndCheck(error: unknown): void {
  const dispatch = useDispatch();
  const ended = (error as ApiError | undefined)?.status === 401;
  useEffect(() => {
    if (ended) dispatch(adminApi.util.invalidateTags(['AdminSession']));
  }, [ended, dispatch]);
}
