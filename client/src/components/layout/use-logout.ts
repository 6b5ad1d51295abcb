import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { apiPost } from '../../lib/api';
import { forgetSession } from '../../lib/session';

/** Signs out and forgets everything cached; a failure is only logged (spec section 2). */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    try {
      await apiPost('/api/auth/logout');
      forgetSession(queryClient);
      navigate('/');
    } catch (error) {
      console.error('Logout failed', error);
    }
  };
}
