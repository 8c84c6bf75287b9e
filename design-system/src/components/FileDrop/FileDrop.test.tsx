import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  checkFiles,
  FILE_DROP_EXTENSIONS,
  FILE_DROP_MAX_TOTAL_BYTES,
  FileDrop,
  type FileDropProps,
} from './FileDrop';

const sized = (name: string, bytes: number) => {
  const file = new File(['x'], name);
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
};

const props: FileDropProps = {
  label: 'Liitteet',
  instructions: 'Raahaa tähän',
  chooseLabel: 'Valitse tiedostot',
  limitsText: 'Enintään 20 Mt',
  listLabel: 'Valitut',
  files: [],
  onFilesChange: () => {},
  messages: { fileSizeError: 'Liian suuri', fileTypesError: 'Väärä tyyppi' },
  removeLabel: (name) => `Poista ${name}`,
  locale: 'fi-FI',
  name: 'files',
};

describe('checkFiles', () => {
  const limits = { maxTotalBytes: FILE_DROP_MAX_TOTAL_BYTES, extensions: FILE_DROP_EXTENSIONS };

  it('accepts the spec extensions in any case and refuses others', () => {
    const { accepted, rejected } = checkFiles(
      [],
      [sized('a.PDF', 1), sized('b.jpeg', 1), sized('c.exe', 1), sized('noext', 1)],
      limits,
    );
    expect(accepted.map((f) => f.name)).toEqual(['a.PDF', 'b.jpeg']);
    expect(rejected.map((r) => r.reason)).toEqual(['type', 'type']);
  });

  it('keeps the total at most 20,000,000 bytes, counting the files already chosen', () => {
    const { accepted, rejected } = checkFiles(
      [sized('a.pdf', 19_000_000)],
      [sized('b.pdf', 1_000_001), sized('c.pdf', 1_000_000)],
      limits,
    );
    expect(rejected).toEqual([
      { file: expect.objectContaining({ name: 'b.pdf' }), reason: 'size' },
    ]);
    expect(accepted.map((f) => f.name)).toEqual(['c.pdf']);
  });
});

describe('FileDrop', () => {
  it('adds chosen files through its input and shows the type message for others', async () => {
    const onFilesChange = vi.fn();
    const { container } = render(<FileDrop {...props} onFilesChange={onFilesChange} />);
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input).toHaveAttribute('name', 'files');
    expect(input.accept).toContain('.pdf');
    await userEvent.upload(input, [sized('a.pdf', 10), sized('b.exe', 10)], { applyAccept: false });
    expect(onFilesChange).toHaveBeenCalledWith([expect.objectContaining({ name: 'a.pdf' })]);
    expect(screen.getByRole('alert')).toHaveTextContent('Väärä tyyppi');
    expect(screen.getByRole('button', { name: 'Valitse tiedostot' })).toHaveAccessibleDescription(
      'Enintään 20 Mt Väärä tyyppi',
    );
  });

  it('refuses a drop that goes over the total size', () => {
    const onFilesChange = vi.fn();
    render(
      <FileDrop {...props} files={[sized('a.pdf', 20_000_000)]} onFilesChange={onFilesChange} />,
    );
    const zone = screen.getByRole('button', { name: 'Valitse tiedostot' }).parentElement!;
    fireEvent.drop(zone, { dataTransfer: { files: [sized('b.pdf', 1)] } });
    expect(onFilesChange).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Liian suuri');
  });

  it('lists files with sizes and removes one by its named button', async () => {
    const onFilesChange = vi.fn();
    render(
      <FileDrop
        {...props}
        files={[sized('a.pdf', 1_500_000), sized('b.png', 2_000)]}
        onFilesChange={onFilesChange}
      />,
    );
    const list = screen.getByRole('list', { name: 'Valitut' });
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(/a\.pdf1,5\sMt/);
    await userEvent.click(screen.getByRole('button', { name: 'Poista a.pdf' }));
    expect(onFilesChange).toHaveBeenCalledWith([expect.objectContaining({ name: 'b.png' })]);
  });

  it('marks dragging over the zone', () => {
    render(<FileDrop {...props} />);
    const zone = screen.getByRole('button', { name: 'Valitse tiedostot' }).parentElement!;
    fireEvent.dragEnter(zone);
    expect(zone).toHaveAttribute('data-state', 'dragover');
    fireEvent.dragLeave(zone);
    expect(zone).toHaveAttribute('data-state', 'idle');
  });
});
