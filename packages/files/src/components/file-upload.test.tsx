// @vitest-environment jsdom
import { ServiceError } from '@fikrspace/errors';
import { i18n } from '@fikrspace/i18n';
import { initTestI18n } from '@fikrspace/i18n/testing';
import { CurrentRouteContext, type CurrentRoute } from '@fikrspace/portal-kit';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import arabic from '../../locales/ar/files.json';
import english from '../../locales/en/files.json';
import french from '../../locales/fr/files.json';
import type { UploadProgress } from '../api/upload-object';
import type { Bucket } from '../model';
import { FileUpload, type FileUploadProps } from './file-upload';

/**
 * The upload component with a fake `upload`, so each step (progress, success, refusal, cancel)
 * happens when the test says. Texts are the package's own, served as the startup portal's
 * `startup/files` namespace, as an app that bundles the package serves them.
 */

const ROUTE = { portal: { id: 'startup' }, route: {}, prefix: '/fikrspace/startup', params: {} } as unknown as CurrentRoute;
const MIB = 1024 * 1024;

interface PendingUpload {
  file: File;
  signal: AbortSignal;
  progress: (loaded: number, total: number) => void;
  resolve: (path: string) => void;
  reject: (error: unknown) => void;
}

/** An `upload` whose calls wait for the test; a call's signal rejects it with an AbortError, as uploadObject does. */
function fakeUpload() {
  const calls: PendingUpload[] = [];
  const upload = vi.fn((file: File, { signal, onProgress }: { signal: AbortSignal; onProgress: (progress: UploadProgress) => void }) => {
    return new Promise<string>((resolve, reject) => {
      signal.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
      calls.push({ file, signal, resolve, reject, progress: (loaded, total) => act(() => onProgress({ loaded, total })) });
    });
  });
  return { upload, calls, last: () => calls.at(-1)! };
}

function show(props: Partial<FileUploadProps> & { bucket?: Bucket } = {}) {
  const fake = fakeUpload();
  const onUploaded = vi.fn();
  const view = render(
    <CurrentRouteContext.Provider value={ROUTE}>
      <FileUpload bucket="pitch-decks" upload={fake.upload} onUploaded={onUploaded} label="Pitch deck" description="Investors see it on your profile." {...props} />
    </CurrentRouteContext.Provider>,
  );
  return { ...fake, onUploaded, view, zone: screen.getByTestId('file-drop-zone') };
}

function fileOf(name: string, type: string, size = 2048): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

async function drop(zone: HTMLElement, ...files: File[]) {
  await act(async () => {
    const items = files.map((file) => ({ kind: 'file', type: file.type, getAsFile: () => file }));
    fireEvent.drop(zone, { dataTransfer: { files, items, types: ['Files'] } });
  });
}

const progressBar = () => screen.getByRole('progressbar');

beforeAll(async () => {
  await initTestI18n('en');
  for (const [language, bundle] of Object.entries({ en: english, ar: arabic, fr: french })) i18n.addResourceBundle(language, 'startup/files', bundle);
});

