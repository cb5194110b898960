// Logout (spec §4): the token is revoked on the server, the credentials leave this browser, the
// cached answers of this account go, and the way goes to /login. Used by the user dropdown and
// by the first-visit disclaimers dialog.
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { logout } from '../api/auth.ts';
import { clearCredentials } from '../stores/session.ts';

export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    // Whatever the server answers (a token already expired, say), this browser forgets it.
    await logout().catch(() => {});
    clearCredentials();
    queryClient.clear();
    void navigate('/login', { replace: true });
  };
}
