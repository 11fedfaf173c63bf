import { throwIfNotOk, type Write } from "./api";

/**
 * Uploads a file as multipart form data, reporting progress (fetch cannot report upload progress,
 * XMLHttpRequest can). Failures become the same ApiErrors as other API calls.
 */
export function uploadFile<Answer>(
  upload: Write<"POST", FormData, Answer>,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const form = new FormData();
    form.append("file", file);
    xhr.open("POST", upload);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    xhr.onerror = () => reject(new Error("Network error: the upload did not reach the server."));
    xhr.onload = async () => {
      const response = new Response(xhr.responseText || null, { status: xhr.status, statusText: xhr.statusText });
      try {
        await throwIfNotOk(response);
        resolve(xhr.responseText ? JSON.parse(xhr.responseText) : null);
      } catch (error) {
        reject(error);
      }
    };
    xhr.send(form);
  });
}
