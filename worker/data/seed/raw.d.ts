/** Vite `?raw` imports of the seed CSV files (used when the seed runs inside workerd tests). */
declare module '*.csv?raw' {
  const text: string;
  export default text;
}
