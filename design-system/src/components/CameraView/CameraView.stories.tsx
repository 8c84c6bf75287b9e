import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyText } from '../../storybook/text';
import { CameraView } from './CameraView';

const meta = {
  title: 'Media/CameraView',
  component: CameraView,
  tags: ['autodocs'],
  args: { 'aria-label': '' },
  render: (args, { globals }) => (
    <div style={{ maxWidth: 480 }}>
      <CameraView {...args} aria-label={storyText(globals)('qr.video')} />
    </div>
  ),
} satisfies Meta<typeof CameraView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before the camera's first frame (stories have no camera): the dark viewfinder. */
export const Waiting: Story = {
  play: async ({ canvasElement }) => {
    const video = within(canvasElement).getByLabelText(/./) as HTMLVideoElement;
    await expect(video.muted).toBe(true);
    await expect(video).toHaveAttribute('playsinline');
  },
};
