export { ContactPerson } from "./contact-person"
export { Avatar, initialsOf } from "./avatar"
