/** The members screen's refusals (docs/product.md#members), in one place so tests and screens agree. */
export const INVITATION_GONE_MESSAGE = "This invitation link is not valid any more: it was used, revoked or replaced by a newer one. Ask the project's owner for a new link.";
export const INVITATION_EXPIRED_MESSAGE = "This invitation expired. Invitations are valid for 7 days; ask the project's owner for a new link.";
export const OWNER_ROLE_MESSAGE = "The owner's role cannot be changed. Transfer the ownership to a member first; you then become an editor.";
export const OWNER_LEAVES_MESSAGE = "The owner cannot leave the project. Transfer the ownership to a member first, or delete the project.";
export const NOT_A_MEMBER_MESSAGE = "This person is not a member of the project.";
export const NO_OFFER_MESSAGE = "There is no offer of ownership for you in this project.";

export function wrongAddressMessage(signedInAs: string): string {
  return `This invitation was sent to another e-mail address. You are signed in as ${signedInAs}; sign in with the invited address to accept it.`;
}

export function alreadyMemberMessage(email: string): string {
  return `${email} is already a member of this project.`;
}
