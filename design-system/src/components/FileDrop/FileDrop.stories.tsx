import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { FormatLocale } from '../../format';
import { storyLocale, storyText } from '../../storybook/text';
import { FileDrop } from './FileDrop';

interface Args {
  initialFiles: File[];
  disabled?: boolean;
  onFilesChange: (files: File[]) => void;
}

const sized = (name: string, bytes: number) => {
  const file = new File(['x'], name);
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
};

function Demo({
  initialFiles,
  onFilesChange,
  t,
  locale,
  disabled,
}: Args & { t: (key: string, values?: Record<string, string>) => string; locale: FormatLocale }) {
  const [files, setFiles] = useState(initialFiles);
  return (
    <FileDrop
      disabled={disabled}
      files={files}
      onFilesChange={(next) => {
        setFiles(next);
        onFilesChange(next);
      }}
      locale={locale}
      label={t('fileDrop.label')}
      instructions={t('fileDrop.instructions')}
      chooseLabel={t('fileDrop.choose')}
      limitsText={t('fileDrop.limits')}
      listLabel={t('fileDrop.list')}
      removeLabel={(name) => t('fileDrop.remove', { name })}
      messages={{
        fileSizeError: t('fileDrop.fileSizeError'),
        fileTypesError: t('fileDrop.fileTypesError'),
      }}
    />
  );
}

const meta = {
  title: 'Forms/FileDrop',
  component: FileDrop as unknown as React.ComponentType<Args>,
  tags: ['autodocs'],
  args: { initialFiles: [], onFilesChange: fn() },
  render: (args, { globals }) => (
    <div style={{ maxWidth: 560 }}>
      <Demo {...args} t={storyText(globals)} locale={storyLocale(globals)} />
    </div>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const drop = (canvasElement: HTMLElement, files: File[]) => {
  const zone = within(canvasElement).getAllByRole('button')[0]!.parentElement!;
  // DragEvent's constructor only takes a real DataTransfer, whose files cannot be set; a plain
  // event with a `dataTransfer` property reaches React's onDrop the same way.
  const event = new Event('drop', { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'dataTransfer', { value: { files } });
  zone.dispatchEvent(event);
};

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    drop(canvasElement, [sized('lasku.pdf', 120_000), sized('kuva.JPG', 2_400_000)]);
    const list = await canvas.findByRole('list');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(args.onFilesChange).toHaveBeenCalledTimes(1);
    await userEvent.click(within(list).getAllByRole('button')[0]!);
    await expect(within(canvas.getByRole('list')).getAllByRole('listitem')).toHaveLength(1);
  },
};

export const WithFiles: Story = {
  args: { initialFiles: [sized('lasku.pdf', 120_000), sized('kuitti.png', 2_400_000)] },
};

/** Only the listed extensions are accepted (spec 5). */
export const WrongType: Story = {
  play: async ({ canvasElement, args }) => {
    drop(canvasElement, [sized('ohjelma.exe', 1_000), sized('muistio.docx', 1_000)]);
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert.textContent).toMatch(/\w/);
    await expect(args.onFilesChange).toHaveBeenCalledWith([
      expect.objectContaining({ name: 'muistio.docx' }),
    ]);
  },
};

/** All attachments together may be at most 20,000,000 bytes (spec 5). */
export const TooLarge: Story = {
  args: { initialFiles: [sized('lasku.pdf', 15_000_000)] },
  play: async ({ canvasElement, args }) => {
    drop(canvasElement, [sized('kuva.tiff', 5_000_001)]);
    await expect(await within(canvasElement).findByRole('alert')).toBeVisible();
    await expect(args.onFilesChange).not.toHaveBeenCalled();
    drop(canvasElement, [sized('kuva.png', 5_000_000)]);
    await expect(args.onFilesChange).toHaveBeenCalledTimes(1);
  },
};

export const Disabled: Story = {
  args: { disabled: true, initialFiles: [sized('lasku.pdf', 120_000)] },
  play: async ({ canvasElement, args }) => {
    drop(canvasElement, [sized('toinen.pdf', 1_000)]);
    await expect(args.onFilesChange).not.toHaveBeenCalled();
  },
};
