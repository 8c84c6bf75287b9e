import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { parseLanguageId } from '@portal/translations';
import { useAppDispatch } from '../../lib/hooks';
import { languageChosen } from '../../lib/language';
import { paths } from '../../lib/paths';

/**
 * `/lang/{id}` sets the language (fi, se or en), then goes to / (spec 2). `sv` is taken as
 * Swedish too, because people type it.
 */
export default function LanguageRoute() {
  const { id } = useParams();
  const dispatch = useAppDispatch();
  const language = parseLanguageId(id);
  useEffect(() => {
    if (language) dispatch(languageChosen(language));
  }, [language, dispatch]);
  return <Navigate to={paths.home.getHref()} replace />;
}
