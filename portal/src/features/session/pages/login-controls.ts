import { createContext, useContext } from 'react';
import type { LoginCredentials, LoginErrorCode } from '../slice';

/**
 * What the login card reads and does, apart from where it is kept: the signed-in portal keeps it
 * in its store and logs in with its sagas (ReduxLoginControls), the login page's own script
 * (login.tsx) in React state with one request (features/session/island/). The card's components
 * are the same in both, so the page looks and behaves the same however it was loaded.
 */
export interface LoginControls {
  signingIn: boolean;
  /** A refusal (spec 8 codes 0-5) or a failed request, else null. */
  loginError: LoginErrorCode | 'network' | null;
  /** Whether the error came back from the bank login (it is told on the bank login's tab). */
  fromBank: boolean;
  logIn: (credentials: LoginCredentials) => void;
  startStrongLogin: () => void;
  /** The plain form post's refusal (`?login=N`), shown once the script runs. */
  refused: (code: LoginErrorCode) => void;
  dismissError: () => void;
}

export const LoginControlsContext = createContext<LoginControls | null>(null);

export function useLoginControls(): LoginControls {
  const controls = useContext(LoginControlsContext);
  if (!controls) throw new Error('The login card needs a LoginControlsContext provider');
  return controls;
}
