import { useId, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { formatFileSize, type FormatLocale } from '../../format';
import { CloseIcon, ErrorIcon, FileIcon, UploadIcon } from '../../icons';
import { Button } from '../Button';
import { FieldError, FieldHint, FieldLegend, FieldSet } from '../FormField/FormField.styles';
import { IconButton } from '../IconButton';
import { Errors, FileItem, FileList, FileName, FileSize, Zone } from './FileDrop.styles';

/** Attachments total at most 20,000,000 bytes. */
export const FILE_DROP_MAX_TOTAL_BYTES = 20_000_000;
/** The accepted extensions. */
export const FILE_DROP_EXTENSIONS = [
  'pdf',
  'rtf',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'msg',
  'jpg',
  'png',
  'bmp',
  'tiff',
  'jpeg',
] as const;

export type FileRejection = 'size' | 'type';
/** `dragover` while files are held over the zone; `rejected` after some were refused. */
export type FileDropState = 'idle' | 'dragover' | 'rejected';

export interface FileLimits {
  maxTotalBytes: number;
  extensions: readonly string[];
}

const extensionOf = (name: string) => name.split('.').pop()?.toLowerCase() ?? '';

/**
 * Which of the incoming files can join the current ones: a file of another type is refused, and
 * so is one that would take the total over the limit (later, smaller ones may still fit).
 */
export function checkFiles(
  current: readonly File[],
  incoming: readonly File[],
  limits: FileLimits,
) {
  let total = current.reduce((sum, file) => sum + file.size, 0);
  const accepted: File[] = [];
  const rejected: { file: File; reason: FileRejection }[] = [];
  for (const file of incoming) {
    if (!limits.extensions.includes(extensionOf(file.name))) {
      rejected.push({ file, reason: 'type' });
    } else if (total + file.size > limits.maxTotalBytes) {
      rejected.push({ file, reason: 'size' });
    } else {
      total += file.size;
      accepted.push(file);
    }
  }
  return { accepted, rejected };
}

export interface FileDropProps {
  /** The group's legend, "Liitteet". */
  label: ReactNode;
  /** "Raahaa tiedostot tähän tai" */
  instructions: ReactNode;
  /** The button that opens the file chooser, "Valitse tiedostot". */
  chooseLabel: string;
  /** Allowed types and total size, in words. */
  limitsText: ReactNode;
  /** The files chosen so far. */
  files: readonly File[];
  /** Called with the new list when files are added or removed. */
  onFilesChange: (files: File[]) => void;
  /** The translated messages for a file too large or of a type not accepted. */
  messages: { fileSizeError: string; fileTypesError: string };
  /** Name of each remove button, e.g. (name) => `Poista ${name}`. */
  removeLabel: (fileName: string) => string;
  /** Name of the list of chosen files. */
  listLabel: string;
  /** Formatting locale of file sizes. */
  locale: FormatLocale;
  /** Largest total size of the files, in bytes. */
  maxTotalBytes?: number;
  /** File name endings accepted (e.g. `.pdf`). */
  extensions?: readonly string[];
  /** Shown but no files can be added or removed. */
  disabled?: boolean;
  /** An error from the form (e.g. upload failed). */
  error?: ReactNode;
  /** The file input's form name. */
  name?: string;
  /** Extra class for the parent's layout (spacing, width). */
  className?: string;
}

/** Attachments by dragging in or choosing, with the total size and type limits the portal accepts. */
export function FileDrop({
  label,
  instructions,
  chooseLabel,
  limitsText,
  files,
  onFilesChange,
  messages,
  removeLabel,
  listLabel,
  locale,
  maxTotalBytes = FILE_DROP_MAX_TOTAL_BYTES,
  extensions = FILE_DROP_EXTENSIONS,
  disabled = false,
  error,
  name,
  className,
}: FileDropProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const base = `filedrop-${useId()}`;
  const [dragging, setDragging] = useState(false);
  const [rejections, setRejections] = useState<FileRejection[]>([]);

  const add = (incoming: File[]) => {
    if (disabled || incoming.length === 0) return;
    const { accepted, rejected } = checkFiles(files, incoming, { maxTotalBytes, extensions });
    setRejections([...new Set(rejected.map((r) => r.reason))]);
    if (accepted.length > 0) onFilesChange([...files, ...accepted]);
  };

  const onDrag = (event: DragEvent<HTMLDivElement>, over: boolean) => {
    event.preventDefault();
    if (!disabled) setDragging(over);
  };

  const state: FileDropState = dragging ? 'dragover' : rejections.length ? 'rejected' : 'idle';
  const describedBy = [`${base}-limits`, rejections.length || error ? `${base}-errors` : '']
    .filter(Boolean)
    .join(' ');

  return (
    <FieldSet className={className} data-state={state}>
      <FieldLegend>{label}</FieldLegend>
      <Zone
        data-state={state}
        data-disabled={disabled ? '' : undefined}
        onDragEnter={(event) => onDrag(event, true)}
        onDragOver={(event) => onDrag(event, true)}
        onDragLeave={(event) => onDrag(event, false)}
        onDrop={(event) => {
          onDrag(event, false);
          add(Array.from(event.dataTransfer.files));
        }}
      >
        <UploadIcon size={32} />
        <p>{instructions}</p>
        <Button
          variant="secondary"
          disabled={disabled}
          aria-describedby={describedBy}
          onClick={() => inputRef.current?.click()}
        >
          {chooseLabel}
        </Button>
        <FieldHint id={`${base}-limits`}>{limitsText}</FieldHint>
        <input
          ref={inputRef}
          type="file"
          name={name}
          multiple
          hidden
          tabIndex={-1}
          accept={extensions.map((ext) => `.${ext}`).join(',')}
          onChange={(event) => {
            add(Array.from(event.target.files ?? []));
            event.target.value = '';
          }}
        />
      </Zone>
      {rejections.length || error ? (
        <Errors id={`${base}-errors`} role="alert">
          {rejections.includes('type') ? (
            <FieldError>
              <ErrorIcon />
              <span>{messages.fileTypesError}</span>
            </FieldError>
          ) : null}
          {rejections.includes('size') ? (
            <FieldError>
              <ErrorIcon />
              <span>{messages.fileSizeError}</span>
            </FieldError>
          ) : null}
          {error ? (
            <FieldError>
              <ErrorIcon />
              <span>{error}</span>
            </FieldError>
          ) : null}
        </Errors>
      ) : null}
      {files.length > 0 ? (
        <FileList aria-label={listLabel} css={{ marginTop: '$3' }}>
          {files.map((file, index) => (
            <FileItem key={`${file.name}-${index}`}>
              <FileIcon />
              <FileName>{file.name}</FileName>
              <FileSize>{formatFileSize(file.size, locale)}</FileSize>
              <IconButton
                aria-label={removeLabel(file.name)}
                icon={<CloseIcon />}
                disabled={disabled}
                onClick={() => {
                  setRejections([]);
                  onFilesChange(files.filter((_, i) => i !== index));
                }}
              />
            </FileItem>
          ))}
        </FileList>
      ) : null}
    </FieldSet>
  );
}
