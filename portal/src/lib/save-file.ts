/** Saves a downloaded file under its name: a temporary object URL and an anchor's download. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // The browser has taken the file once the click is handled; the URL is not needed after that.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
