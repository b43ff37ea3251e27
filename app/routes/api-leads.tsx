import { methodNotAllowed } from "~/features/auth/json-responses";

// POST is answered in front of Express and React Router (server/lead-capture, decision 0012);
// any other method reaches this route.
export function loader() {
  return methodNotAllowed("POST");
}

export function action() {
  return methodNotAllowed("POST");
}