beforeEach(async () => {
  await i18n.changeLanguage('en');
  let made = 0;
  URL.createObjectURL = vi.fn(() => `blob:${location.origin}/object-${(made += 1)}`);
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the file upload', () => {
  it('is a focusable button named by its own words and its label that opens the file picker on Enter and on Space', () => {
    const { zone } = show();
    const opened = vi.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(() => undefined);
    // What it shows comes first, so a speech user can say it (WCAG 2.5.3).
    expect(screen.getByRole('button', { name: /^Drop a file here, or choose one\s*PDF only, up to 50 MB$/, description: /^Pitch deck/ })).toBe(zone);
    expect(zone.tabIndex).toBe(0);
    expect(zone.textContent).toContain('PDF only, up to 50 MB');
    zone.focus();
    fireEvent.keyDown(zone, { key: 'Enter' });
    fireEvent.keyDown(zone, { key: ' ' });
    expect(opened).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['a deck over the limit', 'pitch-decks', fileOf('deck.pdf', 'application/pdf', 51 * MIB), 'This file is larger than 50 MB, the limit here. Choose a smaller one.'],
    ['a Word file as a deck', 'pitch-decks', fileOf('deck.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'), 'This kind of file cannot be used here. Accepted: PDF only.'],
    ['a text file as a logo', 'organization-logos', fileOf('logo.txt', 'text/plain'), 'This kind of file cannot be used here. Accepted: PNG, JPEG, WebP, GIF or AVIF images.'],
    ['an SVG logo', 'organization-logos', fileOf('logo.svg', 'image/svg+xml'), 'SVG images cannot be used here, as they can carry code. Accepted: PNG, JPEG, WebP, GIF or AVIF images.'],
    ['an empty deck', 'pitch-decks', fileOf('deck.pdf', 'application/pdf', 0), 'This file is empty. Choose a file with something in it.'],
  ] as const)('refuses %s before sending it, saying why', async (_case, bucket, file, message) => {
    const { zone, upload } = show({ bucket });
    await drop(zone, file);
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(upload).not.toHaveBeenCalled();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(URL.createObjectURL).not.toHaveBeenCalled();
  });

  it('names the kinds a bucket of several families takes', () => {
    show({ bucket: 'data-room' });
    expect(screen.getByTestId('file-drop-zone').textContent).toContain('PDF, Word, Excel or PowerPoint documents and PNG, JPEG, WebP, GIF or AVIF images, up to 100 MB');
  });

  it('takes one file at a time', async () => {
    const { zone, upload } = show();
    await drop(zone, fileOf('a.pdf', 'application/pdf'), fileOf('b.pdf', 'application/pdf'));
    expect((await screen.findByRole('alert')).textContent).toBe('Choose one file at a time.');
    expect(upload).not.toHaveBeenCalled();
  });

  it('shows the progress as it comes, in the bar and as a percentage, then says the file was uploaded and hands over its path', async () => {
    const { zone, last, onUploaded } = show();
    const deck = fileOf('deck.pdf', 'application/pdf', 1000);
    await drop(zone, deck);
    await waitFor(() => expect(progressBar().getAttribute('aria-valuenow')).toBe('0'));
    expect(zone.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Uploading \u2068deck.pdf\u2069…');

    last().progress(250, 1000);
    expect(progressBar().getAttribute('aria-valuenow')).toBe('25');
    expect(screen.getByTestId('upload-percent').textContent).toBe('25%');
    last().progress(600, 1000);
    expect(progressBar().getAttribute('aria-valuenow')).toBe('60');
    expect(progressBar().getAttribute('aria-valuetext')).toBe('60%');
    expect(screen.getByRole('status').textContent).toBe('Uploading \u2068deck.pdf\u2069: 50%');

    await act(async () => last().resolve('org/deck-abc.pdf'));
    expect(onUploaded).toHaveBeenCalledWith('org/deck-abc.pdf', deck);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('\u2068deck.pdf\u2069 was uploaded.');
    expect(zone.getAttribute('aria-disabled')).toBeNull();
  });

  it('cancels: the upload’s signal aborts, it says so, and the same file can be chosen again', async () => {
    const { zone, last, upload, onUploaded } = show();
    const deck = fileOf('deck.pdf', 'application/pdf');
    await drop(zone, deck);
    const first = last();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel the upload of deck.pdf' }));
    expect(first.signal.aborted).toBe(true);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('The upload of \u2068deck.pdf\u2069 was cancelled. You can choose the file again.'));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(onUploaded).not.toHaveBeenCalled();

    await drop(zone, deck);
    expect(upload).toHaveBeenCalledTimes(2);
    expect(last().signal.aborted).toBe(false);
  });

  it.each([
    ['EntityTooLarge', 'The server refused the file: it is larger than 50 MB.', false],
    ['InvalidMimeType', 'The server refused this kind of file. Accepted: PDF only.', false],
    ['AccessDenied', 'You do not have permission to upload files here.', false],
    ['NetworkError', 'The upload was interrupted. Check your connection and try again.', true],
    [undefined, 'The upload failed. Please try again.', true],
  ])('explains a refusal with Storage’s code %s, with Try again where sending again can help', async (storageCode, message, retryable) => {
    const { zone, last, upload } = show();
    await drop(zone, fileOf('deck.pdf', 'application/pdf'));
    await act(async () => last().reject(new ServiceError('refused', 'SERVICE_ERROR', { storageCode }, 400)));
    const alert = await screen.findByRole('alert');
    expect(alert.firstElementChild?.textContent).toBe(message);
    const retry = screen.queryByRole('button', { name: 'Try again' });
    expect(retry !== null).toBe(retryable);
    if (retry) {
      fireEvent.click(retry);
      expect(upload).toHaveBeenCalledTimes(2);
      expect(upload.mock.calls[1]![0]).toBe(upload.mock.calls[0]![0]);
      expect(screen.queryByRole('alert')).toBeNull();
    }
  });

  it('shows a chosen image before it is sent, and lets its address go when another file replaces it and when it leaves the page', async () => {
    const { zone, last, view } = show({ bucket: 'organization-logos', label: 'Logo' });
    await drop(zone, fileOf('logo.png', 'image/png'));
    const first = (await screen.findByRole('img', { name: 'Preview of logo.png' })).getAttribute('src');
    expect(first).toMatch(/^blob:/);
    await act(async () => last().resolve('org/logo.png'));

    await drop(zone, fileOf('logo-2.webp', 'image/webp'));
    expect(URL.revokeObjectURL).toHaveBeenCalledWith(first);
    const second = screen.getByRole('img', { name: 'Preview of logo-2.webp' }).getAttribute('src');
    view.unmount();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith(second);
    // Leaving the page stops the upload still running.
    expect(last().signal.aborted).toBe(true);
  });

  it('shows a chosen PDF in a titled frame, from a copy typed application/pdf', async () => {
    const { zone } = show();
    await drop(zone, fileOf('deck.pdf', ''));
    const frame = await screen.findByTitle('Preview of deck.pdf');
    expect(frame.tagName).toBe('IFRAME');
    const [blob] = vi.mocked(URL.createObjectURL).mock.calls.at(-1)!;
    expect((blob as Blob).type).toBe('application/pdf');
  });

  it('speaks the page’s language, Arabic included', async () => {
    await i18n.changeLanguage('ar');
    const { zone } = show({ bucket: 'avatars' });
    expect(zone.textContent).toContain('صور PNG أو JPEG أو WebP أو GIF أو AVIF');
    await drop(zone, fileOf('me.svg', 'image/svg+xml'));
    expect((await screen.findByRole('alert')).textContent).toContain('لا يمكن استخدام صور SVG هنا');
  });
});
