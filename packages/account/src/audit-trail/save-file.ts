// An exported file handed to the browser to save (the trail's CSV).

export function saveFile(file: { fileName: string; mediaType: string; content: string }): void {
  const url = URL.createObjectURL(new Blob([file.content], { type: file.mediaType }));
  const a = Object.assign(document.createElement('a'), { href: url, download: file.fileName });
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
