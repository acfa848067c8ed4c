import NotFoundRoute from './not-found';

/** No job opportunity exists yet: every id is unknown until that area lands, so this is the not-found page. */
export default function OpportunityRoute() {
  return <NotFoundRoute />;
}
