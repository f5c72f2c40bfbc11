/**
 * A cached page is never served with the nonce it was rendered with (DESIGN §8): every element
 * carrying a nonce (React's bootstrap module, its streaming swap scripts, preloads) gets this
 * response's nonce, the one its Content-Security-Policy header names.
 */
export function withFreshNonce(response: Response, nonce: string): Response {
  return new HTMLRewriter()
    .on('[nonce]', {
      element(element) {
        element.setAttribute('nonce', nonce);
      },
    })
    .transform(response);
}
