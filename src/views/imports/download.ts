const downloadBlob = (name: string, blob: Blob) => {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
};

/**
 * Hands a CSV to the browser's downloads through a temporary Blob link, with a byte-order mark so Excel reads it as
 * UTF-8 (the same as the list exports' in src/views/kit/ui/usePagedCsv.ts, which keeps its own private).
 */
export const downloadCsv = (name: string, text: string) =>
  downloadBlob(name, new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }));

/** An Excel workbook the server sent base64-encoded (GraphQL carries text), as a download. */
export const downloadXlsx = (name: string, base64: string) =>
  downloadBlob(
    name,
    new Blob([Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))], {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    }),
  );

/** "weekly.xlsx" → "weekly-errors.csv": the error file is named after the user's own file. */
export const errorFileName = (fileName: string) => `${fileName.replace(/\.[^.]+$/, '') || 'import'}-errors.csv`;
