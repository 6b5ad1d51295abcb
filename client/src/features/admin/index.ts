/** What other features use of admin: the path of the admin's page of a member, to link members to it. */
export { adminMemberPath } from './paths';
