import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Spinner } from '@portal/design-system';
import { paths } from '../lib/paths';
import { signingReturnOf, type SigningReturnIds } from '../lib/signing-return';
import { usePageTitle } from '../lib/usePageTitle';

export type { SigningReturnIds } from '../lib/signing-return';

/**
 * A return from the signing service (`?requestId&taskId`, with the service's signed notice,
 * spec 2): hands the return on once, or, when either id is missing, goes to `fallback` (the
 * front page). Shows a spinner with `label` meanwhile.
 */
export function SigningReturn({
  label,
  onReturn,
  fallback = paths.frontPage.getHref(),
}: {
  label: string;
  onReturn: (ids: SigningReturnIds) => void;
  fallback?: string;
}) {
  usePageTitle(label);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const ids = signingReturnOf(params);
    if (ids) onReturn(ids);
    else navigate(fallback, { replace: true });
  }, [fallback, navigate, onReturn, params]);
  return <Spinner label={label} showLabel />;
}
