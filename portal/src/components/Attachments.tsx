import { useTranslation } from 'react-i18next';
import { FileDrop } from '@portal/design-system';
import { useAppSelector } from '../lib/hooks';
import { selectLocale } from '../lib/language';

/**
 * The attachments of a request (reclamation, contact request): picked or dragged in, checked for
 * type and the 20,000,000-byte total (spec 5) by FileDrop, with the portal's texts.
 */
export function Attachments({
  files,
  onFilesChange,
}: {
  files: File[];
  onFilesChange: (files: File[]) => void;
}) {
  const { t } = useTranslation();
  const locale = useAppSelector(selectLocale);
  return (
    <FileDrop
      label={t('fileDrop.label')}
      instructions={t('fileDrop.instructions')}
      chooseLabel={t('fileDrop.choose')}
      limitsText={t('fileDrop.limits')}
      files={files}
      onFilesChange={onFilesChange}
      messages={{
        fileSizeError: t('fileDrop.fileSizeError'),
        fileTypesError: t('fileDrop.fileTypesError'),
      }}
      removeLabel={(name) => t('fileDrop.remove', { name })}
      listLabel={t('fileDrop.list')}
      locale={locale}
    />
  );
}
