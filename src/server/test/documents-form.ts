/** The multipart body of a document upload: the text fields, then each file under `documents`. */
export function documentsForm(fields: Record<string, string>, files: { name: string; data: Buffer }[]): FormData {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  for (const f of files) data.append('documents', new Blob([new Uint8Array(f.data)]), f.name);
  return data;
}
