import { defineMessages } from '../../i18n/define-messages';

/** Document Library: the program's files with a download link each. */
export const documentsMessages = defineMessages('documents', {
  pageTitle: 'Document Library | {program} | Partner Portal',
  heading: 'Document Library',
  caption: 'Documents',
  title: 'Title',
  fileName: 'File Name',
  lastModified: 'Last Modified',
  size: 'Size',
  actions: 'Actions',
  download: 'Download',
});
