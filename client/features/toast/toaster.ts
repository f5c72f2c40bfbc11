/** Toast options (document 1 §3 Toast). */
export interface ToastOptions {
  status: 'success' | 'info' | 'warning' | 'error';
  message: string;
  /** Milliseconds; default 5000 (link toasts 20000). */
  duration?: number;
  isClosable?: boolean;
  linkText?: string;
  /** Prefix-free internal path. */
  linkUrl?: string;
}

/** Shows a toast (contract; the shell's toast feature implements it: one at a time, top-right). */
export function showToast(_options: ToastOptions): void {}
