// Google Identity Services, the little of it we use: initialize + prompt (docs: developers.google.com/identity/gsi/web).

export interface GoogleCredentialResponse {
  credential: string;
}

export interface GoogleAccountsId {
  initialize(config: { client_id: string; callback(response: GoogleCredentialResponse): void; [option: string]: unknown }): void;
  prompt(listener?: (notification: unknown) => void): void;
}

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleAccountsId } };
  }
}

export const GSI_SCRIPT = 'https://accounts.google.com/gsi/client';

let loading: Promise<void> | null = null;

/**
 * The GSI client, loading Google's script only when it is missing (never at page load, and not
 * at all when `window.google` is already there: tests inject a fake one).
 */
export async function googleAccountsId(): Promise<GoogleAccountsId> {
  if (!window.google?.accounts?.id) {
    loading ??= new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = GSI_SCRIPT;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        loading = null;
        script.remove();
        reject(new Error('The Google sign-in script did not load'));
      };
      document.head.append(script);
    });
    await loading;
  }
  const id = window.google?.accounts?.id;
  if (!id) throw new Error('Google sign-in is not available');
  return id;
}
