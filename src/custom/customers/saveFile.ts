/** Saves a file the browser holds under `name` (the customers' CSV export). */
export function saveFile(file: Blob, name: string) {
  const address = URL.createObjectURL(file);
  const link = Object.assign(document.createElement("a"), { href: address, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(address), 0);
}
