import 'hono';
import type { ReactElement } from 'react';

declare module 'hono' {
  interface ContextRenderer {
    (children: ReactElement, props?: Record<string, unknown>): Response | Promise<Response>;
  }
}
