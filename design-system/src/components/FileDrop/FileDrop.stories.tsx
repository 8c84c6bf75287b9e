import { useState, type ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { setByStory } from '../../storybook/args';
import { storyLocale, storyText, translatedArgs } from '../../storybook/text';
import { FileDrop } from './FileDrop';

const sized = (name: string, bytes: number) => {
  const file = new File(['x'], name);
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
};

/** The zone with its files in state, as a form holds them: `files` are the first ones. */
function Controlled({
  files: initialFiles,
  onFilesChange,
  ...props
}: ComponentProps<typeof FileDrop>) {
  const [files, setFiles] = useState(initialFiles);
  return (
    <FileDrop
      {...props}
      files={files}
      onFilesChange={(next) => {
        setFiles(next);
        onFilesChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Forms/FileDrop',
  component: FileDrop,
  tags: ['autodocs'],
  args: {
    // Translation keys or any text (storybook/text.ts translatedArgs).
    label: 'fileDrop.label',
    instructions: 'fileDrop.instructions',
    chooseLabel: 'fileDrop.choose',
    limitsText: 'fileDrop.limits',
    listLabel: 'fileDrop.list',
    messages: {
      fileSizeError: 'fileDrop.fileSizeError',
      fileTypesError: 'fileDrop.fileTypesError',
    },
    files: [],
    onFilesChange: fn(),
    // Filled in by the render from the locale toolbar.
    removeLabel: (name: string) => name,
    locale: 'fi-FI',
  },
  argTypes: {
    label: { control: 'text' },
    instructions: { control: 'text' },
    limitsText: { control: 'text' },
    error: { control: 'text' },
    ...setByStory(['removeLabel', 'locale']),
  },
  render: ({ messages, ...args }, { globals }) => {
    const t = storyText(globals);
    return (
      <div style={{ maxWidth: 560 }}>
        <Controlled
          {...translatedArgs(args, globals, [
            'label',
            'instructions',
            'chooseLabel',
            'limitsText',
            'listLabel',
            'error',
          ])}
          messages={translatedArgs(messages, globals, ['fileSizeError', 'fileTypesError'])}
          removeLabel={(name) => t('fileDrop.remove', { name })}
          locale={storyLocale(globals)}
        />
      </div>
    );
  },
} satisfies Meta<typeof FileDrop>;

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
  args: { files: [sized('lasku.pdf', 120_000), sized('kuitti.png', 2_400_000)] },
};

/** Only the listed extensions are accepted. */
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

/** All attachments together may be at most 20,000,000 bytes. */
export const TooLarge: Story = {
  args: { files: [sized('lasku.pdf', 15_000_000)] },
  play: async ({ canvasElement, args }) => {
    drop(canvasElement, [sized('kuva.tiff', 5_000_001)]);
    await expect(await within(canvasElement).findByRole('alert')).toBeVisible();
    await expect(args.onFilesChange).not.toHaveBeenCalled();
    drop(canvasElement, [sized('kuva.png', 5_000_000)]);
    await expect(args.onFilesChange).toHaveBeenCalledTimes(1);
  },
};

export const Disabled: Story = {
  args: { disabled: true, files: [sized('lasku.pdf', 120_000)] },
  play: async ({ canvasElement, args }) => {
    drop(canvasElement, [sized('toinen.pdf', 1_000)]);
    await expect(args.onFilesChange).not.toHaveBeenCalled();
  },
};
