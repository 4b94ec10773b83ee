export { ContactPerson, contactPersonShown } from "./contact-person"
export { Avatar, initialsOf } from "./avatar"
