/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** reCAPTCHA v3 site key (public). Without it forms send the token 'no_site_key'. */
  readonly VITE_RECAPTCHA_SITE_KEY?: string;
}
