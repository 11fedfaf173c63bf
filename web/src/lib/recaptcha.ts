/**
 * reCAPTCHA v3 on the client (docs/product.md#talking-to-the-api): the script is loaded only when a form is about to submit,
 * then a token is requested for the form's action. Never throws: when the service cannot be used
 * the token says why ('no_site_key', 'no_recaptcha', 'recaptcha_error') and the server decides.
 */
type Grecaptcha = {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
};

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

const SCRIPT_TIMEOUT_MS = 8_000;
let loading: Promise<Grecaptcha | undefined> | undefined;

export function recaptchaSiteKey(): string | undefined {
  return import.meta.env.VITE_RECAPTCHA_SITE_KEY || undefined;
}

function loadScript(siteKey: string): Promise<Grecaptcha | undefined> {
  loading ??= new Promise((resolve) => {
    if (window.grecaptcha) return resolve(window.grecaptcha);
    const script = document.createElement("script");
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    const timer = setTimeout(() => resolve(undefined), SCRIPT_TIMEOUT_MS);
    script.onload = () => {
      clearTimeout(timer);
      resolve(window.grecaptcha);
    };
    script.onerror = () => {
      clearTimeout(timer);
      loading = undefined; // try again on the next submit
      resolve(undefined);
    };
    document.head.appendChild(script);
  });
  return loading;
}

export async function getRecaptchaToken(action: string, siteKey = recaptchaSiteKey()): Promise<string> {
  if (!siteKey) return "no_site_key";
  const grecaptcha = await loadScript(siteKey);
  if (!grecaptcha) return "no_recaptcha";
  try {
    return await new Promise<string>((resolve, reject) =>
      grecaptcha.ready(() => grecaptcha.execute(siteKey, { action }).then(resolve, reject)),
    );
  } catch {
    return "recaptcha_error";
  }
}
