/** Contract of the notify-me form for sold-out parts; the notify-me feature replaces it. */
export function NotifyMeForm(_props: { productId: string }) {
  return null;
}
