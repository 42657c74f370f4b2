import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockInstance } from 'vitest';
import { MESSAGES } from '@portal/domain';
import { fakeLink } from '../../../test/fake-link';
import { bodyRows, callsOf, renderLibraryPage, storageObject } from './library-test-utils';
import AdminResourcesPage from './resources-page';

const PLAN = storageObject('Staff Plan.docx', '2026-01-15T12:00:00.000Z', 1_572_864);

describe('the admin Resources screen', () => {
  let consoleError: MockInstance;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    expect(consoleError).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });

  it('says who resources are for and lists the resources bucket', async () => {
    const link = fakeLink({ AdminStorageObjects: () => ({ data: { awsObjects: [PLAN] } }) });
    renderLibraryPage(AdminResourcesPage, 'resources', link);
    expect(screen.getByRole('heading', { level: 2, name: 'Resources' })).toBeTruthy();
    expect(screen.getByText(MESSAGES.resourcesIntro)).toBeTruthy();
    await screen.findByRole('table', { name: 'Resources' });
    expect(bodyRows('Resources')[0]?.slice(0, 3)).toEqual(['Staff Plan.docx', '1-15-26', '1.5 MB']);
    expect(callsOf(link, 'AdminStorageObjects')[0]?.variables).toEqual({ bucket: 'resources' });
  });

  it('uploads to and deletes from the resources bucket', async () => {
    const user = userEvent.setup();
    let objects = [PLAN];
    const link = fakeLink({
      AdminStorageObjects: () => ({ data: { awsObjects: objects } }),
      UploadS3Object: () => {
        objects = [storageObject('Budget.xlsx', '2026-02-01T12:00:00.000Z', 900), ...objects];
        return { data: { uploadS3Object: { __typename: 'StorageObject', Key: 'Budget.xlsx' } } };
      },
      DeleteS3Object: () => {
        objects = objects.filter((o) => o.Key !== 'Staff Plan.docx');
        return { data: { deleteS3Object: 'Staff Plan.docx' } };
      },
    });
    renderLibraryPage(AdminResourcesPage, 'resources', link);
    await screen.findByRole('table', { name: 'Resources' });

    const file = new File(['PK'], 'budget.xlsx');
    await user.type(screen.getByLabelText('Title'), 'Budget');
    await user.upload(screen.getByLabelText('File'), file);
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await screen.findByText(MESSAGES.uploadSuccessful);
    expect(callsOf(link, 'UploadS3Object')[0]?.variables).toEqual({
      bucket: 'resources',
      title: 'Budget',
      file,
    });
    await waitFor(() => expect(bodyRows('Resources')).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: 'Delete Staff Plan.docx' }));
    const dialog = screen.getByRole('alertdialog', { name: MESSAGES.areYouSure });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await screen.findByText(MESSAGES.deleteSuccessful);
    expect(callsOf(link, 'DeleteS3Object')[0]?.variables).toEqual({
      key: 'Staff Plan.docx',
      bucket: 'resources',
    });
    await waitFor(() => expect(bodyRows('Resources').map((r) => r[0])).toEqual(['Budget.xlsx']));
  });

  it('shows the failure of a delete as a warning and keeps the row', async () => {
    const user = userEvent.setup();
    const link = fakeLink({
      AdminStorageObjects: () => ({ data: { awsObjects: [PLAN] } }),
      DeleteS3Object: () => ({ errors: [{ message: MESSAGES.notFound }] }),
    });
    renderLibraryPage(AdminResourcesPage, 'resources', link);
    await screen.findByRole('table', { name: 'Resources' });
    await user.click(screen.getByRole('button', { name: 'Delete Staff Plan.docx' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    await screen.findByText(MESSAGES.notFound);
    expect(screen.queryByText(MESSAGES.deleteSuccessful)).toBeNull();
    expect(bodyRows('Resources')).toHaveLength(1);
  });
});
