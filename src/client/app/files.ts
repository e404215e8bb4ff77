/** Files the back office downloads with the staff token (CVs, chat files) and their sizes as shown. */

/**
 * A file arrives as bytes, not as an envelope. The handler wraps a successful body into an
 * envelope so the shared base query (which accepts only code-200 envelopes, and refreshes the
 * token on a 401) treats it like any answer; an error body is read as the server's envelope.
 */
export async function blobResponse(res: Response): Promise<unknown> {
  if (res.ok) return { code: 200, message: '', data: await res.blob() };
  const text = await res.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Hands downloaded bytes (an object URL) to the browser under `fileName`, then frees them. */
export function saveAs(url: string, fileName: string) {
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Revoked a little later: some browsers start reading the URL only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** File sizes with a Vietnamese decimal comma (245,8 KB). */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let v = bytes / 1024;
  let i = 0;
  while (v >= 1024 && i < units.length - 1) {
    v /= 1024;
    i += 1;
  }
  return `${v.toLocaleString('vi-VN', { maximumFractionDigits: 1 })} ${units[i]}`;
}
