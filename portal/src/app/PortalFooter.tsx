import { useAppSelector } from '../lib/hooks';
import { renderRouterLink } from '../components/RouterLink';
import { selectDebtorData } from '../features/debtor/slice';
import { PortalFooterView } from './PortalFooterView';

/** The page footer with the signed-in debtor's phone numbers, links inside the router. */
export function PortalFooter() {
  const data = useAppSelector(selectDebtorData);
  return <PortalFooterView data={data} renderLink={renderRouterLink} />;
}
