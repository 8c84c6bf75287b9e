import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { translate } from '@portal/translations';
import { renderWithProviders } from '../../../test/render';
import QrReaderDialog from './QrReaderDialog';

afterEach(() => vi.unstubAllGlobals());

function stubCamera(getUserMedia: () => Promise<MediaStream>) {
  vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia } });
  vi.stubGlobal('isSecureContext', true);
}

describe('QR reader dialog', () => {
  it.each([
    ['NotAllowedError', 'notAllowed'],
    ['NotFoundError', 'notFound'],
    ['NotReadableError', 'notReadable'],
    ['OverconstrainedError', 'overconstrained'],
  ])('shows the message for %s', async (name, key) => {
    stubCamera(() => Promise.reject(Object.assign(new Error(name), { name })));
    renderWithProviders(<QrReaderDialog open onOpenChange={() => {}} onCredentials={() => {}} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(translate('fi', `qr.error.${key}`));
  });

  it('says so when the browser has no camera API', async () => {
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: undefined });
    vi.stubGlobal('isSecureContext', true);
    renderWithProviders(<QrReaderDialog open onOpenChange={() => {}} onCredentials={() => {}} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      translate('fi', 'qr.error.streamApiNotSupported'),
    );
  });
});
