import { useMemo, type ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks';
import {
  loginErrorDismissed,
  loginFailed,
  loginRequested,
  selectIsSigningIn,
  selectLoginError,
  selectLoginErrorStrong,
  strongLoginRequested,
} from '../slice';
import { LoginControlsContext, type LoginControls } from './login-controls';

/** The login card's state and actions in the signed-in portal: its store and sagas. */
export function ReduxLoginControls({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  const signingIn = useAppSelector(selectIsSigningIn);
  const loginError = useAppSelector(selectLoginError);
  const fromBank = useAppSelector(selectLoginErrorStrong);
  const controls = useMemo<LoginControls>(
    () => ({
      signingIn,
      loginError,
      fromBank,
      logIn: (credentials) => dispatch(loginRequested(credentials)),
      startStrongLogin: () => dispatch(strongLoginRequested()),
      refused: (code) => dispatch(loginFailed(code)),
      dismissError: () => dispatch(loginErrorDismissed()),
    }),
    [dispatch, signingIn, loginError, fromBank],
  );
  return <LoginControlsContext.Provider value={controls}>{children}</LoginControlsContext.Provider>;
}
