import NotFoundRoute from './not-found';

/** No auction exists yet: every id is unknown until that area lands, so this is the not-found page. */
export default function AuctionDetailsRoute() {
  return <NotFoundRoute />;
}
