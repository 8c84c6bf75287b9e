import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Spinner } from '@portal/design-system';
import { paths } from '../lib/paths';
import { usePageTitle } from '../lib/usePageTitle';

export interface SigningReturnIds {
  requestId: string;
  taskId: string;
}

/**
 * A return from the signing service (`?requestId&taskId`, spec 2): hands the two ids on once, or,
 * when either is missing, goes to the front page. Shows a spinner with `label` meanwhile.
 */
export function SigningReturn({
  label,
  onReturn,
}: {
  label: string;
  onReturn: (ids: SigningReturnIds) => void;
}) {
  usePageTitle(label);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const requestId = params.get('requestId');
    const taskId = params.get('taskId');
    if (requestId && taskId) onReturn({ requestId, taskId });
    else navigate(paths.frontPage.getHref(), { replace: true });
  }, [navigate, onReturn, params]);
  return <Spinner label={label} showLabel />;
}
