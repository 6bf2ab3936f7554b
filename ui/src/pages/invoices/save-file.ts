/**
 * Hands a downloaded file to the browser to save under `filename`, as a link with `download`
 * would; the object URL is let go once the click has started the download.
 */
export const saveFile = (blob: Blob, filename: string): void => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
};

/**
 * Prints a PDF: loads it in a hidden frame (named `title` for screen readers) and opens the
 * browser's print dialog for it, so the printout is exactly the downloadable document.
 */
export const printPdf = (blob: Blob, title: string): void => {
  const url = URL.createObjectURL(blob);
  const frame = document.createElement("iframe");
  frame.className = "visually-hidden";
  frame.title = title;
  frame.src = url;
  frame.addEventListener("load", () => {
    frame.contentWindow?.focus();
    frame.contentWindow?.print();
    setTimeout(() => {
      frame.remove();
      URL.revokeObjectURL(url);
    }, 60_000);
  });
  document.body.append(frame);
};
