export const IMPORT_PATH = '/admin/importar'
/** The dry run: upload and check, nothing written. */
export const checkIntent = 'revisar'
/** Writes the checked file's new rows. */
export const importIntent = 'importar'
