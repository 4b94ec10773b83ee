export { ContactPerson } from "./contact-person"
export { ContactPersonBand } from "./contact-person-band"
export { Avatar, initialsOf } from "./avatar"
