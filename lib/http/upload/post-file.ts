/**
 * Sends one file as the raw body of a POST with XMLHttpRequest — fetch() cannot report upload
 * progress — its name in `X-File-Name`. Resolves with the status and the answer's text, or null
 * when the connection was lost; never rejects. Browser-only.
 */
export function postFile(url: string, file: File, onProgress: (loaded: number, total: number) => void): Promise<{ status: number; text: string } | null> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('Content-Type', 'application/octet-stream');
    xhr.setRequestHeader('X-File-Name', encodeURIComponent(file.name));
    xhr.responseType = 'text';
    xhr.upload.onprogress = (event) => onProgress(event.loaded, event.lengthComputable ? event.total : file.size);
    xhr.onerror = () => resolve(null);
    xhr.onabort = xhr.onerror;
    xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText });
    xhr.send(file);
  });
}
