import { CenteredCard } from "~/ui/centered-card";

export function meta() {
  return [{ title: "Account not active · Pagewright" }];
}

export default function Unverified() {
  return (
    <CenteredCard title="Your account is not active yet">
      <p>An administrator needs to activate your account before you can build pages. You will get in as soon as they do.</p>
    </CenteredCard>
  );
}
