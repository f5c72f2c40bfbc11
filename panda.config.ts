import { defineConfig } from '@pandacss/dev';

/** Brand tokens (document 1 §9): blue #2635D9 and yellow, Inter, the spec's breakpoints. */
export default defineConfig({
  preflight: true,
  include: ['./client/**/*.{ts,tsx}'],
  exclude: ['./client/**/*.test.{ts,tsx}'],
  outdir: 'styled-system',
  // esbuild resolves .js from TypeScript imports; .mjs would not resolve.
  outExtension: 'js',
  jsxFramework: 'react',
  minify: true,
  hash: { className: true, cssVar: false },
  globalFontface: {
    Inter: {
      src: 'url(/build/fonts/inter-latin-wght-normal.woff2) format("woff2-variations")',
      fontWeight: '100 900',
      fontStyle: 'normal',
      fontDisplay: 'swap',
    },
  },
  globalCss: {
    'html, body': {
      fontFamily: 'body',
      color: 'fg',
      bg: 'bg',
      lineHeight: '1.5',
      WebkitFontSmoothing: 'antialiased',
    },
    // The header's measured heights in every locale but one at one width (use-header-height.ts):
    // the script only writes them when the real header differs, since a write restyles the page.
    ':root': {
      '--top-bar-height': '36px',
      '--header-height': { base: '112px', lg: '149px' },
    },
    'a, button, input, select, textarea, [tabindex]': {
      _focusVisible: { outline: '3px solid', outlineColor: 'focus', outlineOffset: '2px' },
    },
  },
  theme: {
    extend: {
      breakpoints: { sm: '600px', md: '768px', lg: '1024px', xl: '1366px', '2xl': '1920px' },
      tokens: {
        colors: {
          brand: {
            blue: { value: '#2635D9' },
            blueDark: { value: '#1B27A8' },
            blueLight: { value: '#E9EBFC' },
            yellow: { value: '#FFD100' },
            yellowDark: { value: '#E0B800' },
          },
          ink: { value: '#14161F' },
          muted: { value: '#4B5063' },
          line: { value: '#D5D8E1' },
          surface: { value: '#F4F5F9' },
          danger: { value: '#B3261E' },
          success: { value: '#136C34' },
          warning: { value: '#8A5300' },
        },
        fonts: {
          body: { value: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
        },
        sizes: { menuColumn: { value: '296px' }, container: { value: '1366px' } },
      },
      semanticTokens: {
        colors: {
          fg: { value: '{colors.ink}' },
          bg: { value: '#FFFFFF' },
          focus: { value: '{colors.brand.blue}' },
        },
      },
    },
  },
});
