import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isLanguageId } from '@portal/translations';
import { setLanguage } from '../../app/i18n';
import { paths } from '../../app/paths';

/** `/lang/{id}` sets the language (fi, se or en), then goes to / (spec 2). */
export default function LanguageRoute() {
  const { id } = useParams();
  const { i18n } = useTranslation();
  const valid = isLanguageId(id);
  useEffect(() => {
    if (valid) void setLanguage(i18n, id);
  }, [valid, id, i18n]);
  return <Navigate to={paths.home.getHref()} replace />;
}
