/** Hands the browser a file made or fetched by the app, as a download named `fileName`. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // After the click has handed the address to the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
