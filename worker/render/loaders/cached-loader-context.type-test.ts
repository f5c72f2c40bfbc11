/**
 * Type-level tests (checked by `tsc --noEmit`, never run): a cached route's loader cannot read
 * the session (issue 29 item 1, decision 275). Each `@ts-expect-error` fails the typecheck the day
 * the line below it compiles, i.e. the day a cached loader could read something personal.
 */
import { accountLoader } from './account-loaders';
import { homeLoader } from './home-loader';
import { NOT_FOUND, type CachedLoader, type LoaderTable } from './loader-context';

export const readsTheCookie: CachedLoader = (ctx) => {
  // @ts-expect-error a cached loader has no Cookie header
  void ctx.cookie;
  return NOT_FOUND;
};

export const readsTheShopper: CachedLoader = (ctx) => {
  // @ts-expect-error a cached loader has no shopper
  void ctx.shopper;
  return NOT_FOUND;
};

export const readsABasket: CachedLoader = (ctx) => {
  // @ts-expect-error a cached loader has no basket, order, account or address service
  void ctx.services.baskets;
  // @ts-expect-error
  void ctx.services.accounts;
  // @ts-expect-error
  void ctx.services.orders;
  // @ts-expect-error
  void ctx.services.address;
  return NOT_FOUND;
};

export const table: LoaderTable = {
  // A catalogue loader may serve a cached route…
  home: homeLoader,
  // …and a personal route, whose context has everything it needs.
  account: homeLoader,
  // @ts-expect-error a personal loader cannot serve a cached route
  category: accountLoader,
  // @ts-expect-error
  'product-detail': (ctx: { cookie: string | null }) => (ctx.cookie ? NOT_FOUND : NOT_FOUND),
};
