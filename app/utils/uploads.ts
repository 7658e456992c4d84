/** The public address of an uploaded file, served by routes/uploads.$.tsx. */
export function uploadUrl(key: string) {
  return `/uploads/${key.split('/').map(encodeURIComponent).join('/')}`
}
