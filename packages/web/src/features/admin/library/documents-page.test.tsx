import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockInstance } from 'vitest';
import { MESSAGES } from '@portal/domain';
import { LIBRARY_MESSAGES, UPLOAD_MAX_BYTES } from '@portal/domain/library/uploads';
import { fakeLink } from '../../../test/fake-link';
import AdminDocumentsPage from './documents-page';
import {
  bodyRows,
  callsOf,
  fieldRefusal,
  fileOfSize,
  renderLibraryPage,
  storageObject,
} from './library-test-utils';

const MENU = storageObject('October Menu.pdf', '2026-03-04T15:00:00.000Z', 2_560);
const GUIDE = storageObject('Guide.txt', '2025-11-20T09:00:00.000Z', 400);

function renderDocuments(handlers: Parameters<typeof fakeLink>[0] = {}) {
  const link = fakeLink({
    AdminStorageObjects: () => ({ data: { awsObjects: [GUIDE, MENU] } }),
    ...handlers,
  });
  return { link, ...renderLibraryPage(AdminDocumentsPage, 'documents', link) };
}

describe('the admin Documents screen', () => {
  let consoleError: MockInstance;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    expect(consoleError).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });

  it('lists the documents newest first: Key, Last Modified (M-D-YY), Size, Download', async () => {
    const { link } = renderDocuments();
    expect(screen.getByRole('heading', { level: 2, name: 'Documents' })).toBeTruthy();
    await screen.findByRole('table', { name: 'Documents' });
    expect(bodyRows('Documents')).toEqual([
      ['October Menu.pdf', '3-4-26', '2.5 KB', 'Download October Menu.pdfDelete October Menu.pdf'],
      ['Guide.txt', '11-20-25', '0.4 KB', 'Download Guide.txtDelete Guide.txt'],
    ]);
    const download = screen.getByRole('link', { name: 'Download October Menu.pdf' });
    expect(download.getAttribute('href')).toBe(MENU.url);
    expect(download.hasAttribute('download')).toBe(true);
    expect(callsOf(link, 'AdminStorageObjects')[0]?.variables).toEqual({ bucket: 'documents' });
    // The upload form's fields are labelled.
    const form = screen.getByRole('form', { name: 'Upload' });
    expect(within(form).getByLabelText('Title')).toBeTruthy();
    expect(within(form).getByLabelText('File').getAttribute('accept')).toContain('.pdf');
  });

  it("uploads a file: the normalised title, 'Upload Successful', the list read again, an empty form", async () => {
    const user = userEvent.setup();
    const { link } = renderDocuments({
      UploadS3Object: () => ({
        data: { uploadS3Object: { __typename: 'StorageObject', Key: 'Spring Flyer.pdf' } },
      }),
    });
    await screen.findByRole('table', { name: 'Documents' });
    const file = new File(['%PDF-1.7'], 'flyer.pdf', { type: 'application/pdf' });
    await user.type(screen.getByLabelText('Title'), '  Spring   Flyer ');
    await user.upload(screen.getByLabelText('File'), file);
    await user.click(screen.getByRole('button', { name: 'Upload' }));

    await screen.findByText(MESSAGES.uploadSuccessful);
    const [call] = callsOf(link, 'UploadS3Object');
    expect(call?.variables).toEqual({ bucket: 'documents', title: 'Spring Flyer', file });
    await waitFor(() => expect(callsOf(link, 'AdminStorageObjects')).toHaveLength(2));
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('File') as HTMLInputElement).value).toBe('');
  });

  it("says 'Required' on both fields and focuses the title, sending nothing", async () => {
    const user = userEvent.setup();
    const { link } = renderDocuments();
    await screen.findByRole('table', { name: 'Documents' });
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    const title = screen.getByLabelText('Title');
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(title.getAttribute('aria-invalid')).toBe('true');
    const file = screen.getByLabelText('File');
    expect(file.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText(MESSAGES.required)).toHaveLength(2);
    expect(callsOf(link, 'UploadS3Object')).toEqual([]);
  });

  it.each([
    ['a type not allowed', fileOfSize('tool.exe', 10), LIBRARY_MESSAGES.uploadType],
    [
      'a file over 10 MB',
      fileOfSize('big.pdf', UPLOAD_MAX_BYTES + 1),
      LIBRARY_MESSAGES.uploadTooLarge,
    ],
    ['an empty file', fileOfSize('empty.pdf', 0), LIBRARY_MESSAGES.uploadEmpty],
  ])('refuses %s under the File field, as the server would', async (_name, file, message) => {
    const user = userEvent.setup({ applyAccept: false });
    const { link } = renderDocuments();
    await screen.findByRole('table', { name: 'Documents' });
    await user.type(screen.getByLabelText('Title'), 'Flyer');
    await user.upload(screen.getByLabelText('File'), file);
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    const input = screen.getByLabelText('File');
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(message).id).toBe(
      input.getAttribute('aria-describedby')?.split(' ')[1],
    );
    expect(callsOf(link, 'UploadS3Object')).toEqual([]);
  });

  it('refuses a title that leaves the bucket before sending', async () => {
    const user = userEvent.setup();
    const { link } = renderDocuments();
    await screen.findByRole('table', { name: 'Documents' });
    await user.type(screen.getByLabelText('Title'), '../secrets');
    await user.upload(screen.getByLabelText('File'), new File(['x'], 'a.txt'));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText(LIBRARY_MESSAGES.titleCharacters)).toBeTruthy();
    expect(callsOf(link, 'UploadS3Object')).toEqual([]);
  });

  it("shows the server's refusal on its field and announces it, keeping the form", async () => {
    const user = userEvent.setup();
    renderDocuments({
      UploadS3Object: () => fieldRefusal('title', LIBRARY_MESSAGES.titleTaken),
    });
    await screen.findByRole('table', { name: 'Documents' });
    await user.type(screen.getByLabelText('Title'), 'October Menu');
    await user.upload(screen.getByLabelText('File'), new File(['%PDF'], 'menu.pdf'));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(LIBRARY_MESSAGES.titleTaken);
    expect(screen.getByLabelText('Title').getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('October Menu');
    expect(screen.queryByText(MESSAGES.uploadSuccessful)).toBeNull();
  });

  it("deletes after 'Are you sure?': Cancel keeps it, Delete removes it with 'Delete Successful'", async () => {
    const user = userEvent.setup();
    let objects = [GUIDE, MENU];
    const { link } = renderDocuments({
      AdminStorageObjects: () => ({ data: { awsObjects: objects } }),
      DeleteS3Object: () => {
        objects = [GUIDE];
        return { data: { deleteS3Object: 'October Menu.pdf' } };
      },
    });
    await screen.findByRole('table', { name: 'Documents' });
    await user.click(screen.getByRole('button', { name: 'Delete October Menu.pdf' }));
    let dialog = screen.getByRole('alertdialog', { name: MESSAGES.areYouSure });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(callsOf(link, 'DeleteS3Object')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete October Menu.pdf' }));
    dialog = screen.getByRole('alertdialog', { name: MESSAGES.areYouSure });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await screen.findByText(MESSAGES.deleteSuccessful);
    expect(callsOf(link, 'DeleteS3Object')[0]?.variables).toEqual({
      key: 'October Menu.pdf',
      bucket: 'documents',
    });
    await waitFor(() => expect(bodyRows('Documents')).toHaveLength(1));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it("shows 'Error' when the list cannot be loaded", async () => {
    renderDocuments({ AdminStorageObjects: () => new Error('offline') });
    expect(await screen.findByRole('heading', { name: MESSAGES.loadingErrorTitle })).toBeTruthy();
  });

  it("shows 'No Results' for an empty library", async () => {
    renderDocuments({ AdminStorageObjects: () => ({ data: { awsObjects: [] } }) });
    expect(await screen.findByText(MESSAGES.noResults)).toBeTruthy();
  });
});
