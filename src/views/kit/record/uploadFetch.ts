/** How far a request body has gone: bytes sent and the body's size (0 while unknown). */
export type UploadProgress = (loaded: number, total: number) => void;

const headersOf = (raw: string): Headers => {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const at = line.indexOf(':');
    if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  return headers;
};

/**
 * A `fetch` over XMLHttpRequest, whose upload reports progress (fetch cannot, short of request streams over
 * HTTP/2): given to one urql mutation as its context's fetch, so the upload still goes through the client's
 * headers, anti-forgery token and cache.
 */
export const progressFetch =
  (onProgress: UploadProgress): typeof fetch =>
  (input, init) =>
    new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(init?.method ?? 'POST', input instanceof Request ? input.url : String(input));
      xhr.withCredentials = init?.credentials !== 'omit';
      for (const [name, value] of new Headers(init?.headers)) xhr.setRequestHeader(name, value);
      xhr.upload.onprogress = (event) => onProgress(event.loaded, event.lengthComputable ? event.total : 0);
      xhr.onload = () =>
        resolve(
          new Response(xhr.status === 204 ? null : xhr.responseText, {
            status: xhr.status,
            statusText: xhr.statusText,
            headers: headersOf(xhr.getAllResponseHeaders()),
          }),
        );
      xhr.onerror = () => reject(new TypeError('Network request failed'));
      xhr.onabort = () => reject(new DOMException('The upload was stopped.', 'AbortError'));
      init?.signal?.addEventListener('abort', () => xhr.abort());
      xhr.send((init?.body ?? null) as XMLHttpRequestBodyInit | null);
    });
