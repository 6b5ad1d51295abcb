import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { ApiError, apiPost } from '../../lib/api';
import { forgetSession, markSignOutPending } from '../../lib/session';

/**
 * Signs out and forgets everything cached. The device forgets the member whatever the server
 * answers: a member who pressed Logout on a shared phone must not be left signed in. When the
 * server could not end its session (no connection, or a refusal such as an out-of-date security
 * token), it is ended at the next session check (`markSignOutPending`).
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    try {
      await apiPost('/api/auth/logout');
    } catch (error) {
      // 401: the server had no session left to end.
      if (!(error instanceof ApiError && error.status === 401)) {
        if (error instanceof ApiError) console.error('Logout refused; the session will be ended at the next check', error);
        markSignOutPending();
      }
    }
    forgetSession(queryClient);
    navigate('/');
  };
}
