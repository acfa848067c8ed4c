import NotFoundRoute from './not-found';

/** No job exists yet to apply for: every id is unknown until that area lands, so this is the not-found page. */
export default function ApplyJobRoute() {
  return <NotFoundRoute />;
}
