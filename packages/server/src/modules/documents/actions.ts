/** The audit log's words for the document and resource libraries (entity stored_files). */
export const STORED_FILES_ENTITY = 'stored_files';

export const FILE_ACTIONS = {
  upload: 'UPLOAD_FILE',
  delete: 'DELETE_FILE',
} as const;
