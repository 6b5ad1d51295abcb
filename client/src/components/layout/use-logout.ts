import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { ApiError, apiPost } from '../../lib/api';
import { forgetSession, markSignOutPending } from '../../lib/session';

/**
 * Signs out and forgets everything cached. Without a connection the device forgets the member at
 * once and the server's session ends when the connection returns (`markSignOutPending`); a refusal
 * by the server is only logged (spec section 2).
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    try {
      await apiPost('/api/auth/logout');
    } catch (error) {
      if (error instanceof ApiError) {
        console.error('Logout failed', error);
        return;
      }
      markSignOutPending();
    }
    forgetSession(queryClient);
    navigate('/');
  };
}
