// Files between the browser and the tab: a chosen file's text, and an exported one handed to the browser to save.

/** A chosen file's text (FileReader: Blob.text is missing in some engines the tests run on). */
export function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsText(file);
  });
}

/** Hands a file to the browser to save. */
export function saveFile(file: { fileName: string; mediaType: string; content: string }): void {
  const url = URL.createObjectURL(new Blob([file.content], { type: file.mediaType }));
  const a = Object.assign(document.createElement('a'), { href: url, download: file.fileName });
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
