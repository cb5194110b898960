// Hands a downloaded Blob to the browser as a file of the given name.

export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The browser has started reading the URL by now; give slow ones a moment before revoking it.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
