import { fetchStaffFile, saveBlob } from '@/staff/lib/staff-file';

/**
 * The file's bytes as a Blob of the type recorded at upload (checked by content, D9), never a type
 * the response might suggest.
 */
export async function fetchDocumentBlob(id: number, type: string): Promise<Blob> {
  const response = await fetchStaffFile(`/api/admin/documents/${id}/download`);
  return new Blob([await response.arrayBuffer()], { type });
}

/** Saves the original file under its uploaded name. */
export async function downloadDocument(id: number, name: string, type: string): Promise<void> {
  saveBlob(await fetchDocumentBlob(id, type), name);
}
