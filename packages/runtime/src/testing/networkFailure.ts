/** An answer that never comes (for `stubFetch`): fetch fails as it does when the network is down. */
export const NETWORK_FAILURE = (): never => {
  throw new TypeError('Failed to fetch');
};
